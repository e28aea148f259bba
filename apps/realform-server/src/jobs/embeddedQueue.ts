import { randomUUID } from 'node:crypto';
import type { Database } from '../db/Database';
import type { SafeLogger } from '../log/safeLogger';
import { jobRef } from './verificationQueue';
import type { VerificationExecutor, VerificationJobSettings, VerificationOutcome, VerificationQueue } from './verificationQueue';
import { sleeper } from './verificationQueue';
import type { VerificationResult, VerificationTask } from './verificationTask';

interface JobRow {
  id: string;
  data: VerificationTask | string;
  attempts: number;
}

interface StateRow {
  state: string;
  output: VerificationResult | string | null;
}

const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** How long a waiting request sleeps between two looks at its job's row (a worker of this process answers it sooner). */
const WAIT_POLL_MS = 500;
/** Finished rows nobody read, and queued ones nobody waits for any more, are deleted after this long. */
const FORGET_AFTER_MS = 15 * 60_000;

/**
 * The verification queue of the embedded database (README "Verification workers"): the table `verification_jobs`
 * (migration 030), worked by this process's workers — PGlite has one process. A job is a row from `verify` until its
 * result is read, so a crash loses none: at the next start the jobs a dead process held are queued again and run.
 * A job still running `expireSeconds` after it was taken is given up and retried, like pg-boss's.
 */
