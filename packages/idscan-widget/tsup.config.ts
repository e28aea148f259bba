import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { defineLibraryConfig, linguiMacroPlugin } from '@repo/tsup-config';
import { transform, type Plugin } from 'esbuild';
import { defineConfig, type Options } from 'tsup';

const { version } = JSON.parse(await readFile('package.json', 'utf8')) as { version: string };

// Every build below runs at once, into the same dist/: each one's clean must leave the others' output alone.
const SCRIPT_TAG_OUTPUT = ['!frameWorker.js', '!frameWorker.js.map', '!idscan-widget.global.js', '!idscan-widget.global.js.map', '!face-model', '!face-model/**', '!locales', '!locales/**'];

/** esbuild drops module directives when it bundles: the React entry gets its 'use client' after the build. */
async function markClientEntry(file: string): Promise<void> {
  const code = await readFile(file, 'utf8');
  if (code.startsWith("'use client';")) return;
  await writeFile(file, `'use client';\n${code}`);
  // One line more at the top: the source map's lines move down by one (an empty first line in `mappings`).
  const map = JSON.parse(await readFile(`${file}.map`, 'utf8')) as { mappings: string };
  map.mappings = `;${map.mappings}`;
  await writeFile(`${file}.map`, JSON.stringify(map));
}

// The face detector of the selfie and liveness steps, for hosts without a bundler: face-api's own ESM bundle
// (TensorFlow.js inside, no eval) and the two small nets the widget uses (loadFaceDetector.ts), 1.6 MB, fetched
// only on those steps and only with `faceModelUrl` (the script-tag build defaults it to face-model/ beside it).
const require = createRequire(import.meta.url);
const faceApiRoot = dirname(require.resolve('@vladmandic/face-api/package.json'));
const FACE_MODEL_FILES = [
  ['dist/face-api.esm.js', 'face-api.esm.js'],
  ['LICENSE', 'LICENSE-face-api'],
  ['model/tiny_face_detector_model-weights_manifest.json', 'tiny_face_detector_model-weights_manifest.json'],
  ['model/tiny_face_detector_model.bin', 'tiny_face_detector_model.bin'],
  ['model/face_landmark_68_tiny_model-weights_manifest.json', 'face_landmark_68_tiny_model-weights_manifest.json'],
  ['model/face_landmark_68_tiny_model.bin', 'face_landmark_68_tiny_model.bin'],
] as const;

async function copyFaceModel(): Promise<void> {
  await mkdir('dist/face-model', { recursive: true });
  await Promise.all(FACE_MODEL_FILES.map(([from, to]) => copyFile(join(faceApiRoot, from), join('dist/face-model', to))));
}

/** Leaves matching imports to run time (tsup's `noExternal` takes precedence over its `external`). */
function keepExternal(filter: RegExp): Plugin {
  return { name: 'keep-external', setup: (build) => build.onResolve({ filter }, ({ path }) => ({ path, external: true })) };
}

/**
 * The script-tag build holds the English catalog (the fallback) and fetches the 13 others, each a JSON file of
 * compiled messages written to dist/locales/<locale>.json: inside the script they cost 60 KB gzip that a page in
 * one language never uses. Replaces src/locales/index.ts (whose only export is `loadMessages`, importing each catalog
 * lazily) with src/entries/globalMessages.ts over the same locales.
 */
function fetchedCatalogs(): Plugin {
  return {
    name: 'fetched-catalogs',
    setup(build) {
      const folder = join(build.initialOptions.outdir ?? 'dist', 'locales');
      build.onLoad({ filter: /[\\/]src[\\/]locales[\\/]index\.ts$/ }, async ({ path }) => {
        const source = await readFile(path, 'utf8');
        const exported = [...source.matchAll(/^export\s+(?:async\s+)?(?:function|const|let|class)\s+(\w+)/gm)].map((match) => match[1]);
        const files = new Map([...source.matchAll(/^\s+(\w+): \(\) => import\('\.\/(\w+)'\),$/gm)].map((match) => [match[1]!, match[2]!]));
        const locales = [...files.keys()];
        if (exported.join() !== 'loadMessages' || !locales.includes('en')) throw new Error(`fetched-catalogs: expected src/locales/index.ts to export loadMessages only, with an 'en' loader; found exports ${exported.join(', ')} and loaders ${locales.join(', ')}. Update tsup.config.ts.`);
        const fetched = locales.filter((locale) => locale !== 'en');
        await mkdir(folder, { recursive: true });
        for (const locale of fetched) {
          // A compiled Lingui catalog (`lingui compile`): `export const messages = JSON.parse("…")`.
          const { code } = await transform(await readFile(join(dirname(path), `${files.get(locale)}.ts`), 'utf8'), { loader: 'ts', format: 'cjs' });
          const module = { exports: {} as { messages?: Record<string, unknown> } };
          runInNewContext(code, { module, exports: module.exports, JSON });
          if (!module.exports.messages) throw new Error(`fetched-catalogs: src/locales/${locale}.ts exports no messages`);
          await writeFile(join(folder, `${locale}.json`), JSON.stringify(module.exports.messages));
        }
        return {
          loader: 'ts',
          resolveDir: dirname(path),
          contents: `import { loadMessages as load } from '../entries/globalMessages';
const FETCHED = ${JSON.stringify(fetched)};
export function loadMessages(locale: string) {
  return load(locale, FETCHED);
}
`,
        };
      });
    },
  };
}

