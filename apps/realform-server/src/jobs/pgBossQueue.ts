import PgBoss from 'pg-boss';
import type { Database } from '../db/Database';
import type { SafeLogger } from '../log/safeLogger';
import { jobRef } from './verificationQueue';
import type { VerificationExecutor, VerificationJobSettings, VerificationOutcome, VerificationQueue } from './verificationQueue';
import type { VerificationResult, VerificationTask } from './verificationTask';

/** The queue's name in pg-boss. */
export const VERIFICATION_QUEUE = 'document-verification';

/**
 * pg-boss's schema for a server whose tables live in `currentSchema`: `pgboss` beside `public`, else `{schema}_pgboss`
 * (the PostgreSQL test runs give every server a schema of its own; their jobs must not meet).
 */
export function bossSchemaFor(currentSchema: string): string {
  return currentSchema === 'public' ? 'pgboss' : `${currentSchema}_pgboss`.slice(0, 50);
}

/** A PostgreSQL identifier, quoted. */
function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** How long a waiting request sleeps between two looks at its job: soon at first, then every 300 ms. */
const POLL_STEPS_MS = [50, 100, 200, 300];

/** pg-boss 10's statement that creates a queue (plans.js createQueue: `SELECT {schema}.create_queue($1, $2)`). */
const CREATE_QUEUE = /^SELECT \S+\.create_queue\(\$1, \$2\)$/;

/**
 * The verification queue on PostgreSQL (README "Verification workers"): pg-boss 10 over the server's own connection
 * pool. Jobs expire `expireSeconds` after a worker took them — a worker killed mid-job leaves its job active until
 * pg-boss's maintenance (every `maintenanceSeconds`, one instance at a time) fails it, and it is retried up to
 * `retryLimit` times by any worker, on any machine. A request waits for its job by looking at it (at most every
 * 300 ms); a job run by a worker of the same process answers its request at once.
 */