export function embeddedVerificationQueue(
  db: Database,
  settings: VerificationJobSettings,
  logger: SafeLogger,
  clock: () => number = Date.now,
): VerificationQueue {
  const local = new Map<string, (outcome: VerificationOutcome) => void>();
  const sleepers: ReturnType<typeof sleeper>[] = [];
  const loops: Promise<void>[] = [];
  let stopping = false;
  let lastSweep = 0;
  const at = (ms: number) => new Date(clock() + ms);

  async function outcomeOf(id: string): Promise<VerificationOutcome | null> {
    const { rows } = await db.query<StateRow>('SELECT state, output FROM verification_jobs WHERE id = $1', [id]);
    const row = rows[0];
    if (!row || row.state === 'failed') return { status: 'failed' };
    if (row.state === 'completed' && row.output) return { status: 'done', result: json(row.output) };
    return null;
  }

  /** Takes the oldest job due (or one whose worker gave no sign within its expiry), as one statement. */
  async function claim(): Promise<JobRow | null> {
    const now = at(0);
    // Expired with no attempt left: failed.
    await db.query(`UPDATE verification_jobs SET state = 'failed', finished_at = $1 WHERE state = 'active' AND expires_at < $1 AND attempts >= max_attempts`, [now]);
    const { rows } = await db.query<JobRow>(
      `UPDATE verification_jobs SET state = 'active', attempts = attempts + 1, started_at = $1, expires_at = $2
        WHERE id = (SELECT id FROM verification_jobs
                     WHERE (state = 'queued' AND run_after <= $1) OR (state = 'active' AND expires_at < $1)
                     ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING id, data, attempts`,
      [now, at(settings.expireSeconds * 1000)],
    );
    return rows[0] ?? null;
  }

  async function sweep(): Promise<void> {
    if (clock() - lastSweep < 60_000) return;
    lastSweep = clock();
    await db.query(`DELETE FROM verification_jobs WHERE (state IN ('completed', 'failed') AND finished_at < $1) OR (state = 'queued' AND created_at < $1)`, [at(-FORGET_AFTER_MS)]);
  }

  async function runOne(job: JobRow, execute: VerificationExecutor): Promise<void> {
    const task = json(job.data);
    logger.info('verification job started', { job: jobRef(job.id) });
    let timer: NodeJS.Timeout | undefined;
    try {
      const result = await Promise.race([
        execute(task),
        new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`verification job exceeded ${settings.expireSeconds} s`)), settings.expireSeconds * 1000))),
      ]);
      // Only the attempt that still holds the job records it (an expired one was taken again).
      await db.query(`UPDATE verification_jobs SET state = 'completed', output = $2::jsonb, finished_at = $3 WHERE id = $1 AND state = 'active' AND attempts = $4`, [
        job.id,
        JSON.stringify(result),
        at(0),
        job.attempts,
      ]);
      local.get(job.id)?.({ status: 'done', result });
      logger.info('verification job finished', { job: jobRef(job.id), ok: result.ok });
    } catch (error) {
      const { rows } = await db.query<{ state: string }>(
        `UPDATE verification_jobs SET state = CASE WHEN attempts >= max_attempts THEN 'failed' ELSE 'queued' END,
                run_after = $2, finished_at = CASE WHEN attempts >= max_attempts THEN $3::timestamptz END
          WHERE id = $1 AND state = 'active' AND attempts = $4 RETURNING state`,
        [job.id, at(settings.retryDelaySeconds * 1000), at(0), job.attempts],
      );
      logger.warn('verification job failed', { job: jobRef(job.id), attempt: job.attempts, error: (error as Error).name, retried: rows[0]?.state === 'queued' });
      if (rows[0]?.state === 'failed') local.get(job.id)?.({ status: 'failed' });
    } finally {
      clearTimeout(timer);
    }
  }

  async function loop(execute: VerificationExecutor, wait: ReturnType<typeof sleeper>): Promise<void> {
    while (!stopping) {
      let job: JobRow | null = null;
      try {
        job = await claim();
        if (!job) await sweep();
      } catch (error) {
        if (stopping) return;
        logger.warn('verification queue error', { error: (error as Error).message });
      }
      if (job) await runOne(job, execute).catch((error: unknown) => logger.warn('verification queue error', { error: (error as Error).message }));
      else if (!stopping) await wait.sleep(settings.pollSeconds * 1000);
    }
  }

  return {
    kind: 'embedded',

    async verify(task, waitMs) {
      const id = randomUUID();
      let answered: ((outcome: VerificationOutcome) => void) | undefined;
      const here = new Promise<VerificationOutcome>((resolve) => (answered = resolve));
      local.set(id, answered!);
      await db.query(
        `INSERT INTO verification_jobs (id, data, state, attempts, max_attempts, run_after, created_at) VALUES ($1, $2::jsonb, 'queued', 0, $3, $4, $4)`,
        [id, JSON.stringify(task), settings.retryLimit + 1, at(0)],
      );
      for (const wait of sleepers) wait.wake();
      const deadline = clock() + waitMs;
      let outcome: VerificationOutcome | null = null;
      try {
        while (!outcome) {
          const left = deadline - clock();
          if (left <= 0) break;
          let timer: NodeJS.Timeout | undefined;
          const pause = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), Math.min(left, WAIT_POLL_MS))));
          outcome = await Promise.race([here, pause]);
          clearTimeout(timer);
          outcome ??= await outcomeOf(id);
        }
      } finally {
        local.delete(id);
        // Read or given up: the row (and the result it holds) goes now. A worker still on it records nothing.
        await db.query('DELETE FROM verification_jobs WHERE id = $1', [id]).catch(() => undefined);
      }
      return outcome ?? { status: 'timeout' };
    },

    async work(count, execute) {
      // One process owns the embedded database: a job still active belongs to a process that died; queue it again.
      await db.query(`UPDATE verification_jobs SET state = 'queued', run_after = $1 WHERE state = 'active'`, [at(0)]);
      for (let index = 0; index < count; index++) {
        const wait = sleeper();
        sleepers.push(wait);
        loops.push(loop(execute, wait));
      }
    },

    async close(graceMs = 10_000) {
      stopping = true;
      for (const wait of sleepers) wait.wake();
      let timer: NodeJS.Timeout | undefined;
      // A job in hand gets the grace period; one cut short stays in the table and runs again at the next start.
      await Promise.race([Promise.all(loops), new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)))]);
      clearTimeout(timer);
    },
  };
}
