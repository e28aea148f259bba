#!/usr/bin/env node
// Reads a `pnpm test` log (turbo-prefixed vitest and Playwright output) and prints one closing line with the
// totals, `tests: N passed, N failed`, so a reader of CI sees at a glance how much ran.
import { readFileSync } from 'node:fs';

const log = readFileSync(process.argv[2] ?? 0, 'utf8').replace(/\x1b\[[0-9;]*m/g, '');
let passed = 0;
let failed = 0;
let skipped = 0;
for (const line of log.split('\n')) {
  const body = line.replace(/^[^\s:]+:[\w-]+:\s*/, '');
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
console.info(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
