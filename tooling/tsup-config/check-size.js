#!/usr/bin/env node
// @ts-check
/**
 * Size budgets, checked in CI (`lint:size`). Run in a package or app directory after its build. The sizes are
 * measured and compared by size-limit (`@size-limit/file`, gzip); this file only turns each budget into the files
 * to measure.
 *
 * A published package lists, in its package.json, what a typical consumer imports and the most that may cost:
 *   "sizeBudgets": [{ "name": "typical import", "import": ["COUNTRY_CODES", "sortCountries"], "limitBytes": 6144,
 *                     "external": ["valibot"] }]
 * Each budget is bundled from dist/index.js with esbuild (minified, tree-shaken, browser, ESM; peer dependencies
 * and `external` left out); the entry chunk and the chunks it imports statically are measured.
 *
 * An app lists `"sizeBudgets": [{ "name": "first page", "html": "dist/index.html", "limitBytes": 163840 }]`: the
 * HTML and the scripts, module preloads and styles the page loads before anything else are summed. Lazy chunks
 * (steps that load on demand) do not count: they are what keeps the first page small. With `"only": "js"` the
 * budget counts the JavaScript alone (the entry script and its module preloads: the "initial chunks").
 *
 * `"entry": "dist/core.js"` measures an import from another built entry than dist/index.js (a subpath), and
 * `"file": "dist/idscan-widget.global.js"` a prebuilt file as it is served (a script-tag build), whole.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import filePlugin from '@size-limit/file';
import { build } from 'esbuild';
import sizeLimit from 'size-limit';

/** @typedef {{ name: string, limitBytes: number, import?: string[] | '*', entry?: string, external?: string[], html?: string, only?: 'js', file?: string }} Budget */
/** @typedef {{ name: string, budget: Budget, files: string[], gzip: true, sizeLimit: number, size?: number, passed?: boolean }} Check */

const cwd = process.cwd();
const pkg = JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8'));
/** @type {Budget[]} */
const budgets = pkg.sizeBudgets ?? [];
if (budgets.length === 0) {
  console.error(`check-size: ${pkg.name} has no "sizeBudgets" in package.json`);
  process.exit(2);
}

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(2)} KB`;
const scratch = mkdtempSync(join(tmpdir(), 'check-size-'));

/**
 * The entry chunk of an import of the package, and the shared chunks it imports statically.
 * @param {Budget} budget @param {number} index @returns {Promise<string[]>}
 */
async function importFiles(budget, index) {
  const names = budget.import ?? '*';
  const from = `./${(budget.entry ?? 'dist/index.js').replace(/^\.\//, '')}`;
  const entry = names === '*' ? `export * from '${from}';` : `export { ${names.join(', ')} } from '${from}';`;
  const outdir = join(scratch, String(index));
  const result = await build({
    stdin: { contents: entry, resolveDir: cwd, loader: 'js', sourcefile: 'entry.js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    outdir,
    external: [...Object.keys(pkg.peerDependencies ?? {}), ...(budget.external ?? [])],
    // Lazy chunks (locale catalogs) stay out: a consumer loads them on demand.
    splitting: true,
    metafile: true,
    logLevel: 'silent',
  });
  const [entryFile, output] = Object.entries(result.metafile.outputs).find(([, out]) => out.entryPoint === 'entry.js') ?? [];
  if (!entryFile || !output) throw new Error('esbuild produced no entry chunk');
  const staticChunks = output.imports.filter((item) => item.kind === 'import-statement' && !item.external).map((item) => item.path);
  return [entryFile, ...staticChunks].map((path) => resolve(path));
}

/** The HTML page (unless `only: 'js'`) and what it loads before anything else. @param {Budget} budget */
function firstPageFiles(budget) {
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
  const paths = files.map((url) => join(root, url.replace(base, '').replace(/^\//, '')));
  return budget.only === 'js' ? paths : [htmlPath, ...paths];
}

/** A size-limit plugin that turns each budget into the files `@size-limit/file` measures. */
const budgetFilesPlugin = {
  name: '@repo/tsup-config/size-budgets',
  /** @param {unknown} _config @param {Check} check */
  async step20(_config, check) {
    const { budget } = check;
    const index = budgets.indexOf(budget);
    check.files = budget.file ? [resolve(cwd, budget.file)] : budget.html ? firstPageFiles(budget) : await importFiles(budget, index);
  },
};

/** @type {{ checks: Check[], failed?: boolean }} */
const config = {
  checks: budgets.map((budget) => ({ name: budget.name, budget, files: [], gzip: true, sizeLimit: budget.limitBytes })),
};
try {
  await sizeLimit([budgetFilesPlugin, filePlugin], config);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
for (const check of config.checks) {
  console.info(`${check.passed ? 'ok  ' : 'OVER'} ${pkg.name} ${check.name}: ${kb(check.size ?? 0)} gzip (budget ${kb(check.sizeLimit)})`);
}
if (config.failed) {
  console.error('check-size: over budget. Find what grew with `npx esbuild --bundle --analyze`, or move it behind a dynamic import.');
  process.exit(1);
}
