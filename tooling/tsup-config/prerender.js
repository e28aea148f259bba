#!/usr/bin/env node
// @ts-check
import { execFile } from 'node:child_process';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The modules the entry screen loads after the entry script, before its first render (packages/flow
 * mountOnboarding.tsx: the messages of the four packages in the page's locale, the realform client, tracking, the
 * frame and the entry screen). The prerendered page preloads their chunks, so they arrive while the entry script runs
 * rather than after it (issue 21 "critical path"). `{locale}` is the page's. Tracking is not named: the bundler puts
 * it in a shared chunk (it is imported statically elsewhere too), which the entry then imports dynamically —
 * `secondWave` adds the entry's dynamic imports of shared chunks.
 */
const SECOND_WAVE = [
  /packages\/(?:flow|form-fields|realform-api|dictionaries)\/src\/locales\/{locale}\.[cm]?[jt]s$/,
  /packages\/realform-api\/src\/client\/index\.ts$/,
  /packages\/flow\/src\/layout\/AppLayout\.tsx$/,
  /packages\/flow\/src\/screens\/newAccount\/NewAccountScreen\.tsx$/,
];

/** Runs a command in a directory, its output passed through; rejects when it fails. @param {string} command @param {string[]} args @param {string} cwd */
function run(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = execFile(command, args, { cwd }, (error) => (error ? reject(error) : resolve(undefined)));
    child.stdout?.pipe(process.stdout);
    child.stderr?.pipe(process.stderr);
  });
}

/** @param {string} text */
const escapeHtml = (text) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * @typedef {{ file: string, src?: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[] }} ManifestChunk
 * @typedef {Record<string, ManifestChunk>} Manifest
 */

/**
 * The chunks (and their stylesheets) of the second wave for a locale, with everything they import that the entry
 * script does not already bring (index.html preloads the entry's own imports).
 * @param {Manifest} manifest
 * @param {string} locale
 */
export function secondWave(manifest, locale) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('prerender: the Vite manifest has no entry chunk (is build.manifest on?).');
  /** @type {Set<string>} */
  const inEntry = new Set();
  const addStatic = (/** @type {string} */ key, /** @type {Set<string>} */ into) => {
    if (into.has(key)) return;
    into.add(key);
    for (const imported of manifest[key]?.imports ?? []) addStatic(imported, into);
  };
  addStatic(entryKey, inEntry);
  /** @type {Set<string>} */
  const wanted = new Set();
  for (const pattern of SECOND_WAVE) {
    const regex = new RegExp(pattern.source.replace('{locale}', locale));
    const keys = Object.keys(manifest).filter((key) => regex.test(key));
    if (keys.length === 0) throw new Error(`prerender: no chunk of the build holds ${regex} — update SECOND_WAVE in tooling/tsup-config/prerender.js to the modules mountOnboarding loads.`);
    for (const key of keys) addStatic(key, wanted);
  }
  for (const key of manifest[entryKey]?.dynamicImports ?? []) if (key.startsWith('_')) addStatic(key, wanted);
  const chunks = [...wanted].filter((key) => !inEntry.has(key));
  return {
    scripts: [...new Set(chunks.map((key) => manifest[key]?.file).filter((file) => file?.endsWith('.js')))],
    styles: [...new Set(chunks.flatMap((key) => manifest[key]?.css ?? []))],
  };
}

/**
 * The page of one locale and device: the build's index.html with the rendered entry screen in its mount element, the
 * head in the locale's language, and the preloads of what the first screen needs.
 * @param {string} template dist/index.html
 * @param {{ html: string, inputs: object, lang: string, title: string, description: string }} page
 * @param {{ scripts: string[], styles: string[] }} wave
 * @param {string} base the build's base (`/static/pl/`)
 * @param {Record<string, string>} [stylesheets] the build's stylesheets by URL, to put in the page instead of linking
 */
export function pageHtml(template, page, wave, base, stylesheets = {}) {
  const mount = '<div id="root"></div>';
  if (!template.includes(mount)) throw new Error(`prerender: index.html has no empty ${mount} to render into.`);
  const poster = /<video[^>]*\sposter="([^"]+)"/.exec(page.html)?.[1] ?? /<img[^>]*class="onb-intro-video"[^>]*\ssrc="([^"]+)"/.exec(page.html)?.[1];
  const head = [
    ...wave.styles.map((file) => `<link rel="stylesheet" href="${base}${file}">`),
    ...wave.scripts.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
  ];
  // Replacement functions, not strings: a `$` in a text is not a replacement pattern.
  let html = template
    .replace(/<html lang="[^"]*">/, () => `<html lang="${escapeHtml(page.lang)}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escapeHtml(page.description)}" />`)
    .replace(mount, () => `<div id="root" data-prerendered="${escapeHtml(JSON.stringify(page.inputs))}">${page.html}</div>`);
  html = html.replace('</head>', () => `${head.map((line) => `    ${line}\n`).join('')}  </head>`);
  // The page's stylesheet in the page: the first paint waits for no second request (a phone's round trip). The server
  // allows exactly this text by its hash in the page's CSP (apps/realform-server src/security/brandCsp.ts).
  html = html.replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (link, href) => {
    const css = stylesheets[href];
    return css === undefined || css.includes('</') ? link : `<style>${css}</style>`;
  });
  // The intro's still image is the largest thing on the first screen (the LCP element): requested first, before the
  // scripts, rather than when the video element is laid out.
  if (poster) html = html.replace(/\n(\s*)<title>/, (_, indent) => `\n${indent}<link rel="preload" as="image" href="${poster}" fetchpriority="high">\n${indent}<title>`);
  return withScriptsAfterFirstPaint(html);
}

