import { copyFile } from 'node:fs/promises';
import { defineLibraryConfig } from '@repo/tsup-config';
import { defineConfig, type Options } from 'tsup';

const library = defineLibraryConfig({
  // `./testing`: the generated documents and fake-camera video for hosts' end-to-end tests (src/testing.ts).
  entry: ['src/index.ts', 'src/testing.ts'],
  // Both builds below run at once: the library's clean must leave the worker's output alone.
  clean: ['**/*', '!frameWorker.js', '!frameWorker.js.map'],
  // Theming is plain CSS with custom properties, shipped as written: nothing is injected at run time, so the
  // widget works under a CSP without 'unsafe-inline' (DESIGN §6). Hosts import '@onboarding/idscan-widget/styles.css'.
  onSuccess: async () => {
    await copyFile('src/styles.css', 'dist/styles.css');
  },
}) as Options;

export default defineConfig([
  library,
  {
    // The frame checks' Web Worker (createFrameChecker loads `new URL('./frameWorker.js', import.meta.url)`):
    // esbuild does not follow `new Worker(new URL(…))`, so it is an entry of its own, and SELF-CONTAINED — no
    // shared chunk import — because a host's bundler may copy or inline it away from the library's chunks.
    entry: { frameWorker: 'src/capture/frameWorker.ts' },
    format: ['esm'],
    target: 'es2022',
    sourcemap: true,
    clean: false,
    splitting: false,
    treeshake: true,
    dts: false,
  },
]);
