import { randomUUID } from 'node:crypto';
import { CODE_MAX_ATTEMPTS, CODE_VALID_MINUTES } from '@onboarding/realform-api';
import type { Database } from '../../db/Database';
import type { RateLimiter, RateLimitRule } from '../../security/rateLimiter';
import type { RateLimits } from '../../security/rateLimits';
import { codeMatches, generateCode, generateSalt, hashCode } from './codeHash';
import { MessageDeliveryError } from './messageProviders';

/** What a code confirms: the desktop phone (the flow spec desktopSms), the hand-off phone (the flow spec mobileSms), the e-mail (the flow spec confirmEmail). */
export type CodePurpose = 'desktopSms' | 'mobileSms' | 'email';

export interface CodeToSend {
  applicationId: string;
  purpose: CodePurpose;
  /** E.164 phone or normalised e-mail address. */
  recipient: string;
  /** Kept with the code and given back on success (the phone as entered). */
  details?: Record<string, unknown>;
  ip: string;
  /** Delivers the message carrying the code; rejects when the provider did not accept it. */
  deliver: (code: string) => Promise<unknown>;
}

export type SendResult =
  | { sent: true; sentCount: number }
  | { sent: false; reason: 'cooldown' | 'limit'; retryAfterSeconds: number };

export type VerifyResult =
  | { verified: true; recipient: string; details: Record<string, unknown> }
  | { verified: false; reason: 'failureLimit'; retryAfterSeconds: number }
  | { verified: false; reason: 'notRequested' | 'expired' | 'exhausted' | 'incorrect'; attemptsLeft: number };

interface CodeRow {
  id: string;
  recipient: string;
  recipient_details: Record<string, unknown> | string;
  code_salt: string;
  code_hash: string;
  attempts: number;
  expires_at: Date;
  consumed_at: Date | null;
}

const MINUTE = 60_000;

// jsonb arrives parsed from pg and PGlite; a string only if a driver is configured otherwise.
function parseDetails(details: Record<string, unknown> | string): Record<string, unknown> {
  return typeof details === 'string' ? (JSON.parse(details) as Record<string, unknown>) : details;
}

/**
 * One-time codes (docs/security.md#one-time-codes): 6 digits from the CSPRNG, stored as a salted HMAC, valid 10 minutes, single use,
 * at most 5 tries each; a resend cool-down, hourly send caps per application, recipient and IP, and at most
 * 100 failures per hour per application — all counted in the database, so they hold across instances.
 * A new code replaces the previous one of the same purpose.
 */
