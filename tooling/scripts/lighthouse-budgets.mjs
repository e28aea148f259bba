#!/usr/bin/env node
// Issue 21 item 4: Lighthouse mobile budgets of the entry pages, in CI.
//
// Starts the built server (apps/realform-server dist, both brands' built apps) on a free port with a fresh embedded
// database, launches Debian's Chromium once, and runs Lighthouse through its Node API in this process — mobile, default
// (simulated) throttling, performance and accessibility only — 3 times on each page. Prints each page's median
// performance, FCP, LCP, TBT, CLS and accessibility with the load average beside them, and exits 1 when a median misses
// its budget — a timed one (performance, LCP, TBT) only with LIGHTHOUSE_STRICT=1, else printed with its verdict (see
// BUDGETS). `pnpm test:lighthouse` builds first and is strict; this script expects the builds.
//
// Then the floor: the same runs on a page of a heading and a paragraph (no CSS, no script, no image) served from this
// process, once with the server's Cross-Origin-Opener-Policy and once without — what this machine and that header cost
// before the product adds anything (LIGHTHOUSE_FLOOR=0 skips it). It is printed, not budgeted.
//
//   LIGHTHOUSE_RUNS=3  LIGHTHOUSE_PAGES=/onboarding/,/eu-en/onboarding/,/ua/onboarding/  CHROME_PATH=/usr/bin/chromium
import { spawn } from 'node:child_process';
import { createServer as createHttpServer } from 'node:http';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? '/onboarding/,/eu-en/onboarding/,/ua/onboarding/').split(',');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * The issue's budgets, on the median of the runs. The timed ones (performance, LCP, TBT) measure the machine as much
 * as the page — the same build had TBT 450 ms on one 2-core machine and 0–35 ms on the next (apps/realform-server
 * README) — so they fail the run only with LIGHTHOUSE_STRICT=1 (`pnpm test:lighthouse`); otherwise (the CI phase of
 * `pnpm test`, on whatever machine CI has) each is printed with its verdict. Layout shift and accessibility do not
 * depend on the machine's speed: they always fail the run.
 */
const BUDGETS = [
  { key: 'performance', label: 'performance', ok: (value) => value >= 98, limit: '≥ 98', timed: true },
  { key: 'lcp', label: 'LCP', ok: (value) => value <= 1800, limit: '≤ 1.8 s', timed: true },
  { key: 'tbt', label: 'TBT', ok: (value) => value <= 100, limit: '≤ 100 ms', timed: true },
  { key: 'cls', label: 'CLS', ok: (value) => value <= 0.02, limit: '≤ 0.02', timed: false },
  { key: 'accessibility', label: 'accessibility', ok: (value) => value === 100, limit: '= 100', timed: false },
];
const STRICT = process.env.LIGHTHOUSE_STRICT === '1';

/** A figure as the budgets state it: seconds for LCP, milliseconds for TBT, three decimals for CLS. */
const shown = (key, value) => (key === 'lcp' ? `${(value / 1000).toFixed(2)} s` : key === 'tbt' ? `${Math.round(value)} ms` : key === 'cls' ? value.toFixed(3) : String(value));
const load = () => loadavg().map((value) => value.toFixed(2)).join(' ');
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForServer(url, child, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode} before it answered ${url}.`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer ${url} within ${timeoutMs / 1000} s.`);
}

/** The floor's page: what any page is, with nothing of the product in it. */
const FLOOR_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Floor</title><meta name="description" content="An empty page"></head><body><main><h1>Open your account</h1>' +
  '<p>A heading and a paragraph: the least a page can be.</p></main></body></html>';

/** Serves FLOOR_HTML at /coop/ (with the header the product's pages carry) and /plain/ (without it). */
async function startFloorServer(coop) {
  const server = createHttpServer((request, response) => {
    const headers = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' };
    if (request.url === '/coop/') headers['cross-origin-opener-policy'] = coop;
    response.writeHead(request.url === '/coop/' || request.url === '/plain/' ? 200 : 404, headers);
    response.end(request.url === '/coop/' || request.url === '/plain/' ? FLOOR_HTML : '');
  });
  await new Promise((listening) => server.listen(0, '127.0.0.1', listening));
  return { origin: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((closed) => server.close(closed)) };
}

