import { LOGIN_LOCKOUT_MINUTES } from '@onboarding/realform-api';
import type { Database, Queryable } from '../db/Database';
import { sha256 } from './sessionToken';

export interface LoginThrottleLimits {
  /** Failed sign-ins per e-mail address within the window before it is locked. */
  perEmail: number;
  /** Failed sign-ins per client IP within the window (slows address probing and password spraying). */
  perIp: number;
  windowMinutes: number;
}

/** ASVS 5.0 V6.3: about ten failures per account, generous per IP because offices and mobile carriers share IPs. */
export const DEFAULT_LOGIN_THROTTLE: LoginThrottleLimits = { perEmail: 10, perIp: 100, windowMinutes: LOGIN_LOCKOUT_MINUTES };

// A transaction-scoped advisory lock key per subject hash: 60 bits fit PostgreSQL's bigint (as in rateLimiter).
function lockKey(hash: string): string {
  return BigInt(`0x${hash.slice(0, 15)}`).toString();
}

export interface LoginSubject {
  /** Normalised address; unknown addresses count too, so the limiter tells nothing about which exist. */
  email: string;
  ip: string;
}

/**
 * Failed sign-ins counted in the database, so the limits hold across instances. Subjects are stored as hashes:
 * the limiter needs equality only.
 */
export function loginThrottle(db: Database, limits: LoginThrottleLimits = DEFAULT_LOGIN_THROTTLE) {
  const windowMs = limits.windowMinutes * 60_000;
  const emailHash = (email: string) => sha256(`email:${email}`);
  const ipHash = (ip: string) => sha256(`ip:${ip}`);

  return {
    limits,

    /**
     * Takes one sign-in attempt for the address and the IP before the password is checked (issue 14 finding 5): the
     * counts of both in the window and the new attempt's rows are one statement (on PostgreSQL after an advisory
     * lock per subject), so concurrent attempts cannot all pass the check before any is recorded. An attempt counts as
     * a failure until `recordSuccess` forgives it. Refused (nothing recorded) once either limit is reached.
     */
    async attempt(subject: LoginSubject, now: Date): Promise<{ allowed: true; attemptIds: string[] } | { allowed: false; scope: 'email' | 'ip' }> {
      const email = emailHash(subject.email);
      const ip = ipHash(subject.ip);
      const decide = async (q: Queryable) => {
        const { rows } = await q.query<{ email_n: number; ip_n: number; ids: (string | number)[] | null }>(
          `WITH counted AS (
             SELECT (SELECT count(*)::int FROM auth_failures WHERE scope = 'email' AND subject_hash = $1 AND created_at > $3) AS email_n,
                    (SELECT count(*)::int FROM auth_failures WHERE scope = 'ip' AND subject_hash = $2 AND created_at > $3) AS ip_n
           ), recorded AS (
             INSERT INTO auth_failures (scope, subject_hash, created_at)
             SELECT v.scope, v.subject_hash, $4::timestamptz FROM (VALUES ('email', $1::text), ('ip', $2::text)) AS v (scope, subject_hash), counted
              WHERE counted.email_n < $5::int AND counted.ip_n < $6::int
             RETURNING id
           )
           SELECT email_n, ip_n, (SELECT array_agg(id) FROM recorded) AS ids FROM counted`,
          [email, ip, new Date(now.getTime() - windowMs), now, limits.perEmail, limits.perIp],
        );
        const row = rows[0];
        if (!row || row.email_n >= limits.perEmail) return { allowed: false as const, scope: 'email' as const };
        if (row.ip_n >= limits.perIp) return { allowed: false as const, scope: 'ip' as const };
        return { allowed: true as const, attemptIds: (row.ids ?? []).map(String) };
      };
      if (db.serial) return decide(db);
      return db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock(k) FROM unnest($1::bigint[]) AS k ORDER BY k', [[lockKey(email), lockKey(ip)]]);
        return decide(tx);
      });
    },

    async isLimited(subject: LoginSubject, now: Date): Promise<boolean> {
      const { rows } = await db.query<{ scope: 'email' | 'ip'; failures: number }>(
        `SELECT scope, count(*)::int AS failures FROM auth_failures
         WHERE created_at > $3 AND ((scope = 'email' AND subject_hash = $1) OR (scope = 'ip' AND subject_hash = $2))
         GROUP BY scope`,
        [emailHash(subject.email), ipHash(subject.ip), new Date(now.getTime() - windowMs)],
      );
      const failures = (scope: 'email' | 'ip') => rows.find((row) => row.scope === scope)?.failures ?? 0;
      return failures('email') >= limits.perEmail || failures('ip') >= limits.perIp;
    },

    /**
     * A successful sign-in forgives the address's failures, and its own attempt on the IP (the IP's other failures
     * stay).
     */
    async recordSuccess(subject: LoginSubject, attemptIds: readonly string[] = []): Promise<void> {
      await db.query("DELETE FROM auth_failures WHERE (scope = 'email' AND subject_hash = $1) OR id = ANY($2::bigint[])", [
        emailHash(subject.email),
        [...attemptIds],
      ]);
    },

    async deleteExpired(now: Date): Promise<void> {
      await db.query('DELETE FROM auth_failures WHERE created_at <= $1', [new Date(now.getTime() - windowMs)]);
    },
  };
}

export type LoginThrottle = ReturnType<typeof loginThrottle>;
