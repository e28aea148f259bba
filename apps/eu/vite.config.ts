import { linguiMacroVitePlugin } from '@repo/tsup-config/lingui-macro';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const packages = fileURLToPath(new URL('../../packages/', import.meta.url));

// The server serves this build's files under /static/eu/ and its index.html for every page path of the brand
// (S0 §2 base paths), so built asset URLs are absolute and deep links work on reload. The dev server serves the
// app at every path instead (base '/'), with the API proxied to the realform server of `pnpm start`.
//
// The onboarding packages are built from their sources, module by module: the bundler can then put each step's
// code — and the part of every package only that step uses — in the step's own chunk. From the packages' single
// `dist/index.js` every module a later step needs would land on the first page (issue 7 budget). Their Lingui
// macros are expanded as in their own builds (lingui.config.ts here is the packages' config).
export default defineConfig(({ command }) => ({
  base: command === 'build' ? '/static/eu/' : '/',
  plugins: [linguiMacroVitePlugin(), react()],
  resolve: {
    alias: [
      { find: /^@onboarding\/(flow|form-fields)\/styles\.css$/, replacement: `${packages}$1/src/styles.css` },
      { find: /^@onboarding\/realform-api\/client$/, replacement: `${packages}realform-api/src/client/index.ts` },
      { find: /^@onboarding\/(dictionaries|flow|form-fields|realform-api|tracking)$/, replacement: `${packages}$1/src/index.ts` },
    ],
  },
  // Every browser of the es2022 target supports modulepreload: no polyfill on the first page.
  build: {
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 450,
    modulePreload: { polyfill: false },
    // Scripts are never inlined as data: URLs (the identity widget's frame-check worker would be): the page's CSP
    // allows workers and scripts from 'self' only.
    assetsInlineLimit: (file: string) => (/\.[cm]?js$/.test(file) ? false : undefined),
    // No chunk groups: a group of everything the first page imports (tag '$initial') also pulls in the whole of each
    // library a later step shares with it (valibot's every schema), 6 KB more on the entry script.
  },
  // The identity widget (a chunk of the upload step) starts its frame-check worker with
  // `new URL('./frameWorker.js', import.meta.url)`, which dependency pre-bundling breaks in dev (its README, "Bundlers").
  optimizeDeps: { exclude: ['@onboarding/idscan-widget'] },
  server: {
    port: 5174,
    strictPort: true,
    proxy: { '/realform': 'http://localhost:8080' },
  },
}));
