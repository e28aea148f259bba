// @ts-check
// `pnpm test:cluster` (issue 20 item 2 and 3), run by the root script inside tooling/scripts/with-postgres.sh after
// the server's build: two server instances on the throwaway PostgreSQL and nginx round robin in front
// (cluster.mjs), then through the balancer
//   1. the API onboarding of apps/realform-server/test/onboarding.test.ts with real-model photos
//      (the ordinary suite's test/onboarding.test.ts, through the harness's REALFORM_TEST_BASE_URL), and the SIGKILL test:
//      200 applicants register and upload while instance A is killed and comes back (test/cluster/sigkill.cluster.ts);
//   2. the brand app's e2e journey with the QR hand-off, computer and phone (playwright.config.mjs here).
// The instances' own access logs (JSON lines) must show each onboarding's calls on both instances.
// Everything started here ends with the run, on failure, and on SIGINT/SIGTERM/SIGHUP.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, startCluster, stopOnSignals } from './cluster.mjs';

const SERVER_DIR = join(ROOT, 'apps/realform-server');
const PL_DIR = join(ROOT, 'apps/pl');
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);

/** Runs a command to its end; resolves with its exit code. */
function run(/** @type {string} */ command, /** @type {string[]} */ args, /** @type {{ cwd: string, env?: Record<string, string> }} */ { cwd, env = {} }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
    const stop = () => child.kill('SIGTERM');
    process.once('exit', stop);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      process.off('exit', stop);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/**
 * The realform calls each instance logged in a phase (its access lines, `{"msg":"request","path":…}`), and how
 * often the balancer sent two consecutive requests to different instances.
 * @param {Awaited<ReturnType<typeof startCluster>>} cluster
 * @param {number[]} marks each instance's log length when the phase began
 * @param {number} balancerMark the balancer log's length then
 */
function servedInPhase(cluster, marks, balancerMark) {
  const perInstance = cluster.instances.map((instance, index) => {
    const calls = instance.lines.slice(marks[index]).filter((entry) => entry.json?.msg === 'request' && String(entry.json.path).startsWith('/realform/'));
    return { name: instance.name, calls: calls.length, paths: [...new Set(calls.map((entry) => String(entry.json?.path)))] };
  });
  const upstreams = cluster.balancerLog().slice(balancerMark).map((line) => line.split(' ')[1]);
  let switches = 0;
  for (let i = 1; i < upstreams.length; i++) if (upstreams[i] !== upstreams[i - 1]) switches++;
  return { perInstance, requests: upstreams.length, switches };
}

/** Fails the run unless both instances served realform calls of the phase's application(s). */
function proveAlternation(/** @type {string} */ phase, /** @type {ReturnType<typeof servedInPhase>} */ served) {
  const summary = served.perInstance.map((i) => `${i.name} ${i.calls} calls (${i.paths.length} different)`).join(', ');
  console.log(`test:cluster: ${phase}: ${summary}; the balancer switched instance on ${served.switches} of ${Math.max(0, served.requests - 1)} consecutive requests`);
  const idle = served.perInstance.filter((i) => i.calls === 0);
  if (idle.length > 0) throw new Error(`${phase}: instance(s) ${idle.map((i) => i.name).join(', ')} served none of the application's calls — no round robin`);
}

const cluster = await startCluster();
stopOnSignals(cluster.stop);
const env = {
  CLUSTER_BASE_URL: cluster.baseUrl,
  CLUSTER_INSTANCES: JSON.stringify(cluster.instances.map(({ name, url, pidFile, logFile }) => ({ name, url, pidFile, logFile }))),
};
const marks = () => cluster.instances.map((instance) => instance.lines.length);
let failed = false;
try {
  // 1. The API onboarding (registration … account-open, client-zone login; both brands) through the balancer, and
  // the SIGKILL test — one vitest run; the onboarding checks the instances' logs itself (both served its calls).
  const suites = ['test/onboarding.test.ts', 'test/cluster/sigkill.cluster.ts'];
  if ((await run('npx', ['vitest', 'run', '--config', 'test/cluster/vitest.config.ts', ...suites], { cwd: SERVER_DIR, env: { ...env, REALFORM_TEST_BASE_URL: cluster.baseUrl } })) !== 0) {
    throw new Error('the API onboarding or the SIGKILL test through the balancer failed');
  }
  console.log(`test:cluster: ${seconds()} s`);

  // 2. The e2e journey with the QR hand-off: the computer and the phone, both through the balancer.
  const mark = marks();
  const balancerMark = cluster.balancerLog().length;
  if ((await run(join(PL_DIR, 'node_modules/.bin/playwright'), ['test', '--config', join(ROOT, 'tooling/cluster/playwright.config.mjs')], { cwd: PL_DIR, env })) !== 0) {
    throw new Error('the e2e journey with the QR hand-off through the balancer failed');
  }
  proveAlternation('e2e QR hand-off journey (apps/pl/e2e/mobileHandoff.spec.ts)', servedInPhase(cluster, mark, balancerMark));
  console.log(`test:cluster: ${seconds()} s`);
} catch (error) {
  failed = true;
  console.error(`test:cluster: ${(error instanceof Error && error.message) || String(error)} (KEEP_CLUSTER_DIR=1 keeps the instances' and nginx's logs in ${cluster.dir})`);
} finally {
  await cluster.stop();
}
console.log(`test:cluster: ${failed ? 'FAILED' : 'passed'} in ${seconds()} s`);
process.exit(failed ? 1 : 0);
