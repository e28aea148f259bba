import { createHash } from 'node:crypto';
import type { Database, Queryable } from '../db/Database';

/** At most `max` events within any `windowSeconds` (a sliding window, counted exactly). */
export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/** One limit applied to one subject: e.g. bucket `code.send.ip`, subject the client IP. */
export interface RateLimitRule {
  bucket: string;
  /** Hashed before it is stored: the limiter needs equality, not the value (an IP, a phone, an e-mail). */
  subject: string;
  limit: RateLimit;
}

export type RateLimitDecision =
  | { allowed: true }
  | {
      allowed: false;
      /** The bucket of the first rule that refused. */
      bucket: string;
      /** Whole seconds until that rule would allow one more event (at least 1). */
      retryAfterSeconds: number;
    };

export interface RateLimiterOptions {
  /**
   * Events older than this are deleted now and then; it must exceed every window in use.
   * @default 86400 (a day)
   */
  retentionSeconds?: number;
}

// Expired events are swept at most this often per process (a cache of "when did I last sweep", nothing shared).
const SWEEP_INTERVAL_MS = 10 * 60_000;

function subjectHash(bucket: string, subject: string): string {
  return createHash('sha256').update(`${bucket}\u0000${subject}`, 'utf8').digest('hex');
}

// A transaction-scoped advisory lock per (bucket, subject): 60 bits of the hash fit PostgreSQL's bigint.
function lockKey(hash: string): string {
  return BigInt(`0x${hash.slice(0, 15)}`).toString();
}

async function countSince(db: Queryable, bucket: string, hash: string, since: Date): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM rate_limit_events WHERE bucket = $1 AND subject_hash = $2 AND created_at > $3',
    [bucket, hash, since],
  );
  return rows[0]?.n ?? 0;
}

// When `count` events are in the window and `max` are allowed, the (count - max + 1)-th oldest must leave it.
async function retryAfterSeconds(db: Queryable, bucket: string, hash: string, rule: RateLimit, count: number, now: Date): Promise<number> {
  const windowMs = rule.windowSeconds * 1000;
  const { rows } = await db.query<{ created_at: Date }>(
    `SELECT created_at FROM rate_limit_events WHERE bucket = $1 AND subject_hash = $2 AND created_at > $3
     ORDER BY created_at ASC OFFSET $4 LIMIT 1`,
    [bucket, hash, new Date(now.getTime() - windowMs), Math.max(0, count - rule.max)],
  );
  const leaves = rows[0] ? new Date(rows[0].created_at).getTime() + windowMs : now.getTime() + windowMs;
  return Math.max(1, Math.ceil((leaves - now.getTime()) / 1000));
}

// Transaction-scoped advisory locks in one global (numeric) order, so two requests locking the same subjects cannot
// deadlock. PostgreSQL evaluates a volatile select list after ORDER BY.
const LOCK_SUBJECTS = 'SELECT pg_advisory_xact_lock(k) FROM unnest($1::bigint[]) AS k ORDER BY k';

// Counts every rule's events in its window and, only when all are under their maximum, records one event for each:
// one statement, one round trip, however many rules (their counts come back in the rules' order). A VALUES row per
// rule, not unnest() over array parameters: that plan cost PGlite about five times as much.
const countAndConsumeStatements = new Map<number, string>();
function countAndConsume(rules: number): string {
  let sql = countAndConsumeStatements.get(rules);
  if (!sql) {
    const now = `$${rules * 4 + 1}::timestamptz`;
    const rows = Array.from({ length: rules }, (_, index) => {
      const [bucket, subject, max, windowSeconds] = [1, 2, 3, 4].map((offset) => `$${index * 4 + offset}`);
      return `(${index}, ${bucket}::text, ${subject}::text, ${max}::int, (SELECT count(*)::int FROM rate_limit_events
                WHERE bucket = ${bucket}::text AND subject_hash = ${subject}::text AND created_at > ${now} - make_interval(secs => ${windowSeconds}::int)))`;
    });
    sql = `WITH counted (ord, bucket, subject_hash, max, n) AS (VALUES ${rows.join(', ')}),
      consumed AS (
        INSERT INTO rate_limit_events (bucket, subject_hash, created_at)
        SELECT bucket, subject_hash, ${now} FROM counted WHERE NOT EXISTS (SELECT 1 FROM counted WHERE n >= max)
      )
      SELECT n FROM counted ORDER BY ord`;
    countAndConsumeStatements.set(rules, sql);
  }
  return sql;
}

