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

/**
 * A rate limiter whose counts live in the database (`rate_limit_events`), so limits hold across server
 * instances (DESIGN §4). Windows slide and counts are exact: `consume` takes an advisory lock per subject in a
 * transaction, so concurrent requests on several instances cannot both take the last slot.
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
      const keyed = rules.map((rule) => ({ ...rule, hash: subjectHash(rule.bucket, rule.subject) }));
      return db.transaction(async (tx) => {
        // Locks in one global order, so two requests locking the same subjects cannot deadlock.
        const locks = [...new Set(keyed.map((rule) => lockKey(rule.hash)))].sort();
        for (const key of locks) await tx.query('SELECT pg_advisory_xact_lock($1::bigint)', [key]);
        for (const rule of keyed) {
          const count = await countSince(tx, rule.bucket, rule.hash, new Date(now.getTime() - rule.limit.windowSeconds * 1000));
          if (count >= rule.limit.max) {
            return {
              allowed: false,
              bucket: rule.bucket,
              retryAfterSeconds: await retryAfterSeconds(tx, rule.bucket, rule.hash, rule.limit, count, now),
            } as const;
          }
        }
        const values = keyed.map((_, index) => `($${index * 2 + 1}, $${index * 2 + 2}, $${keyed.length * 2 + 1})`).join(', ');
        await tx.query(`INSERT INTO rate_limit_events (bucket, subject_hash, created_at) VALUES ${values}`, [
          ...keyed.flatMap((rule) => [rule.bucket, rule.hash]),
          now,
        ]);
        return { allowed: true } as const;
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
