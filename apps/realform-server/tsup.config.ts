import { cp } from 'node:fs/promises';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', main: 'src/main.ts', apiKeyMain: 'src/apiKeyMain.ts', 'bench/serverBench': 'bench/serverBench.ts', 'bench/echoServer': 'bench/echoServer.ts', 'bench/faceBenchMain': 'bench/faceBenchMain.ts', 'bench/verifierBench': 'bench/verifierBench.ts', 'testing/identityFixtures': 'src/testing/identityFixtures.ts', 'workers/mrzWorker': 'src/areas/documents/verifier/mrz/mrzWorkerMain.ts', 'bench/mrzBenchMain': 'bench/mrzBenchMain.ts', verifyWorkerMain: 'src/verifyWorkerMain.ts', 'bench/workerBench': 'bench/workerBench.ts' },
  format: ['esm'],
  // The benchmark's load generator and the test fixtures' encoders stay package imports (tsup bundles
  // devDependencies by default, and these CommonJS packages cannot be bundled into ESM).
  external: ['autocannon', 'jpeg-js', 'pngjs'],
  platform: 'node',
  target: 'node20',
  dts: { entry: 'src/index.ts', compilerOptions: { ignoreDeprecations: '6.0' } },
  sourcemap: true,
  clean: true,
  splitting: true,
  // The migrations are read from disk at start, next to the code that runs them (see src/db/migrate.ts); the worker
  // scripts (plain .mjs, see src/workers/workerUrl.ts) are started from disk too.
  async onSuccess() {
    await cp('src/db/migrations', 'dist/migrations', { recursive: true });
    await cp('src/workers', 'dist/workers', { recursive: true, filter: (source) => !source.endsWith('.ts') });
  },
});