export async function pgBossVerificationQueue(db: Database, settings: VerificationJobSettings, logger: SafeLogger): Promise<VerificationQueue> {
  const { rows } = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
  const schema = bossSchemaFor(rows[0]?.schema ?? 'public');
  /** Set once pg-boss has stopped: the server closes the pool next (see executeSql). */
  let stopped = false;
  const boss = new PgBoss({
    db: {
      executeSql: (text, values) =>
        stopped
          ? // pg-boss 10 reports a job's outcome without awaiting it (manager.js onFetch: `this.complete(…)`,
            // `this.fail(…)`): a check that ends after this queue stopped — and the server closed its pool — would
            // reject unhandled ("Cannot use a pool after calling end on the pool"). Such an outcome is dropped: the job
            // stays active in the database and its expiry returns it to the queue, as for a worker killed mid-job.
            // (The shape is what complete/fail read: the count of jobs changed.)
            Promise.resolve({ rows: [{ count: '0' }] })
          : CREATE_QUEUE.test(text)
          ? // pg-boss's create_queue inserts the queue's row, then adds a foreign key to the queue table and attaches a
            // partition: two instances creating the queue at once each held what the other needed ("deadlock
            // detected", seen with four instances starting together). One at a time, under an advisory lock held by
            // the transaction; the second then finds the row committed and does nothing.
            db.transaction(async (tx) => {
              await tx.query(`SELECT pg_advisory_xact_lock(hashtext('realform:pg-boss-create-queue'))`);
              return tx.query(text, values ?? []);
            })
          : db.query(text, values ?? []),
    },
    schema,
    schedule: false,
    supervise: true,
    migrate: true,
    maintenanceIntervalSeconds: settings.maintenanceSeconds,
    // A finished job's output holds what the analysers read: the waiting request deletes it at once; one nobody read
    // (its request gave up or died) is archived after 10 minutes and deleted a minute later.
    archiveCompletedAfterSeconds: 600,
    archiveFailedAfterSeconds: 600,
    deleteAfterSeconds: 60,
  });
  boss.on('error', (error: Error) => logger.warn('verification queue error', { error: error.message }));
  // pg-boss creates its schema before taking its own lock: two instances starting at once on a new database both ran
  // CREATE SCHEMA and one died on pg_namespace's unique index. The schema is created here first, under an advisory
  // lock held by the statement's own (implicit) transaction — one query text, no parameters: one round trip, one
  // connection, simple protocol.
  await db.exec(`SELECT pg_advisory_xact_lock(hashtext('realform:pg-boss-schema')); CREATE SCHEMA IF NOT EXISTS ${quoteIdentifier(schema)}`);
  await boss.start();
  if (!(await boss.getQueue(VERIFICATION_QUEUE))) {
    // Two instances starting at once may both try: the second one's duplicate is fine.
    await boss.createQueue(VERIFICATION_QUEUE, { name: VERIFICATION_QUEUE, policy: 'standard', retentionMinutes: 15 }).catch(async (error: unknown) => {
      if (!(await boss.getQueue(VERIFICATION_QUEUE))) throw error;
    });
  }

  const local = new Map<string, (outcome: VerificationOutcome) => void>();
  const workerIds: string[] = [];
  let closed = false;

  async function outcomeOf(id: string): Promise<VerificationOutcome | null> {
    const job = await boss.getJobById<VerificationTask>(VERIFICATION_QUEUE, id);
    if (!job || job.state === 'cancelled') return { status: 'failed' };
    if (job.state === 'completed') return { status: 'done', result: job.output as unknown as VerificationResult };
    if (job.state === 'failed') return { status: 'failed' };
    return null;
  }

  return {
    kind: 'pg-boss',

    async verify(task, waitMs) {
      const id = await boss.send(VERIFICATION_QUEUE, task, {
        expireInSeconds: settings.expireSeconds,
        retryLimit: settings.retryLimit,
        retryDelay: settings.retryDelaySeconds,
        retryBackoff: false,
      });
      if (!id) throw new Error('pg-boss did not queue the verification job (no id returned).');
      let answered: ((outcome: VerificationOutcome) => void) | undefined;
      const here = new Promise<VerificationOutcome>((resolve) => (answered = resolve));
      local.set(id, answered!);
      // An idle worker of this process takes it now rather than at its next poll.
      for (const workerId of workerIds) boss.notifyWorker(workerId);
      const deadline = Date.now() + waitMs;
      let outcome: VerificationOutcome | null = null;
      try {
        for (let step = 0; !outcome; step++) {
          const left = deadline - Date.now();
          if (left <= 0) break;
          let timer: NodeJS.Timeout | undefined;
          const pause = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), Math.min(left, POLL_STEPS_MS[Math.min(step, POLL_STEPS_MS.length - 1)]!))));
          outcome = await Promise.race([here, pause]);
          clearTimeout(timer);
          outcome ??= await outcomeOf(id);
        }
      } finally {
        local.delete(id);
      }
      if (!outcome) {
        await boss.cancel(VERIFICATION_QUEUE, id).catch(() => undefined);
        return { status: 'timeout' };
      }
      await boss.deleteJob(VERIFICATION_QUEUE, id).catch((error: unknown) => logger.warn('verification job not deleted', { error: (error as Error).message }));
      return outcome;
    },

    async work(count, execute: VerificationExecutor) {
      for (let index = 0; index < count; index++) {
        const workerId = await boss.work<VerificationTask>(
          VERIFICATION_QUEUE,
          { batchSize: 1, pollingIntervalSeconds: settings.pollSeconds },
          async ([job]) => {
            if (!job) return undefined;
            logger.info('verification job started', { job: jobRef(job.id) });
            const result = await execute(job.data);
            local.get(job.id)?.({ status: 'done', result });
            logger.info('verification job finished', { job: jobRef(job.id), ok: result.ok });
            return result;
          },
        );
        workerIds.push(workerId);
      }
    },

    async close(graceMs = 10_000) {
      if (closed) return;
      closed = true;
      // A job in hand gets the grace period; what is still running then is failed back to the queue (retried).
      await boss.stop({ graceful: true, wait: true, close: false, timeout: Math.max(1000, graceMs) });
      stopped = true;
    },
  };
}
