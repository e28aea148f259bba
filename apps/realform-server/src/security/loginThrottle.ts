import { LOGIN_LOCKOUT_MINUTES } from '@onboarding/realform-api';
import type { Database } from '../db/Database';
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

    async recordFailure(subject: LoginSubject, now: Date): Promise<void> {
      await db.query(
        "INSERT INTO auth_failures (scope, subject_hash, created_at) VALUES ('email', $1, $3), ('ip', $2, $3)",
        [emailHash(subject.email), ipHash(subject.ip), now],
      );
    },

    /** A successful sign-in forgives the address's failures (not the IP's). */
    async recordSuccess(subject: LoginSubject): Promise<void> {
      await db.query("DELETE FROM auth_failures WHERE scope = 'email' AND subject_hash = $1", [emailHash(subject.email)]);
    },

    async deleteExpired(now: Date): Promise<void> {
      await db.query('DELETE FROM auth_failures WHERE created_at <= $1', [new Date(now.getTime() - windowMs)]);
    },
  };
}

export type LoginThrottle = ReturnType<typeof loginThrottle>;