export function oneTimeCodes(db: Database, limiter: RateLimiter, limits: RateLimits) {
  const failureRule = (applicationId: string): RateLimitRule => ({
    bucket: 'code.failure',
    subject: applicationId,
    limit: limits.codeFailuresPerApplication,
  });

  async function sentCount(applicationId: string, purpose: CodePurpose): Promise<number> {
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM verification_codes WHERE application_id = $1 AND purpose = $2',
      [applicationId, purpose],
    );
    return rows[0]?.n ?? 0;
  }

  return {
    sentCount,

    /** Where the newest code of a purpose went, used or not; null when none was sent. */
    async lastRecipient(applicationId: string, purpose: CodePurpose): Promise<{ recipient: string; details: Record<string, unknown> } | null> {
      const { rows } = await db.query<Pick<CodeRow, 'recipient' | 'recipient_details'>>(
        'SELECT recipient, recipient_details FROM verification_codes WHERE application_id = $1 AND purpose = $2 ORDER BY created_at DESC LIMIT 1',
        [applicationId, purpose],
      );
      const row = rows[0];
      return row ? { recipient: row.recipient, details: parseDetails(row.recipient_details) } : null;
    },

    async send(request: CodeToSend, now: Date): Promise<SendResult> {
      const rules: RateLimitRule[] = [
        { bucket: `code.send.${request.purpose}`, subject: request.applicationId, limit: limits.codeSendsPerApplication },
        { bucket: 'code.send.recipient', subject: request.recipient, limit: limits.codeSendsPerRecipient },
        { bucket: 'code.send.ip', subject: request.ip, limit: limits.codeSendsPerIp },
      ];
      if (limits.codeResendCooldownSeconds > 0) {
        // The cool-down is a limit of one send per window: checked first, so it is what the applicant hears.
        rules.unshift({
          bucket: 'code.cooldown',
          subject: `${request.applicationId}:${request.purpose}`,
          limit: { max: 1, windowSeconds: limits.codeResendCooldownSeconds },
        });
      }
      const decision = await limiter.consume(rules, now);
      if (!decision.allowed) {
        return { sent: false, reason: decision.bucket === 'code.cooldown' ? 'cooldown' : 'limit', retryAfterSeconds: decision.retryAfterSeconds };
      }

      const code = generateCode();
      const salt = generateSalt();
      const id = randomUUID();
      // One statement: the previous live code of the purpose is retired (only the newest counts: the one the
      // applicant was last told about) and the new one stored, and the codes sent so far are counted with it.
      const { rows } = await db.query<{ sent: number }>(
        `WITH retired AS (
           UPDATE verification_codes SET consumed_at = $8 WHERE application_id = $2 AND purpose = $3 AND consumed_at IS NULL
         )
         INSERT INTO verification_codes
           (id, application_id, purpose, recipient, recipient_details, code_salt, code_hash, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         RETURNING (SELECT count(*)::int FROM verification_codes WHERE application_id = $2 AND purpose = $3) + 1 AS sent`,
        [
          id,
          request.applicationId,
          request.purpose,
          request.recipient,
          JSON.stringify(request.details ?? {}),
          salt,
          hashCode(code, salt),
          now,
          new Date(now.getTime() + CODE_VALID_MINUTES * MINUTE),
        ],
      );

      try {
        await request.deliver(code);
      } catch (error) {
        // A code nobody received must not count as sent, nor stay valid.
        await db.query('DELETE FROM verification_codes WHERE id = $1', [id]);
        throw new MessageDeliveryError(`The ${request.purpose} code could not be handed to the delivery provider; the code was discarded. See the cause.`, {
          cause: error,
        });
      }
      return { sent: true, sentCount: rows[0]?.sent ?? (await sentCount(request.applicationId, request.purpose)) };
    },

    async verify(request: { applicationId: string; purpose: CodePurpose; code: string }, now: Date): Promise<VerifyResult> {
      const blocked = await limiter.check(failureRule(request.applicationId), now);
      if (!blocked.allowed) return { verified: false, reason: 'failureLimit', retryAfterSeconds: blocked.retryAfterSeconds };

      // Take a try on the newest code before comparing, atomically: concurrent guesses cannot exceed the limit.
      const taken = await db.query<CodeRow>(
        `UPDATE verification_codes SET attempts = attempts + 1
          WHERE id = (SELECT id FROM verification_codes WHERE application_id = $1 AND purpose = $2 ORDER BY created_at DESC LIMIT 1)
            AND consumed_at IS NULL AND expires_at > $4 AND attempts < $3
          RETURNING id, recipient, recipient_details, code_salt, code_hash, attempts, expires_at, consumed_at`,
        [request.applicationId, request.purpose, CODE_MAX_ATTEMPTS, now],
      );
      const row = taken.rows[0];
      if (!row) {
        // No try taken: say why, from the newest code as it is.
        const { rows } = await db.query<Pick<CodeRow, 'expires_at' | 'consumed_at'>>(
          'SELECT expires_at, consumed_at FROM verification_codes WHERE application_id = $1 AND purpose = $2 ORDER BY created_at DESC LIMIT 1',
          [request.applicationId, request.purpose],
        );
        const newest = rows[0];
        if (!newest || newest.consumed_at) return { verified: false, reason: 'notRequested', attemptsLeft: 0 };
        if (now.getTime() >= new Date(newest.expires_at).getTime()) return { verified: false, reason: 'expired', attemptsLeft: 0 };
        return { verified: false, reason: 'exhausted', attemptsLeft: 0 };
      }
      const attempts = row.attempts;

      if (!codeMatches(request.code, row.code_salt, row.code_hash)) {
        await limiter.record('code.failure', request.applicationId, now);
        const attemptsLeft = CODE_MAX_ATTEMPTS - attempts;
        return { verified: false, reason: attemptsLeft > 0 ? 'incorrect' : 'exhausted', attemptsLeft };
      }

      // Single use: only one request can flip consumed_at.
      const used = await db.query('UPDATE verification_codes SET consumed_at = $2 WHERE id = $1 AND consumed_at IS NULL RETURNING id', [row.id, now]);
      if (used.rows.length === 0) return { verified: false, reason: 'notRequested', attemptsLeft: 0 };
      return { verified: true, recipient: row.recipient, details: parseDetails(row.recipient_details) };
    },

    /** Deletes codes that expired more than a day ago (for a periodic cleanup). */
    async deleteExpired(now: Date): Promise<void> {
      await db.query('DELETE FROM verification_codes WHERE expires_at < $1', [new Date(now.getTime() - 24 * 60 * MINUTE)]);
    },
  };
}

export type OneTimeCodes = ReturnType<typeof oneTimeCodes>;