/**
 * A rate limiter whose counts live in the database (`rate_limit_events`), so limits hold across server
 * instances (docs/architecture.md#persistence). Windows slide and counts are exact: `consume` counts and records in one statement, after
 * an advisory lock per subject on a pool of connections, so concurrent requests on several instances cannot both
 * take the last slot.
 */
export function rateLimiter(db: Database, options: RateLimiterOptions = {}) {
  const retentionMs = (options.retentionSeconds ?? 86_400) * 1000;
  let lastSweep = Number.NEGATIVE_INFINITY;

  async function sweepNowAndThen(now: Date): Promise<void> {
    const at = now.getTime();
    if (at - lastSweep < SWEEP_INTERVAL_MS && at >= lastSweep) return;
    lastSweep = at;
    await db.query('DELETE FROM rate_limit_events WHERE created_at < $1', [new Date(at - retentionMs)]).catch(() => undefined);
  }

  return {
    /**
     * Counts one event for every rule if all of them allow it; if one refuses, nothing is counted (a refused
     * request does not extend its own block).
     */
    async consume(rules: readonly RateLimitRule[], now: Date): Promise<RateLimitDecision> {
      await sweepNowAndThen(now);
      if (rules.length === 0) return { allowed: true };
      const keyed = rules.map((rule) => ({ ...rule, hash: subjectHash(rule.bucket, rule.subject) }));
      const decide = async (q: Queryable): Promise<RateLimitDecision> => {
        const { rows } = await q.query<{ n: number }>(countAndConsume(keyed.length), [
          ...keyed.flatMap((rule) => [rule.bucket, rule.hash, rule.limit.max, rule.limit.windowSeconds]),
          now,
        ]);
        const refusing = keyed.findIndex((rule, index) => (rows[index]?.n ?? 0) >= rule.limit.max);
        const rule = keyed[refusing];
        if (!rule) return { allowed: true };
        const count = rows[refusing]?.n ?? 0;
        return { allowed: false, bucket: rule.bucket, retryAfterSeconds: await retryAfterSeconds(q, rule.bucket, rule.hash, rule.limit, count, now) };
      };
      // One connection (PGlite): the statement alone is atomic. A pool (PostgreSQL): lock the subjects first, so the
      // counting statement, which takes its snapshot after the locks, sees every event a concurrent request added.
      if (db.serial) return decide(db);
      return db.transaction(async (tx) => {
        await tx.query(LOCK_SUBJECTS, [[...new Set(keyed.map((rule) => lockKey(rule.hash)))]]);
        return decide(tx);
      });
    },

    /** Whether one more event would be allowed, without counting one (e.g. "is this application blocked?"). */
    async check(rule: RateLimitRule, now: Date): Promise<RateLimitDecision> {
      const hash = subjectHash(rule.bucket, rule.subject);
      const count = await countSince(db, rule.bucket, hash, new Date(now.getTime() - rule.limit.windowSeconds * 1000));
      if (count < rule.limit.max) return { allowed: true };
      return { allowed: false, bucket: rule.bucket, retryAfterSeconds: await retryAfterSeconds(db, rule.bucket, hash, rule.limit, count, now) };
    },

    /** Counts an event unconditionally (a failure that happened, whatever the limit says). */
    async record(bucket: string, subject: string, now: Date): Promise<void> {
      await sweepNowAndThen(now);
      await db.query('INSERT INTO rate_limit_events (bucket, subject_hash, created_at) VALUES ($1, $2, $3)', [
        bucket,
        subjectHash(bucket, subject),
        now,
      ]);
    },

    /** Forgets a subject's events in a bucket. */
    async reset(bucket: string, subject: string): Promise<void> {
      await db.query('DELETE FROM rate_limit_events WHERE bucket = $1 AND subject_hash = $2', [bucket, subjectHash(bucket, subject)]);
    },

    /** Deletes events past the retention (for a periodic cleanup; `consume` and `record` also sweep now and then). */
    async deleteExpired(now: Date): Promise<void> {
      await db.query('DELETE FROM rate_limit_events WHERE created_at < $1', [new Date(now.getTime() - retentionMs)]);
    },
  };
}

export type RateLimiter = ReturnType<typeof rateLimiter>;