// React 18.3 in the script-tag build (its React DOM is 13 KB gzip smaller than 19's): the widget supports both.
// esbuild's alias also applies inside node_modules, so react-dom-18's own require('react') gets react-18 too (pnpm
// links it to the workspace's React 19 otherwise): ONE React in the file. Resolved from this package's directory.
const REACT_18 = {
  react: 'react-18',
  'react/jsx-runtime': 'react-18/jsx-runtime',
  'react-dom': 'react-dom-18',
  'react-dom/client': 'react-dom-18/client',
};

const library = defineLibraryConfig({
  // `.` (everything, as the brand apps import it), the subpaths `./core` (no React), `./react`, `./mount`,
  // `./testing` (the generated documents and fake-camera video for hosts' end-to-end tests) and `./server`. One build
  // with shared chunks, so a host importing two subpaths gets one copy of each module (one IdscanError class, one
  // catalog).
  entry: {
    index: 'src/index.ts',
    core: 'src/entries/core.ts',
    react: 'src/entries/react.ts',
    mount: 'src/entries/mount.ts',
    testing: 'src/testing.ts',
    // `./server` (createSession, verifyWebhook for a team's server): Web Crypto and fetch only — no React, no DOM,
    // nothing run at import (test/packaging.test.ts checks the built file and its chunks).
    server: 'src/server/index.ts',
  },
  clean: ['**/*', ...SCRIPT_TAG_OUTPUT],
  // Theming is plain CSS with custom properties, shipped as written: nothing is injected at run time, so the
  // widget works under a CSP without 'unsafe-inline' (docs/security.md#content-security-policy). Hosts import '@onboarding/idscan-widget/styles.css'.
  onSuccess: async () => {
    await Promise.all([copyFile('src/styles.css', 'dist/styles.css'), markClientEntry('dist/react.js')]);
  },
}) as Options;

export default defineConfig([
  library,
  {
    // The frame checks' Web Worker (createFrameChecker loads `new URL('./frameWorker.js', import.meta.url)`):
    // esbuild does not follow `new Worker(new URL(…))`, so it is an entry of its own, and SELF-CONTAINED — no
    // shared chunk import — because a host's bundler may copy or inline it away from the library's chunks. The
    // script-tag build starts the same file.
    entry: { frameWorker: 'src/capture/frameWorker.ts' },
    format: ['esm'],
    target: 'es2022',
    sourcemap: true,
    clean: false,
    splitting: false,
    treeshake: true,
    dts: false,
  },
  {
    // The script-tag build for pages with no bundler: ONE classic script, React 18.3 and React DOM inside (their
    // production builds) with the English texts, exposing `window.IdscanWidget.mount()` and `.version`; beside it
    // frameWorker.js, styles.css, face-model/ and locales/<locale>.json for the 13 other locales
    // (src/entries/global.ts finds them from its own URL).
    entry: { 'idscan-widget': 'src/entries/global.ts' },
    format: ['iife'],
    globalName: 'IdscanWidget',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    sourcemap: true,
    clean: false,
    splitting: false,
    dts: false,
    // Everything but face-api is bundled: its code (1.3 MB) is imported from face-model/ on the face steps only.
    noExternal: [/./],
    define: {
      'process.env.NODE_ENV': '"production"',
      __IDSCAN_WIDGET_VERSION__: JSON.stringify(version),
      // An IIFE has no import.meta: global.ts sets the worker's URL from the script's own URL instead.
      'import.meta.url': 'undefined',
    },
    esbuildOptions(options) {
      options.alias = { ...options.alias, ...REACT_18 };
    },
    esbuildPlugins: [fetchedCatalogs(), linguiMacroPlugin(), keepExternal(/^@vladmandic\/face-api$/)],
    onSuccess: copyFaceModel,
  },
]);
