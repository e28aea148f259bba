import { randomBytes } from 'node:crypto';
import type { Database } from '../db/Database';
import type { KdfProbe, PasswordHashing } from './passwordHash';
import { hashPassword, kdfWork, needsRehash, padKdfWork, storedHashCost, verifyPassword } from './passwordHash';

export interface PasswordCheckResult {
  /** The password is the application's (never true without an application). */
  ok: boolean;
  /** The stored hash was replaced by one made with the configured parameters. */
  rehashed: boolean;
}

/**
 * Sign-in password checks with equal work whatever the account (ASVS 5.0 V6.2.4 / V6.3.x "no account enumeration",
 * issue 14 finding 12):
 * - an unknown address is checked against a dummy hash made with the configured parameters;
 * - a failed check is padded with Argon2id work up to the costliest hash still stored (hashes made with earlier
 *   parameters, e.g. the 19 MiB baseline, or scrypt), so neither an unknown address nor an account with an old hash
 *   can be told apart by the work done — counted in KiB·passes (`kdfWork`), which the tests sum through the probe;
 * - a successful check of a hash made with other parameters rehashes the password with the configured ones.
 */
export function passwordChecker(db: Database, options: { hashing: PasswordHashing; probe?: KdfProbe | undefined }) {
  const { hashing, probe } = options;
  const configuredWork = kdfWork(hashing);
  let targetWork = configuredWork;
  let dummy: Promise<string> | undefined;
  const dummyHash = () => (dummy ??= hashPassword(randomBytes(16).toString('hex'), hashing));

  /** Pads a check that cost `work` up to the target. */
  const pad = (work: number) => padKdfWork(targetWork - work, probe);

  return {
    /** The work every failed check is padded to (KiB·passes). */
    targetWork: () => targetWork,

    /**
     * Reads which hash parameters are stored (one short statement over the distinct prefixes), so failed checks are
     * padded to the costliest. At start and after each cleanup: rehashing only ever lowers it.
     */
    async refresh(): Promise<void> {
      const { rows } = await db.query<{ prefix: string }>(
        `SELECT DISTINCT substring(password_hash from '^(\\$[a-z0-9]+\\$(?:v=\\d+\\$)?[^$]*\\$)') AS prefix FROM applications`,
      );
      let most = configuredWork;
      for (const { prefix } of rows) {
        const cost = prefix ? storedHashCost(prefix) : null;
        if (cost) most = Math.max(most, kdfWork(cost));
      }
      targetWork = most;
    },

    /** Hashes a new password with the configured parameters, padded like a check (sign-up of a free address). */
    async hashNew(password: string): Promise<string> {
      const hash = await hashPassword(password, hashing, probe);
      await pad(configuredWork);
      return hash;
    },

    /**
     * Checks a password for an application (null: unknown address, checked against the dummy hash). On success with
     * an outdated hash, stores the rehash (only if the stored hash is still the one checked).
     */
    async check(password: string, application: { id: string; passwordHash: string } | null): Promise<PasswordCheckResult> {
      const stored = application?.passwordHash ?? (await dummyHash());
      const matches = await verifyPassword(password, stored, probe);
      const cost = storedHashCost(stored);
      if (!application || !matches) {
        await pad(cost ? kdfWork(cost) : 0);
        return { ok: false, rehashed: false };
      }
      if (!needsRehash(stored, hashing)) return { ok: true, rehashed: false };
      const fresh = await hashPassword(password, hashing, probe);
      const { rows } = await db.query<{ id: string }>(
        'UPDATE applications SET password_hash = $3 WHERE id = $1 AND password_hash = $2 RETURNING id',
        [application.id, stored, fresh],
      );
      return { ok: true, rehashed: rows.length > 0 };
    },
  };
}

export type PasswordChecker = ReturnType<typeof passwordChecker>;
