#!/usr/bin/env node
// @ts-check
import { execFile } from 'node:child_process';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { transformSync } from 'esbuild';

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
 * index.html with the locale's `lang`, title and meta description (replacement functions, not strings: a `$` in a
 * text is not a replacement pattern).
 * @param {string} template @param {{ lang: string, title: string, description: string }} page
 */
function localizedHead(template, page) {
  return template
    .replace(/<html lang="[^"]*">/, () => `<html lang="${escapeHtml(page.lang)}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escapeHtml(page.description)}" />`);
}

/**
 * The page of one locale and device: the build's index.html with the rendered entry screen in its mount element, the
 * head in the locale's language, and the preloads of what the first screen needs.
 * @param {string} template dist/index.html
 * @param {{ html: string, inputs: object, lang: string, title: string, description: string, bootAtOnceWhen: { storagePrefixes: readonly string[], cookiePrefixes: readonly string[] }, readyEvent: string }} page
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
  let html = localizedHead(template, page)
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
  return withEntryLoader(html, page.bootAtOnceWhen, page.readyEvent);
}

/**
 * The shell of one locale: the build's index.html, its mount element empty, with the head in the locale's language —
 * what the server sends for a later step's address (a deep link, a reload, the phone's hand-off link), so the page's
 * language and title are the locale's before the app runs (it sets the same on mount).
 * @param {string} template dist/index.html
 * @param {{ lang: string, title: string, description: string }} page
 */
export function shellHtml(template, page) {
  const localized = localizedHead(template, page);
  if (!localized.includes(`<html lang="${escapeHtml(page.lang)}">`) || !localized.includes('<div id="root"></div>')) {
    throw new Error('prerender: index.html has no <html lang> or no empty <div id="root"></div> for the locale shells.');
  }
  return localized;
}

/**
 * The page's inline loader (issue 21: "nothing the first screen does not need runs before it is interactive"). The
 * prerendered screen is complete HTML: it paints, scrolls, plays its video, follows its links and reads out without a
 * script. The app's scripts (about 75 KB compressed, most of it React) are what a phone's main thread spends its first
 * second on, so they start only when they have something to do:
 * - at once when the browser holds the app's state (a storage key or cookie of `markers`: a returning visitor, a
 *   cookie choice, an answered question, a session; a history entry naming a later phase of the entry screen) or the address has a query or fragment (a hand-off link, ad
 *   parameters, `?lang=`) — the app's first screen may then not be the prerendered one, or it must act as it loads;
 * - otherwise at the visitor's first move: a pointer moving or pressed, a touch, a key, a focus, a scroll (not the
 *   pointer event a browser fires when the page is laid out under a resting mouse).
 * In the meantime the entry script is fetched into the HTTP cache (prefetch, once the page has loaded; compiling it
 * would occupy the main thread), so starting needs only the small chunks from the network. A click on one of the screen's buttons before the app is ready is held back and given to the app
 * once it has taken the page over (`config.readyEvent`, packages/flow APP_READY_EVENT): a tap on Start is not lost, and
 * the button shows at once that it was taken (`data-held`: its label transparent, a spinner over it, as a loading button).
 * Links, the video's controls and text are left to the browser; the intro video starts by itself after the load as the
 * app would start it, and a video that cannot play starts the app (which puts the still image and a note in its place). The server allows this script by its hash in the
 * page's CSP (apps/realform-server src/security/brandCsp.ts).
 * @param {{ entry: string, preloads: string[], storagePrefixes: readonly string[], cookiePrefixes: readonly string[], readyEvent: string }} config
 */
