import type { VerificationResult, VerificationTask } from './verificationTask';

/** How the queue's jobs are timed and retried (README "Verification workers"). */
export interface VerificationJobSettings {
  /**
   * A job still running this long after a worker took it is given up (its worker died or hangs) and retried by
   * another worker. Longer than one capture's checks on a loaded machine (about 1 s with warm models on a quiet machine; 40 s and more were measured on the shared 2-core machine at load
   * average 30, and a job given up too early runs twice). @default 60
   */
  expireSeconds: number;
  /** Attempts after the first one. @default 3 */
  retryLimit: number;
  /** Seconds before a failed attempt is retried. @default 1 */
  retryDelaySeconds: number;
  /** How often expired jobs are looked for (PostgreSQL: pg-boss's maintenance, one instance at a time). @default 5 */
  maintenanceSeconds: number;
  /** How often an idle worker looks for a job another process queued (pg-boss polling, at least 0.5). @default 1 */
  pollSeconds: number;
}

export const DEFAULT_VERIFICATION_JOB_SETTINGS: VerificationJobSettings = {
  expireSeconds: 60,
  retryLimit: 3,
  retryDelaySeconds: 1,
  maintenanceSeconds: 5,
  pollSeconds: 1,
};

/** What waiting for a job gave: its result, nothing within the bound, or every attempt failed. */
export type VerificationOutcome = { status: 'done'; result: VerificationResult } | { status: 'timeout' } | { status: 'failed' };

export type VerificationExecutor = (task: VerificationTask) => Promise<VerificationResult>;

/**
 * The verification jobs' queue (issue 20 item 4): PostgreSQL through pg-boss with DATABASE_URL, a table of the
 * embedded database otherwise — the same contract. A job lives in the database from `verify` until its result is
 * read: a worker that dies mid-job leaves it to expire and be retried; a restart resumes what was queued.
 */
export interface VerificationQueue {
  readonly kind: 'pg-boss' | 'embedded';
  /**
   * Queues the task and waits for its result, at most `waitMs`. The finished job (and its result, which holds what
   * the analysers read) is deleted once read; on a timeout the job is cancelled.
   */
  verify(task: VerificationTask, waitMs: number): Promise<VerificationOutcome>;
  /** Runs `count` workers in this process, each taking one job at a time. */
  work(count: number, execute: VerificationExecutor): Promise<void>;
  /** Stops this process's workers (a job in hand is finished first, up to `graceMs`) and the queue's connections. */
  close(graceMs?: number): Promise<void>;
}

/** Waits `ms`, or less when `wake` is called. */
export function sleeper() {
  let wake: (() => void) | undefined;
  return {
    sleep(ms: number): Promise<void> {
      return new Promise((resolve) => {
        const timer = setTimeout(done, ms);
        function done() {
          clearTimeout(timer);
          wake = undefined;
          resolve();
        }
        wake = done;
      });
    },
    wake() {
      wake?.();
    },
  };
}

/** A job in the log: the first 8 hex digits of its id (a whole UUID is redacted as an opaque string). */
export function jobRef(id: string): string {
  return id.slice(0, 8);
}