/**
 * The page's scripts start after its first paint (issue 21 "the first page paints before its JavaScript runs"): the
 * entry script and every module preload leave the head, and a small inline script (allowed by its hash in the
 * page's CSP: apps/realform-server src/security/brandCsp.ts) adds them back once the prerendered screen has been
 * painted — a frame (requestAnimationFrame, then a task), or 200 ms at the latest where frames do not run (a tab
 * opened in the background). Nothing then competes with the HTML, its stylesheet and the intro's still image before
 * the screen shows, on a slow phone connection least of all; the app hydrates the painted screen as before.
 * @param {string} html
 */
export function withScriptsAfterFirstPaint(html) {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html)?.[1];
  if (!entry) throw new Error('prerender: the page has no module entry script to load after the first paint.');
  /** @type {string[]} */
  const preloads = [];
  const stripped = html
    .replace(/[ \t]*<script type="module" crossorigin src="[^"]+"><\/script>\n?/, '')
    .replace(/[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g, (_, href) => {
      if (!preloads.includes(href)) preloads.push(href);
      return '';
    });
  const loader =
    `(function(){var d=document,started=false,urls=${JSON.stringify(preloads)};` +
    `function start(){if(started)return;started=true;` +
    `urls.forEach(function(u){var l=d.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=u;d.head.appendChild(l)});` +
    `var s=d.createElement("script");s.type="module";s.crossOrigin="";s.src=${JSON.stringify(entry)};d.head.appendChild(s)}` +
    `requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,200)})()`;
  if (loader.includes('</')) throw new Error('prerender: a script URL would end the inline loader early.');
  return stripped.replace('</body>', () => `  <script>${loader}</script>\n  </body>`);
}

/**
 * After `vite build` of a brand app (issue 21): builds the app's `src/prerender.ts` for Node (the real components,
 * router and messages of packages/flow), renders each of the brand's locales for a phone and for a desktop, and
 * writes `dist/prerendered/{locale}.{device}.html`. The realform server sends that page for the locale's entry path
 * (apps/realform-server src/static/serveApps.ts); the browser hydrates it (mountOnboarding).
 * @param {{ root?: string, entry?: string }} [options]
 */
export async function prerenderEntryPages({ root = process.cwd(), entry = 'src/prerender.ts' } = {}) {
  const started = performance.now();
  const serverOut = join(root, 'node_modules', '.cache', 'prerender');
  // Through the app's own `vite` command: its launcher gives Babel the module path the Lingui macro plugin is found
  // on (as for the browser build). The brand config bundles everything into the one file when it builds for the server.
  await run(join(root, 'node_modules', '.bin', 'vite'), ['build', '--ssr', entry, '--outDir', serverOut, '--emptyOutDir', '--logLevel', 'warn'], root);
  const built = (await readdir(serverOut)).find((file) => /^prerender\.[cm]?js$/.test(file));
  if (!built) throw new Error(`prerender: the server build of ${entry} wrote no prerender.js to ${serverOut}.`);
  /** @type {{ brand: { locales: string[], brand: string }, renderEntryPage: (brand: unknown, locale: string, device: string) => Promise<{ html: string, inputs: object, lang: string, title: string, description: string }> }} */
  const app = await import(pathToFileURL(join(serverOut, built)).href);

  const dist = join(root, 'dist');
  const template = await readFile(join(dist, 'index.html'), 'utf8');
  /** @type {Manifest} */
  const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const base = /<script type="module"[^>]*src="([^"]*\/)assets\//.exec(template)?.[1] ?? '/';
  /** @type {Record<string, string>} */
  const stylesheets = {};
  for (const [, href] of template.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)) {
    if (href?.startsWith(base)) stylesheets[href] = (await readFile(join(dist, href.slice(base.length)), 'utf8')).trim();
  }
  const outDir = join(dist, 'prerendered');
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const written = [];
  // One page at a time: the flow's stores (the device) are module state.
  for (const locale of app.brand.locales) {
    const wave = secondWave(manifest, locale);
    for (const device of ['mobile', 'desktop']) {
      const page = await app.renderEntryPage(app.brand, locale, device);
      if (/<script(?![^>]*type="application\/json")/.test(page.html) || /\sstyle="/.test(page.html)) {
        throw new Error(`prerender: the ${locale} ${device} page has an inline script or style, which the page's CSP refuses.`);
      }
      const file = join(outDir, `${locale}.${device}.html`);
      await writeFile(file, pageHtml(template, page, wave, base, stylesheets));
      written.push(file);
    }
  }
  await rm(serverOut, { recursive: true, force: true });
  console.log(`prerender: ${written.length} entry pages of the ${app.brand.brand} brand in ${((performance.now() - started) / 1000).toFixed(1)} s (dist/prerendered/)`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await prerenderEntryPages();
  // React's server renderer and the flow's stores leave nothing running, but a stray timer must not hold the build.
  process.exit(0);
}