/* eslint-disable */
function entryLoader(config) {
  var d = document, w = window, started = false, ready = false, broken = false, held = [];
  var moves = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'];
  function link(rel, url) {
    var element = d.createElement('link');
    element.rel = rel;
    if (rel === 'prefetch') element.as = 'script';
    element.crossOrigin = '';
    element.href = url;
    d.head.appendChild(element);
  }
  function start(event) {
    // A pointer that did not move: the browser's own hover update when the page is laid out under a resting mouse.
    if (event && event.type === 'pointermove' && !event.movementX && !event.movementY) return;
    if (started) return;
    started = true;
    moves.forEach(function (type) { w.removeEventListener(type, start, true); });
    // The entry script first: a browser asks a server of HTTP/1.1 for six files at a time, in the order they were added.
    var script = d.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = config.entry;
    script.addEventListener('error', failed);
    d.head.appendChild(script);
    config.preloads.forEach(function (url) { link('modulepreload', url); });
  }
  // The app's script, or a file it imports, could not be had: the network is gone for a moment, or a deployment has
  // replaced the files this page names. The held taps are let go (their buttons stop looking busy) and the page loads
  // again — once the browser is back online, or at once, at most once a minute (a file a new load does not bring back
  // must not reload the page without end). The new load starts the app at once: the time is kept under the app's
  // storage prefix, which tells the loader the visitor has been here.
  function failed() {
    broken = true;
    held.forEach(function (entry) { entry.node.removeAttribute('data-held'); });
    held = [];
    var key = config.storagePrefixes[0] + 'entryReloadAt', last = 0;
    try {
      last = Number(w.sessionStorage.getItem(key)) || 0;
      w.sessionStorage.setItem(key, String(Date.now()));
    } catch (error) {
      // Storage refused: no record of the last load, and no second one either (but for the network's return).
      last = Date.now();
    }
    if (navigator.onLine === false) w.addEventListener('online', function () { location.reload(); }, { once: true });
    else if (Date.now() - last > 60000) location.reload();
  }
  function hold(event) {
    // After a failed start there is nothing to give a tap to (the click of a tap whose press started it may come after).
    if (ready || broken || event.button) return;
    var target = event.target && event.target.closest ? event.target.closest('button, [role="button"], input, select, textarea, label') : null;
    if (!target || !d.getElementById('root').contains(target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.some(function (entry) { return entry.node === target; })) held.push({ node: target, tag: target.nodeName, text: (target.textContent || '').trim() });
    // The tap was taken: a button shows it as a loading button does until the app acts on it (an attribute and CSS
    // only — the app takes the page's elements over as they are, so nothing may be added to them).
    if (target.nodeName === 'BUTTON') target.setAttribute('data-held', '');
    start();
  }
  // The element a held click was for: the same one when the app took the page over, otherwise (the app rendered its
  // own first screen over it: a phone-width window on a computer's page, say) the element of the same kind and text.
  function find(entry) {
    if (entry.node.isConnected) return entry.node;
    var candidates = d.getElementById('root').getElementsByTagName(entry.tag);
    for (var i = 0; candidates.length > i; i++) if ((candidates[i].textContent || '').trim() === entry.text) return candidates[i];
    return null;
  }
  // One held click per task, in the order they were made: each is handled (and its screen updated) before the next.
  function replay() {
    var entry = held.shift();
    if (!entry) return;
    var target = find(entry);
    if (target) target.click();
    setTimeout(replay, 0);
  }
  function hasAppState() {
    if (location.search || location.hash) return true;
    // A reload (or Back) onto a later phase of the entry screen, which its history entry names (packages/flow
    // useHistoryPhase): the app shows that phase, not the prerendered intro.
    var historyState = w.history.state;
    if (historyState && typeof historyState.phase === 'string' && historyState.phase !== 'intro') return true;
    try {
      var stores = [w.localStorage, w.sessionStorage];
      for (var s = 0; stores.length > s; s++) {
        for (var i = 0; stores[s].length > i; i++) {
          var key = stores[s].key(i) || '';
          if (config.storagePrefixes.some(function (prefix) { return key.indexOf(prefix) === 0; })) return true;
        }
      }
    } catch (error) {
      // Storage refused (a privacy setting): nothing of the app's can be kept there either.
    }
    return d.cookie.split(';').some(function (cookie) {
      var name = cookie.trim();
      return config.cookiePrefixes.some(function (prefix) { return name.indexOf(prefix) === 0; });
    });
  }
  // The intro video plays once, muted, by itself when the page has loaded (packages/flow IntroPanel, mayPlayByItself:
  // not for an applicant who prefers reduced motion or saves data); the app, once started, finds it playing.
  function playIntro() {
    var video = d.querySelector('#root video.onb-intro-video');
    var connection = navigator.connection;
    if (started || !video || w.matchMedia('(prefers-reduced-motion: reduce)').matches || (connection && connection.saveData)) return;
    var playing = video.play();
    if (playing) playing.catch(function () {});
  }
  d.addEventListener('click', hold, true);
  // A video that cannot play is something for the app to do: its still image and a note take its place.
  d.addEventListener('error', function (event) {
    var name = event.target && event.target.nodeName;
    if (name === 'VIDEO' || name === 'SOURCE') start();
  }, true);
  d.addEventListener(config.readyEvent, function () {
    ready = true;
    d.removeEventListener('click', hold, true);
    held.forEach(function (entry) { entry.node.removeAttribute('data-held'); });
    replay();
  }, { once: true });
  if (hasAppState()) start();
  else {
    moves.forEach(function (type) { w.addEventListener(type, start, { capture: true, passive: true }); });
    // The entry script (most of the bytes) is fetched into the HTTP cache once the page has loaded — not compiled, and
    // not the 20-odd small chunks, whose answers would each take the main thread for a moment.
    var loaded = function () {
      if (started) return;
      link('prefetch', config.entry);
      playIntro();
    };
    if (d.readyState === 'complete') setTimeout(loaded, 0);
    else w.addEventListener('load', function () { setTimeout(loaded, 0); }, { once: true });
  }
}
/* eslint-enable */

/**
 * Takes the entry script and module preloads out of the page and puts the inline loader ({@link entryLoader}) at the
 * end of its body.
 * @param {string} html
 * @param {{ storagePrefixes: readonly string[], cookiePrefixes: readonly string[] }} markers what makes the loader start the app at once
 * @param {string} readyEvent the event the app dispatches once it can take held clicks
 */
export function withEntryLoader(html, markers, readyEvent) {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html)?.[1];
  if (!entry) throw new Error('prerender: the page has no module entry script for the loader to start.');
  /** @type {string[]} */
  const preloads = [];
  const stripped = html
    .replace(/[ \t]*<script type="module" crossorigin src="[^"]+"><\/script>\n?/, '')
    .replace(/[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g, (_, href) => {
      if (!preloads.includes(href)) preloads.push(href);
      return '';
    });
  const config = { entry, preloads, storagePrefixes: markers.storagePrefixes, cookiePrefixes: markers.cookiePrefixes, readyEvent };
  // In every entry page's bytes: its comments and indentation go (whitespace only — no syntax rewriting, which could
  // turn `a > b` into `b<a`).
  const source = transformSync(`(${entryLoader.toString()})`, { minifyWhitespace: true, loader: 'js' }).code.trim().replace(/;$/, '');
  const loader = `${source}(${JSON.stringify(config)})`;
  // The server finds inline scripts (to hash them for the CSP) as `<script>` and text without `<`.
  if (loader.includes('<')) throw new Error('prerender: the inline loader must not contain `<` (a script URL or the loader itself).');
  return stripped.replace('</body>', () => `  <script>${loader}</script>\n  </body>`);
}

/**
 * After `vite build` of a brand app (issue 21): builds the app's `src/prerender.ts` for Node (the real components,
 * router and messages of packages/flow), renders each of the brand's locales for a phone and for a desktop, and
 * writes `dist/prerendered/{locale}.{device}.html`. The realform server sends that page for the locale's entry path
 * (apps/realform-server src/static/serveApps.ts); the browser hydrates it (mountOnboarding). Beside them,
 * `{locale}.shell.html`: the empty shell in the locale's language, for the locale's other addresses.
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
  /** @type {{ brand: { locales: string[], brand: string }, renderEntryPage: (brand: unknown, locale: string, device: string) => Promise<{ html: string, inputs: object, lang: string, title: string, description: string, bootAtOnceWhen: { storagePrefixes: readonly string[], cookiePrefixes: readonly string[] }, readyEvent: string }> }} */
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
      if (device === 'desktop') await writeFile(join(outDir, `${locale}.shell.html`), shellHtml(template, page));
    }
  }
  await rm(serverOut, { recursive: true, force: true });
  console.log(`prerender: ${written.length} entry pages and ${app.brand.locales.length} locale shells of the ${app.brand.brand} brand in ${((performance.now() - started) / 1000).toFixed(1)} s (dist/prerendered/)`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await prerenderEntryPages();
  // React's server renderer and the flow's stores leave nothing running, but a stray timer must not hold the build.
  process.exit(0);
}
