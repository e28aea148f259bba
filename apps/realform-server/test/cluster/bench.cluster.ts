import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { expect, it } from 'vitest';
import { checkStored, percentile, runLoad } from './loadDriver';

// One measurement of `pnpm bench:cluster` (tooling/cluster/benchCluster.mjs starts the cluster and reads the
// `BENCH_RESULT {json}` line this prints): BENCH_APPLICANTS applicants, BENCH_CONCURRENCY at a time, through
// CLUSTER_BASE_URL; registration only (BENCH_REGISTER_ONLY=1) or registration and upload; with BENCH_KILL=1 instance A
// gets SIGKILL after a fifth of them (and its supervisor starts it again). Never part of a test run.

const baseUrl = process.env.CLUSTER_BASE_URL;
const instances = JSON.parse(process.env.CLUSTER_INSTANCES ?? '[]') as Array<{ name: string; url: string; pidFile: string }>;

it.runIf(baseUrl && process.env.BENCH_APPLICANTS && process.env.DATABASE_URL)('one measurement of bench:cluster', async () => {
  const applicants = Number(process.env.BENCH_APPLICANTS);
  const kill = process.env.BENCH_KILL === '1';
  let killed = false;
  const loadBefore = loadavg()[0]!;
  const { outcomes, seconds } = await runLoad({
    baseUrl: baseUrl!,
    applicants,
    concurrency: Number(process.env.BENCH_CONCURRENCY ?? 40),
    runId: process.env.BENCH_RUN_ID ?? Date.now().toString(36),
    offset: Number(process.env.BENCH_OFFSET ?? 0),
    registerOnly: process.env.BENCH_REGISTER_ONLY === '1',
    onProgress: (done) => {
      if (kill && !killed && done.length >= Math.round(applicants / 5)) {
        killed = true;
        process.kill(Number(readFileSync(instances[0]!.pidFile, 'utf8')), 'SIGKILL');
      }
    },
  });
  const stored = await checkStored(process.env.DATABASE_URL!, outcomes);
  const firstTries = outcomes.flatMap((o) => o.newAccountMs.slice(0, 1));
  const result = {
    applicants,
    seconds,
    registered: outcomes.filter((o) => o.registered).length,
    uploaded: outcomes.filter((o) => o.uploaded).length,
    stopped: outcomes.filter((o) => o.failure).length,
    retries: outcomes.reduce((sum, o) => sum + o.retries, 0),
    newAccountP50: percentile(firstTries, 50),
    newAccountP95: percentile(firstTries, 95),
    lost: stored.lostRegistrations.length + stored.lostUploads.length,
    duplicates: stored.duplicates.length,
    killed,
    loadAverage: [loadBefore, loadavg()[0]!],
    firstFailure: outcomes.find((o) => o.failure)?.failure,
  };
  console.info(`BENCH_RESULT ${JSON.stringify(result)}`);
  expect(result.registered).toBeGreaterThan(0);
});
