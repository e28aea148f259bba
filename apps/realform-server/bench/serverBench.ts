import { fork, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { timeApiOnboarding } from './apiOnboarding';
import { stop, waitForHealth } from './benchProcess';
import { resourceFigures, runFloodChild } from './resourceBench';

/**
 * `pnpm bench:server`: from one run on this machine,
 *  1. form/validate requests per second and p99 latency of the real server (its own process, PGlite on disk, the
 *     request log on), next to a bare node:http JSON echo under the same load, and their ratio. The two are loaded
 *     in alternating rounds (echo, validate, echo, validate…) and the ratio is the median of the rounds' ratios, so
 *     a burst of other work on the machine hits both alike instead of deciding the figure;
 *  2. the server time of a full API-only onboarding (get-token to account-open), in process, with and without the
 *     one deliberately slow step — the memory-hard password hash at registration.
 * Load comes from autocannon in this process; each server runs alone in a child process.
 */
const here = dirname(fileURLToPath(import.meta.url));
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
/** Rounds the load of each server is split into (BENCH_SECONDS in all per server). */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** BENCH_VERBOSE=1 lists every call of the onboarding, not only the slowest. */
const VERBOSE = process.env.BENCH_VERBOSE === '1';
const ONBOARDINGS = Number(process.env.BENCH_ONBOARDINGS ?? 11);
/** Onboardings run before the measured ones (lazy imports, catalogs, the JIT). */
const WARM_UPS = Number(process.env.BENCH_WARMUPS ?? 1);

function start(script: string, env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = fork(script, [], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    child.once('message', (message) => resolve({ child, port: (message as { port: number }).port }));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code} before it listened`)));
  });
}

interface Load {
  rps: number;
  p99: number;
  errors: number;
}

async function load(url: string, body: string, seconds: number): Promise<Load> {
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    connections: CONNECTIONS,
    duration: seconds,
  });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The rounds of one server together: mean requests/s, the worst round's p99, all errors. */
function overall(rounds: readonly Load[]): Load {
  return {
    rps: rounds.reduce((sum, round) => sum + round.rps, 0) / rounds.length,
    p99: Math.max(...rounds.map((round) => round.p99)),
    errors: rounds.reduce((sum, round) => sum + round.errors, 0),
  };
}

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

async function main() {
  if (process.env.BENCH_FLOOD_CHILD) return runFloodChild(process.env.BENCH_FLOOD_CHILD);
  if (process.argv.includes('--only=resources') || process.env.BENCH_PART === 'resources') {
    // The resource figures alone (issue 14): pnpm --filter @apps/realform-server run bench -- --only=resources
    console.info(`realform-server resource figures (Node ${process.version}, ${cpus().length} cores)\n${(await resources()).join('\n')}`);
    return;
  }
  if (process.env.BENCH_PART === 'onboarding') {
    // For profiling the onboarding alone: node --cpu-prof dist/bench/serverBench.js
    const onboarding = await timeApiOnboarding(ONBOARDINGS, WARM_UPS);
    console.info(onboarding.totalMs.toFixed(1), 'ms;', onboarding.slowest.map(({ path, ms }) => `${path} ${ms.toFixed(1)}`).join(', '));
    console.info(onboardingRatioLine(onboarding));
    return;
  }
  const body = JSON.stringify({ name: 'email', value: 'jan.kowalski@example.com' });
  const loadBefore = loadAverage();

  const echo = await start(join(here, 'echoServer.js'), { PORT: '0' });
  const dataDir = await mkdtemp(join(tmpdir(), 'realform-bench-'));
  const port = 40_000 + Math.floor(Math.random() * 10_000);
  const realform = fork(join(here, '..', 'main.js'), [], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const echoRounds: Load[] = [];
  const validateRounds: Load[] = [];
  try {
    await waitForHealth(port);
    const { token } = (await (await fetch(`http://127.0.0.1:${port}/realform/get-token`, { method: 'POST' })).json()) as { token: string };
    const validateBody = JSON.stringify({ token, languageCode: 'pl', branchCode: 'PL', brand: 'pl', name: 'email', value: 'jan.kowalski@example.com' });
    for (let round = 0; round < ROUNDS; round++) {
      echoRounds.push(await load(`http://127.0.0.1:${echo.port}/`, body, DURATION_S / ROUNDS));
      validateRounds.push(await load(`http://127.0.0.1:${port}/realform/form-pl/validate`, validateBody, DURATION_S / ROUNDS));
    }
  } finally {
    await stop(echo.child);
    await stop(realform);
    await rm(dataDir, { recursive: true, force: true });
  }
  const baseline = overall(echoRounds);
  const validate = overall(validateRounds);
  const roundRatios = validateRounds.map((round, index) => round.rps / (echoRounds[index]?.rps ?? Number.NaN));

  const onboarding = await timeApiOnboarding(ONBOARDINGS, WARM_UPS);

  const ratio = median(roundRatios);
  const lines = [
    `realform-server benchmark (${DURATION_S} s per load in ${ROUNDS} alternating rounds, ${CONNECTIONS} connections, Node ${process.version}, ` +
      `${cpus().length} cores, load average ${loadBefore} before, ${loadAverage()} after)`,
    `  node:http JSON echo     ${baseline.rps.toFixed(0).padStart(7)} req/s   p99 ${String(baseline.p99).padStart(4)} ms`,
    `  form/validate           ${validate.rps.toFixed(0).padStart(7)} req/s   p99 ${String(validate.p99).padStart(4)} ms   errors ${validate.errors}`,
    `  ratio validate / echo   ${ratio.toFixed(2)}   (goal ≥ 0.6; median of the rounds: ${roundRatios.map((value) => value.toFixed(2)).join(' ')})`,
    `  full API-only onboarding, server time (median of ${onboarding.runs} after ${WARM_UPS} warm-up${WARM_UPS === 1 ? '' : 's'}): ${onboarding.totalMs.toFixed(1)} ms in ${onboarding.calls} calls   (goal ≤ 50 ms)`,
    `    of which new-account ${onboarding.newAccountMs.toFixed(1)} ms (an Argon2id hash alone: ${onboarding.kdfMs.toFixed(1)} ms)` +
      ` and the photo check of journey/upload ${onboarding.imageCheckMs.toFixed(1)} ms`,
    onboardingRatioLine(onboarding),
    `  slowest calls: ${onboarding.slowest
      .slice(0, VERBOSE ? undefined : 6)
      .map(({ path, ms }) => `${path.replace('/realform/', '')} ${ms.toFixed(1)}`)
      .join(', ')} (ms)`,
  ];
  console.info(lines.join('\n'));
  console.info((await resources()).join('\n'));
}

/**
 * Issue 21 item 5: machines differ, so the onboarding is judged against its two deliberate costs measured in the same
 * run — one Argon2id hash and the photo check of journey/upload — rather than in milliseconds.
 */
function onboardingRatioLine(onboarding: Awaited<ReturnType<typeof timeApiOnboarding>>): string {
  const deliberate = onboarding.kdfMs + onboarding.imageCheckMs;
  return (
    `  onboarding / (Argon2id hash + photo check)   ${(onboarding.totalMs / deliberate).toFixed(2)}×   ` +
    `(${onboarding.totalMs.toFixed(1)} / (${onboarding.kdfMs.toFixed(1)} + ${onboarding.imageCheckMs.toFixed(1)}) ms; goal ≤ 1.5×; load average ${loadAverage()})`
  );
}

/** The upload-flood and decode-flood figures against a fresh server on its own data directory. */
async function resources(): Promise<string[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'realform-bench-resources-'));
  try {
    return await resourceFigures(join(here, '..', 'main.js'), dataDir);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
