import { cp } from 'node:fs/promises';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/main.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  dts: { entry: 'src/index.ts', compilerOptions: { ignoreDeprecations: '6.0' } },
  sourcemap: true,
  clean: true,
  splitting: true,
  // The migrations are read from disk at start, next to the code that runs them (see src/db/migrate.ts).
  async onSuccess() {
    await cp('src/db/migrations', 'dist/migrations', { recursive: true });
  },
});
