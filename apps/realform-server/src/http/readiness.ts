import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context } from 'hono';
import type { Database } from '../db/Database';
import type { AppEnv } from './AppEnv';

/** Each check gets this long; a database that does not answer within it counts as unreachable. */
export const READY_CHECK_TIMEOUT_MS = 2_000;

/** The names /readyz reports (README "Operations"); nothing else about a failure leaves the server. */
export type ReadyCheck = 'shutdown' | 'database' | 'storage' | 'migrations';

export interface ReadinessDeps {
  db: Database;
  /** The versions of the migrations this build ships (src/db/migrations): all must be in `schema_migrations`. */
  migrationVersions: readonly number[];
  /** Whether document storage takes a write now; resolves false or throws when it does not. */
  storageReachable: () => Promise<boolean>;
  /** True once shutdown has begun: the balancer should send no more. */
  shuttingDown: () => boolean;
  logger: { warn(message: string, fields?: Record<string, unknown>): void };
  timeoutMs?: number;
}

export interface ReadinessReport {
  ready: boolean;
  /** The checks that failed, in a fixed order. */
  failed: ReadyCheck[];
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/**
 * The disk storage's reachability: a small file written to and removed from the directory (a full, read-only or
 * unmounted disk fails it).
 */
export function diskStorageReachable(storageDir: string): () => Promise<boolean> {
  return async () => {
    const probe = join(storageDir, `.readyz-${randomBytes(6).toString('hex')}`);
    await writeFile(probe, 'ok');
    await rm(probe, { force: true });
    return true;
  };
}

/** Runs the readiness checks (README "Operations"): database, storage and migrations, each within the deadline. */
export function readiness(deps: ReadinessDeps): () => Promise<ReadinessReport> {
  const timeoutMs = deps.timeoutMs ?? READY_CHECK_TIMEOUT_MS;
  const expected = [...deps.migrationVersions];
  const check = async (name: ReadyCheck, run: () => Promise<boolean>): Promise<ReadyCheck | undefined> => {
    try {
      if (await withDeadline(run(), timeoutMs)) return undefined;
      deps.logger.warn('readiness check failed', { check: name });
    } catch (error) {
      // The reason goes to the log (the operator's), never into the answer.
      deps.logger.warn('readiness check failed', { check: name, error });
    }
    return name;
  };
  return async () => {
    if (deps.shuttingDown()) return { ready: false, failed: ['shutdown'] };
    const results = await Promise.all([
      check('database', async () => {
        await deps.db.query('SELECT 1');
        return true;
      }),
      check('storage', deps.storageReachable),
      check('migrations', async () => {
        const { rows } = await deps.db.query<{ version: number }>('SELECT version FROM schema_migrations');
        const applied = new Set(rows.map((row) => Number(row.version)));
        return expected.every((version) => applied.has(version));
      }),
    ]);
    const failed = results.filter((name): name is ReadyCheck => name !== undefined);
    return { ready: failed.length === 0, failed };
  };
}

/** GET /readyz: 200 `{"status":"ready"}`, or 503 `{"status":"unavailable","failed":[…]}` naming the failed checks. */
export function readyzRoute(check: () => Promise<ReadinessReport>) {
  return async (c: Context<AppEnv>) => {
    const report = await check();
    if (report.ready) return c.json({ status: 'ready' });
    return c.json({ status: 'unavailable', failed: report.failed }, 503);
  };
}
