import { copyFile } from 'node:fs/promises';
import { defineLibraryConfig } from '@repo/tsup-config';
import { defineConfig, type Options } from 'tsup';

const library = defineLibraryConfig({
  // `./prerender` renders the entry page at a brand app's build (issue 21): react-dom/server stays out of the pages.
  entry: ['src/index.ts', 'src/prerender.ts'],
  // Both builds below run at once: the library's clean must leave the worker's output alone.
  clean: ['**/*', '!altchaWorker.js', '!altchaWorker.js.map'],
  // The stylesheet is plain CSS the host imports (`@onboarding/flow/styles.css`): nothing is injected at run time.
  onSuccess: async () => {
    await copyFile('src/styles.css', 'dist/styles.css');
  },
}) as Options;

export default defineConfig([
  library,
  {
    // The bot check's solver worker (altchaCaptcha loads `new URL('./altchaWorker.js', import.meta.url)`): esbuild does
    // not follow `new Worker(new URL(…))`, so it is an entry of its own, self-contained (altcha-lib inside), because a
    // host's bundler may copy it away from the library's chunks.
    entry: { altchaWorker: 'src/captcha/altchaWorker.ts' },
    format: ['esm'],
    target: 'es2022',
    sourcemap: true,
    clean: false,
    splitting: false,
    treeshake: true,
    dts: false,
    noExternal: [/^altcha-lib/],
  },
]);
