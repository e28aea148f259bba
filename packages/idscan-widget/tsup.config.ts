import { copyFile } from 'node:fs/promises';
import { defineLibraryConfig } from '@repo/tsup-config';

export default defineLibraryConfig({
  // The frame checks' Web Worker is an entry of its own: esbuild does not follow `new Worker(new URL(…))`, so
  // dist/frameWorker.js is built here and loaded relative to the bundle (createFrameChecker).
  entry: { index: 'src/index.ts', frameWorker: 'src/capture/frameWorker.ts' },
  dts: { entry: { index: 'src/index.ts' }, compilerOptions: { ignoreDeprecations: '6.0' } },
  // Theming is plain CSS with custom properties, shipped as written: nothing is injected at run time, so the
  // widget works under a CSP without 'unsafe-inline' (DESIGN §6). Hosts import '@onboarding/idscan-widget/styles.css'.
  onSuccess: async () => {
    await copyFile('src/styles.css', 'dist/styles.css');
  },
});
