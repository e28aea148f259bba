import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { describe, expect, it } from 'vitest';
import { checkStored, runLoad } from './loadDriver';

// Issue 20 item 3: an instance dies mid-load. 200 applicants (40 at a time) register (new-account with the real bot
// check) and upload a document (a PDF scan) through nginx while instance A gets SIGKILL part-way; its supervisor
// (tooling/cluster/cluster.mjs) starts it again. Afterwards every acknowledged registration and upload is in the
// database, nothing is there twice, and the instance came back and served again. Requests that failed were never
// acknowledged: an applicant whose action failed after its tries stops there, and the database may or may not hold
// that action — the test requires nothing of it but no duplicate.
//
// Runs under `pnpm test:cluster`, which sets CLUSTER_BASE_URL (nginx), CLUSTER_INSTANCES (each instance's URL and
// pid file) and DATABASE_URL.

const baseUrl = process.env.CLUSTER_BASE_URL;
const instances = JSON.parse(process.env.CLUSTER_INSTANCES ?? '[]') as Array<{ name: string; url: string; pidFile: string }>;
const APPLICANTS = Number(process.env.CLUSTER_APPLICANTS ?? 200);
const CONCURRENCY = Number(process.env.CLUSTER_CONCURRENCY ?? 40);

const pidOf = (pidFile: string) => Number(readFileSync(pidFile, 'utf8'));

describe.runIf(baseUrl && instances.length >= 2 && process.env.DATABASE_URL)('an instance killed mid-load (SIGKILL) loses nothing acknowledged', () => {
  it(`${APPLICANTS} applicants register and upload through the balancer while instance A is killed and comes back`, async () => {
    const victim = instances[0]!;
    const firstPid = pidOf(victim.pidFile);
    let killedAt: number | undefined;
    const { outcomes, seconds } = await runLoad({
      baseUrl: baseUrl!,
      applicants: APPLICANTS,
      concurrency: CONCURRENCY,
      runId: `sigkill${Date.now().toString(36)}`,
      onProgress: (done) => {
        // Part-way: the first applicants are through, the others in every step of theirs.
        if (killedAt === undefined && done.length >= Math.round(APPLICANTS / 5)) {
          killedAt = done.length;
          process.kill(firstPid, 'SIGKILL');
        }
      },
    });
    expect(killedAt, 'the instance was killed during the load').toBeDefined();

    // It came back: another process on its port, ready, and it answers through the balancer's rotation again.
    const deadline = Date.now() + 60_000;
    while (!(await fetch(`${victim.url}/readyz`).then((r) => r.status === 200, () => false))) {
      if (Date.now() > deadline) throw new Error(`instance ${victim.name} did not come back within 60 s`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(pidOf(victim.pidFile)).not.toBe(firstPid);

    const registered = outcomes.filter((o) => o.registered).length;
    const uploaded = outcomes.filter((o) => o.uploaded).length;
    const retries = outcomes.reduce((sum, o) => sum + o.retries, 0);
    const failures = outcomes.filter((o) => o.failure).map((o) => o.failure);
    const stored = await checkStored(process.env.DATABASE_URL!, outcomes);
    console.info(
      `SIGKILL test: ${APPLICANTS} applicants (${CONCURRENCY} at a time) in ${seconds.toFixed(1)} s; instance ${victim.name} killed after ${killedAt} finished; ` +
        `acknowledged: ${registered} registrations, ${uploaded} uploads; ${retries} client retries; ${failures.length} stopped; ` +
        `lost: ${stored.lostRegistrations.length} registrations, ${stored.lostUploads.length} uploads; duplicates: ${stored.duplicates.length} (load average ${loadavg().map((v) => v.toFixed(1)).join(' ')})`,
    );
    if (failures.length > 0) console.info(`stopped applicants (first 5): ${failures.slice(0, 5).join(' | ')}`);

    expect(stored.lostRegistrations).toEqual([]);
    expect(stored.lostUploads).toEqual([]);
    expect(stored.duplicates).toEqual([]);
    // The load did happen around the kill: nearly every applicant got through (the killed instance's requests went on
    // to the other one), so the figures above are about real acknowledged work.
    expect(uploaded).toBeGreaterThanOrEqual(APPLICANTS * 0.9);
  });
});
