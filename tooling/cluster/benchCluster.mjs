// @ts-check
// `pnpm bench:cluster` (issue 20 item 6), inside tooling/scripts/with-postgres.sh after the server's build. On this
// machine, through nginx (cluster.mjs), with the load driver of the SIGKILL test (apps/realform-server/test/cluster/
// loadDriver.ts: each applicant its own session, a solved bot check, new-account with the production password hash):
//   1. registrations per second with one instance and with two (the same applicants, 40 at a time), and the ratio;
//   2. p95 of new-account with 80 applicants at a time (two instances);
//   3. applicants lost after a SIGKILL: 200 register and upload, instance A killed after 40 (goal 0);
//   4. the verification-queue benchmark (`pnpm --filter @apps/realform-server bench:workers`) when it exists.
// The load average (1 min) is printed beside every figure: the machine may be shared, and the figures say so.
// BENCH_CLUSTER_APPLICANTS (default 120) sets the applicants of 1 and 2.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { ROOT, startCluster, stopOnSignals } from './cluster.mjs';

const SERVER_DIR = join(ROOT, 'apps/realform-server');
const APPLICANTS = Number(process.env.BENCH_CLUSTER_APPLICANTS ?? 120);
const load = () => loadavg().map((v) => v.toFixed(1)).join(' ');
const round = (/** @type {number} */ value, digits = 1) => Number(value.toFixed(digits));

/** @type {(() => Promise<void>) | undefined} */
let stopCurrent;
stopOnSignals(async () => {
  await stopCurrent?.();
});

/**
 * One measurement (test/cluster/bench.cluster.ts) against a fresh cluster of `instances`.
 * @param {{ instances: number, applicants: number, concurrency: number, offset: number, registerOnly: boolean, kill?: boolean }} options
 */
async function measure({ instances, applicants, concurrency, offset, registerOnly, kill = false }) {
  const cluster = await startCluster({ instances, quiet: true });
  stopCurrent = cluster.stop;
  try {
    const env = {
      ...process.env,
      CLUSTER_BASE_URL: cluster.baseUrl,
      CLUSTER_INSTANCES: JSON.stringify(cluster.instances.map(({ name, url, pidFile }) => ({ name, url, pidFile }))),
      BENCH_APPLICANTS: String(applicants),
      BENCH_CONCURRENCY: String(concurrency),
      BENCH_OFFSET: String(offset),
      BENCH_RUN_ID: `bench${offset}x${Date.now().toString(36)}`,
      BENCH_REGISTER_ONLY: registerOnly ? '1' : '0',
      BENCH_KILL: kill ? '1' : '0',
    };
    const output = await new Promise((resolve, reject) => {
      const child = spawn('npx', ['vitest', 'run', '--config', 'test/cluster/vitest.config.ts', 'test/cluster/bench.cluster.ts'], { cwd: SERVER_DIR, env, stdio: ['ignore', 'pipe', 'inherit'] });
      let text = '';
      child.stdout.on('data', (chunk) => (text += chunk));
      child.once('error', reject);
      child.once('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`the measurement failed (${code}):\n${text.slice(-3000)}`))));
    });
    const found = /BENCH_RESULT (\{.*\})/.exec(String(output));
    if (!found?.[1]) throw new Error(`no BENCH_RESULT line in:\n${String(output).slice(-3000)}`);
    return JSON.parse(found[1]);
  } finally {
    await cluster.stop();
    stopCurrent = undefined;
  }
}

console.log(`bench:cluster — ${new Date().toISOString()}, load average ${load()} (1, 5, 15 min) before the first measurement`);

const one = await measure({ instances: 1, applicants: APPLICANTS, concurrency: 40, offset: 0, registerOnly: true });
const onePerSecond = one.registered / one.seconds;
console.log(`registrations/s, 1 instance:  ${round(onePerSecond)} (${one.registered} in ${round(one.seconds)} s, 40 at a time; load average ${round(one.loadAverage[0])} → ${round(one.loadAverage[1])})`);

const two = await measure({ instances: 2, applicants: APPLICANTS, concurrency: 40, offset: 10_000, registerOnly: true });
const twoPerSecond = two.registered / two.seconds;
console.log(`registrations/s, 2 instances: ${round(twoPerSecond)} (${two.registered} in ${round(two.seconds)} s, 40 at a time; load average ${round(two.loadAverage[0])} → ${round(two.loadAverage[1])})`);
console.log(`ratio 2/1: ${round(twoPerSecond / onePerSecond, 2)} (the same 2 cores: no more than the cores left over by the rest of the machine allow)`);

const p95 = await measure({ instances: 2, applicants: 160, concurrency: 80, offset: 20_000, registerOnly: true });
console.log(`new-account at 80 concurrent applicants (2 instances): p95 ${Math.round(p95.newAccountP95)} ms, p50 ${Math.round(p95.newAccountP50)} ms (${p95.registered} registrations; load average ${round(p95.loadAverage[0])} → ${round(p95.loadAverage[1])})`);

const killed = await measure({ instances: 2, applicants: 200, concurrency: 40, offset: 30_000, registerOnly: false, kill: true });
console.log(
  `lost after SIGKILL: ${killed.lost} (goal 0) — 200 applicants registering and uploading, instance A killed after 40: ${killed.registered} registrations and ${killed.uploaded} uploads acknowledged, ${killed.stopped} applicants stopped unacknowledged, ${killed.duplicates} duplicates, ${killed.retries} client retries, ${round(killed.seconds)} s (load average ${round(killed.loadAverage[0])} → ${round(killed.loadAverage[1])})`,
);

// The verification queue's own benchmark (another part of issue 20), when the server has it.
const serverScripts = JSON.parse(readFileSync(join(SERVER_DIR, 'package.json'), 'utf8')).scripts ?? {};
if (serverScripts['bench:workers']) {
  console.log(`bench:workers (load average ${load()}):`);
  const code = await new Promise((resolve) => spawn('pnpm', ['--filter', '@apps/realform-server', 'run', 'bench:workers'], { cwd: ROOT, stdio: 'inherit' }).once('exit', resolve));
  if (code !== 0) console.log(`bench:workers exited with ${code}`);
} else {
  console.log('bench:workers: not in apps/realform-server/package.json yet — skipped');
}
console.log(`bench:cluster done, load average ${load()}`);