/** Lighthouse's figures of one run. */
function figuresOf(lhr) {
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    // Lighthouse's own measure of this machine's speed (a short CPU benchmark before each run): its throttling
    // multiplies the observed task times by 4 whatever the machine, so a slow or busy one shows in every figure.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? 0,
  };
}

async function main() {
  const started = performance.now();
  // REALFORM_SERVER_MAIN: a server built elsewhere (default: the package's own build).
  const serverMain = process.env.REALFORM_SERVER_MAIN ? resolve(process.env.REALFORM_SERVER_MAIN) : join(root, 'apps/realform-server/dist/main.js');
  for (const file of process.env.LIGHTHOUSE_ORIGIN ? [] : [serverMain, join(root, 'apps/pl/dist/index.html'), join(root, 'apps/eu/dist/index.html')]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`pnpm test:lighthouse\` (it builds first).`);
  }
  // Lighthouse and chrome-launcher are the Polish app's development dependencies (its accessibility e2e uses them).
  const appRequire = createRequire(join(root, 'apps/pl/package.json'));
  const lighthousePath = appRequire.resolve('lighthouse');
  const { default: lighthouse } = await import(pathToFileURL(lighthousePath).href);
  const chromeLauncher = await import(pathToFileURL(createRequire(lighthousePath).resolve('chrome-launcher')).href);

  const dataDir = await mkdtemp(join(tmpdir(), 'lighthouse-budgets-'));
  const port = await freePort();
  // LIGHTHOUSE_ORIGIN: audit a server that is already running instead of starting one.
  const origin = process.env.LIGHTHOUSE_ORIGIN ?? `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, process.env.LIGHTHOUSE_ORIGIN ? ['-e', 'process.stdin.resume()'] : [serverMain], {
    cwd: join(root, 'apps/realform-server'),
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, EXIT_WITH_PARENT: '1', NODE_ENV: '' },
    stdio: ['pipe', 'ignore', 'inherit'],
  });
  let chrome;
  try {
    await waitForServer(`${origin}/healthz`, server);
    chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    /** @type {Record<string, Record<string, number>[]>} */
    // A run Lighthouse itself could not record (NO_NAVSTART and the like, on a starved machine) is run again, twice at
    // most: it measured nothing, so it is no figure to keep or to fail on.
    const audit = async (url, label) => {
      for (let attempt = 1; ; attempt += 1) {
        const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
        const error = result?.lhr?.runtimeError;
        if (result?.lhr && !error) return result;
        if (attempt === 3) throw new Error(`Lighthouse could not audit ${url}: ${error?.message ?? 'no result'}`);
        console.log(`${label}: Lighthouse could not record it (${error?.code ?? 'no result'}); again`);
      }
    };
    const results = Object.fromEntries(PAGES.map((path) => [path, []]));
    let version = '';
    for (let run = 1; run <= RUNS; run += 1) {
      for (const path of PAGES) {
        const result = await audit(`${origin}${path}`, `run ${run} ${path}`);
        const lhr = result.lhr;
        // LIGHTHOUSE_REPORT_DIR: keep each run's report (JSON, for the Lighthouse viewer) to see what a figure is made of.
        if (process.env.LIGHTHOUSE_REPORT_DIR) {
          await mkdir(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
          await writeFile(join(process.env.LIGHTHOUSE_REPORT_DIR, `${path.replaceAll('/', '_')}run${run}.json`), String(result.report));
        }
        const figures = figuresOf(lhr);
        results[path].push(figures);
        console.log(
          `run ${run} ${path}: performance ${figures.performance}, FCP ${(figures.fcp / 1000).toFixed(2)} s, LCP ${(figures.lcp / 1000).toFixed(2)} s, ` +
            `TBT ${Math.round(figures.tbt)} ms, CLS ${figures.cls.toFixed(3)}, accessibility ${figures.accessibility} (benchmarkIndex ${Math.round(figures.benchmarkIndex)}, load average ${load()})`,
        );
        version = lhr.lighthouseVersion;
        // What Lighthouse says the rest is made of, once per page (the first run) when it is short of the budget.
        if (figures.performance < 98 && run === 1) {
          const opportunities = Object.values(lhr.audits)
            .filter((audit) => audit.details?.type === 'opportunity' && (audit.numericValue ?? 0) > 0 && audit.score !== null && audit.score < 1)
            .map((audit) => `${audit.id} (${Math.round(audit.numericValue)} ms)`);
          if (opportunities.length > 0) console.log(`  opportunities: ${opportunities.join(', ')}`);
        }
      }
    }
    console.log(`\nMedian of ${RUNS} runs, Lighthouse ${version} mobile (simulated throttling); load average ${load()}:`);
    const failures = [];
    const timedMisses = [];
    for (const path of PAGES) {
      const medians = Object.fromEntries(Object.keys(results[path][0]).map((key) => [key, median(results[path].map((figures) => figures[key]))]));
      console.log(
        `${path.padEnd(22)} performance ${medians.performance}  FCP ${(medians.fcp / 1000).toFixed(2)} s  LCP ${(medians.lcp / 1000).toFixed(2)} s  ` +
          `TBT ${Math.round(medians.tbt)} ms  CLS ${medians.cls.toFixed(3)}  accessibility ${medians.accessibility}  (benchmarkIndex ${Math.round(medians.benchmarkIndex)})`,
      );
      for (const budget of BUDGETS) {
        if (budget.ok(medians[budget.key])) continue;
        const miss = `${path}: ${budget.label} ${shown(budget.key, medians[budget.key])} (budget ${budget.limit})`;
        (budget.timed && !STRICT ? timedMisses : failures).push(miss);
      }
    }
    if (process.env.LIGHTHOUSE_FLOOR !== '0') {
      const coop = (await fetch(`${origin}${PAGES[0]}`)).headers.get('cross-origin-opener-policy');
      const floor = await startFloorServer(coop ?? 'same-origin');
      try {
        const floors = { [`with COOP ${coop ?? 'same-origin'}`]: `${floor.origin}/coop/`, 'without COOP': `${floor.origin}/plain/` };
        const runs = Object.fromEntries(Object.keys(floors).map((label) => [label, []]));
        for (let run = 1; run <= RUNS; run += 1) {
          for (const [label, url] of Object.entries(floors)) runs[label].push(figuresOf((await audit(url, `floor ${label}`)).lhr));
        }
        console.log(`\nThe floor — a page of a heading and a paragraph, no CSS, script or image (median of ${RUNS}; not budgeted):`);
        for (const [label, figures] of Object.entries(runs)) {
          const at = (key) => median(figures.map((one) => one[key]));
          console.log(
            `${label.padEnd(28)} performance ${at('performance')}  FCP ${(at('fcp') / 1000).toFixed(2)} s  TBT ${Math.round(at('tbt'))} ms  ` +
              `(each run's TBT: ${figures.map((one) => Math.round(one.tbt)).join(' · ')} ms; benchmarkIndex ${Math.round(at('benchmarkIndex'))})`,
          );
        }
      } finally {
        await floor.close();
      }
    }
    console.log(`\nlighthouse-budgets: ${PAGES.length} pages × ${RUNS} runs in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const timed = BUDGETS.filter((budget) => budget.timed).map((budget) => `${budget.label} ${budget.limit}`).join(', ');
    if (timedMisses.length > 0) {
      console.warn(`\nTimed budgets missed on this machine (${timed}; they fail the run with LIGHTHOUSE_STRICT=1):\n  ${timedMisses.join('\n  ')}`);
    } else if (failures.length === 0) {
      console.log(`\nEvery budget met on every page: ${BUDGETS.map((budget) => `${budget.label} ${budget.limit}`).join(', ')}.`);
    }
    if (failures.length > 0) {
      console.error(`\nOver budget:\n  ${failures.join('\n  ')}`);
      process.exitCode = 1;
    }
  } finally {
    await chrome?.kill();
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
