#!/usr/bin/env node
// @ts-check
/**
 * Size budgets, checked in CI (part of `lint`). Run in a package or app directory after its build.
 *
 * A published package lists, in its package.json, what a typical consumer imports and the most that may cost:
 *   "sizeBudgets": [{ "name": "typical import", "import": ["COUNTRY_CODES", "sortCountries"], "limitBytes": 6144,
 *                     "external": ["valibot"] }]
 * Each budget is bundled from dist/index.js with esbuild (minified, tree-shaken, browser, ESM; peer dependencies
 * and `external` left out), gzipped at level 9, and compared with the limit.
 *
 * An app lists `"sizeBudgets": [{ "name": "first page", "html": "dist/index.html", "limitBytes": 163840 }]`: the
 * scripts, module preloads and styles the page loads before anything else are gzipped and summed. Lazy chunks
 * (steps that load on demand) do not count: they are what keeps the first page small. With `"only": "js"` the
 * budget counts the JavaScript alone (the entry script and its module preloads: the "initial chunks").
 *
 * `"entry": "dist/core.js"` measures an import from another built entry than dist/index.js (a subpath), and
 * `"file": "dist/idscan-widget.global.js"` a prebuilt file as it is served (a script-tag build), gzipped whole.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

/** @typedef {{ name: string, limitBytes: number, import?: string[] | '*', entry?: string, external?: string[], html?: string, only?: 'js', file?: string }} Budget */

const cwd = process.cwd();
const pkg = JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8'));
/** @type {Budget[]} */
const budgets = pkg.sizeBudgets ?? [];
if (budgets.length === 0) {
  console.error(`check-size: ${pkg.name} has no "sizeBudgets" in package.json`);
  process.exit(2);
}

const gzipSize = (/** @type {string | Uint8Array} */ content) => gzipSync(content, { level: 9 }).byteLength;
const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(2)} KB`;

/** @param {Budget} budget */
async function packageImportSize(budget) {
  const names = budget.import ?? '*';
  const from = `./${(budget.entry ?? 'dist/index.js').replace(/^\.\//, '')}`;
  const entry = names === '*' ? `export * from '${from}';` : `export { ${names.join(', ')} } from '${from}';`;
  const external = [...Object.keys(pkg.peerDependencies ?? {}), ...(budget.external ?? [])];
  const result = await build({
    stdin: { contents: entry, resolveDir: cwd, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    external,
    // Lazy chunks (locale catalogs) stay out: a consumer loads them on demand.
    splitting: true,
    outdir: 'size-check',
    logLevel: 'silent',
  });
  const entryFile = result.outputFiles.find((file) => file.path.endsWith('stdin.js'));
  if (!entryFile) throw new Error('esbuild produced no entry chunk');
  // The entry chunk plus the shared chunks it imports statically.
  const staticImports = [...entryFile.text.matchAll(/from"\.\/([^"]+)"/g)].map((match) => match[1]);
  const files = [entryFile, ...result.outputFiles.filter((file) => staticImports.some((name) => file.path.endsWith(`/${name}`)))];
  return files.reduce((sum, file) => sum + gzipSize(file.contents), 0);
}

/** @param {Budget} budget */
function firstPageSize(budget) {
  const htmlPath = resolve(cwd, budget.html ?? 'dist/index.html');
  const html = readFileSync(htmlPath, 'utf8');
  const root = dirname(htmlPath);
  const base = pkg.sizeBase ?? '';
  const urls = [
    ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="(?:modulepreload|stylesheet)"[^>]*href="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+href="([^"]+)"[^>]*rel="(?:modulepreload|stylesheet)"/g),
  ].map((match) => match[1] ?? '');
  const files = [...new Set(urls)].filter((url) => !/^https?:/.test(url) && (budget.only !== 'js' || /\.[cm]?js$/.test(url)));
  let total = budget.only === 'js' ? 0 : gzipSize(html);
  for (const url of files) {
    const path = url.replace(base, '').replace(/^\//, '');
    total += gzipSize(readFileSync(join(root, path)));
  }
  return total;
}

let failed = false;
for (const budget of budgets) {
  const size = budget.file ? gzipSize(readFileSync(resolve(cwd, budget.file))) : budget.html ? firstPageSize(budget) : await packageImportSize(budget);
  const ok = size <= budget.limitBytes;
  failed ||= !ok;
  console.info(`${ok ? 'ok  ' : 'OVER'} ${pkg.name} ${budget.name}: ${kb(size)} gzip (budget ${kb(budget.limitBytes)})`);
}
if (failed) {
  console.error('check-size: over budget. Find what grew with `npx esbuild --bundle --analyze`, or move it behind a dynamic import.');
  process.exit(1);
}
