#!/usr/bin/env node
// Reads a `pnpm test` log (turbo-prefixed vitest and Playwright output) and prints the ten slowest test files, so
// the next person sees where the time goes, then one closing line with the totals, `tests: N passed, N failed`,
// so a reader of CI sees at a glance how much ran.
import { readFileSync } from 'node:fs';

const log = readFileSync(process.argv[2] ?? 0, 'utf8').replace(/\x1b\[[0-9;]*m/g, '');

/** "1284ms", "2.3s", "1.2m" → milliseconds. */
function toMs(amount, unit) {
  const value = Number(amount);
  return unit === 'ms' ? value : unit === 's' ? value * 1000 : value * 60_000;
}

let passed = 0;
let failed = 0;
let skipped = 0;
/** Test file (with its package) → milliseconds: vitest's own figure per file; Playwright's tests added up. */
const fileMs = new Map();
const addTime = (file, ms) => fileMs.set(file, (fileMs.get(file) ?? 0) + ms);

for (const line of log.split('\n')) {
  const prefix = /^([^\s:]+):[\w:-]+:\s*/.exec(line);
  const pkg = prefix?.[1] ?? '';
  const body = prefix ? line.slice(prefix[0].length) : line;
  // vitest, one line per file: "✓ src/a.test.ts (12 tests | 1 skipped) 345ms", "❯ test/b.test.ts (3 tests | 1 failed) 2.1s",
  // with "storybook (chromium)" before the path in browser mode.
  const vitestFile = /^[✓❯×↓]\s+(?:\S+ \(chromium\)\s+)?(\S+\.(?:test|stories)\.[jt]sx?)\s+\(\d+ tests?[^)]*\)\s+([\d.]+)(ms|s|m)\b/.exec(body);
  if (vitestFile) addTime(`${pkg} ${vitestFile[1]}`, toMs(vitestFile[2], vitestFile[3]));
  // Playwright's list reporter, one line per test: "✓  3 [desktop] › e2e/a.spec.ts:12:1 › title (4.2s)"
  const playwrightTest = /^[✓✘×-]\s+\d+\s+(?:\[[^\]]+\]\s+›\s+)?(\S+\.spec\.[jt]sx?):\d+:\d+\s+›.*\(([\d.]+)(ms|s|m)\)\s*$/.exec(body);
  if (playwrightTest) addTime(`${pkg} ${playwrightTest[1]}`, toMs(playwrightTest[2], playwrightTest[3]));

  if (/^\s*Tests\s/.test(body)) {
    // vitest: "Tests  2 failed | 18 passed | 1 skipped (21)"
    passed += Number(body.match(/(\d+) passed/)?.[1] ?? 0);
    failed += Number(body.match(/(\d+) failed/)?.[1] ?? 0);
    skipped += Number(body.match(/(\d+) skipped/)?.[1] ?? 0);
  } else if (/^\s*\d+ passed \(/.test(body)) {
    // Playwright: "12 passed (38.9s)", with "2 failed" and "1 skipped" on lines of their own
    passed += Number(body.match(/(\d+) passed/)[1]);
  } else if (/^\s*\d+ failed\s*$/.test(body)) {
    failed += Number(body.match(/(\d+) failed/)[1]);
  } else if (/^\s*\d+ (skipped|flaky)\s*$/.test(body)) {
    skipped += Number(body.match(/(\d+)/)[1]);
  }
}

const slowest = [...fileMs].sort((a, b) => b[1] - a[1]).slice(0, 10);
if (slowest.length) {
  console.info('Slowest test files (vitest: the file\'s tests; Playwright: its tests added up, retries included):');
  for (const [file, ms] of slowest) console.info(`  ${(ms / 1000).toFixed(1).padStart(7)} s  ${file}`);
}
console.info(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
