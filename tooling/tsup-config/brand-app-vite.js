// @ts-check
import { fileURLToPath } from 'node:url';
import { linguiMacroVitePlugin } from './lingui-macro.js';
import { precompress } from './precompress.js';

const packages = fileURLToPath(new URL('../../packages/', import.meta.url));

/**
 * The Vite config both brand apps (apps/pl, apps/eu) build with; they differ in their static base and dev port.
 *
 * The server serves a build's files under `/static/{brand}/` and its index.html for every page path of the brand
 * (docs/spec/flow/routes.md#locale-and-base-path base paths), so built asset URLs are absolute and deep links work on reload. The dev server serves the
 * app at every path instead (base '/'), with the API proxied to the realform server of `pnpm start`.
 *
 * The onboarding packages are built from their sources, module by module: the bundler can then put each step's
 * code — and the part of every package only that step uses — in the step's own chunk. From the packages' single
 * `dist/index.js` every module a later step needs would land on the first page (issue 7 budget). Their Lingui
 * macros are expanded as in their own builds.
 * @param {{ staticBase: string, devPort: number, react: () => import('vite').PluginOption }} options
 * `react` is the app's `@vitejs/plugin-react` (the app's dependency, not this package's)
 * @returns {(env: { command: string, isSsrBuild?: boolean }) => import('vite').UserConfig}
 */
export function brandAppViteConfig({ staticBase, devPort, react }) {
  return ({ command, isSsrBuild }) => ({
    base: command === 'build' ? staticBase : '/',
    // precompress: a Brotli and a gzip file beside every compressible file of the build, which the server sends to a
    // browser that accepts them (issue 21).
    // The server-side build of the entry page (prerender.js, issue 21) is read once at build time: nothing to compress.
    plugins: [linguiMacroVitePlugin(), react(), ...(isSsrBuild ? [] : [precompress()])],
    resolve: {
      alias: [
        { find: /^@onboarding\/(flow|form-fields)\/styles\.css$/, replacement: `${packages}$1/src/styles.css` },
        { find: /^@onboarding\/flow\/prerender$/, replacement: `${packages}flow/src/prerender.ts` },
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
      // Which chunk holds which module (dist/.vite/manifest.json): the prerendered entry pages preload the chunks their
      // first screen loads after the entry script (prerender.js, issue 21).
      manifest: true,
      // Scripts are never inlined as data: URLs (the identity widget's frame-check worker would be): the page's CSP
      // allows workers and scripts from 'self' only.
      assetsInlineLimit: (file) => (/\.[cm]?js$/.test(file) ? false : undefined),
      // No chunk groups: a group of everything the first page imports (tag '$initial') also pulls in the whole of
      // each library a later step shares with it (valibot's every schema), 6 KB more on the entry script.
    },
    // The identity widget (a chunk of the upload step) starts its frame-check worker with
    // `new URL('./frameWorker.js', import.meta.url)`, which dependency pre-bundling breaks in dev (its README, "Bundlers").
    optimizeDeps: { exclude: ['@onboarding/idscan-widget'] },
    // The server-side build (prerender.js) is one self-contained file: the app's node_modules do not hold the
    // packages' dependencies (pnpm).
    ...(isSsrBuild ? { ssr: { noExternal: true } } : {}),
    server: {
      port: devPort,
      strictPort: true,
      proxy: { '/realform': 'http://localhost:8080' },
    },
  });
}
