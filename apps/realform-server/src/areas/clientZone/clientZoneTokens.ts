import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { CLIENT_ZONE_TOKEN_VALID_MINUTES } from '@onboarding/realform-api';
import type { Database } from '../../db/Database';
import { sha256 } from '../../security/sessionToken';

/** 256 random bits (docs/security.md#session-tokens), base64url: 43 characters. */
const TOKEN_BYTES = 32;
/** A token answered again must leave the page time to post it (docs/spec/flow/states.md: the form posts within about 2 s). */
const REUSE_MIN_REMAINING_MS = 60_000;

export interface IssuedClientZoneToken {
  token: string;
  expiresAt: Date;
}

export type RedeemResult =
  | { ok: true; tokenId: string; applicationId: string }
  | { ok: false; reason: 'unknown' }
  | { ok: false; reason: 'used' | 'expired'; applicationId: string };

// The sealing key comes from the session token, which the database never sees: the sealed copy is useless
// without the session that asked for it, and a token rotated at login cannot open it any more.
function sealingKey(sessionToken: string, tokenId: string): Buffer {
  return Buffer.from(hkdfSync('sha256', sessionToken, tokenId, 'realform client-zone token', 32));
}

function seal(token: string, sessionToken: string, tokenId: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(sessionToken, tokenId), iv);
  const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
}

function unseal(value: string, sessionToken: string, tokenId: string): string | null {
  try {
    const bytes = Buffer.from(value, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', sealingKey(sessionToken, tokenId), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    return Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/**
 * One-time client-zone tokens (docs/spec/flow/entities.md#client-zone clientZoneToken, docs/spec/flow/calls.md auto-login): 256 random bits, stored as SHA-256,
 * valid CLIENT_ZONE_TOKEN_VALID_MINUTES, used once. One live token per application: a new one retires the
 * previous.
 */
export function clientZoneTokens(db: Database) {
  async function issue(applicationId: string, sessionToken: string, now: Date): Promise<IssuedClientZoneToken> {
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    const id = randomUUID();
    const expiresAt = new Date(now.getTime() + CLIENT_ZONE_TOKEN_VALID_MINUTES * 60_000);
    // One statement: the previous live token retired and the new one stored together.
    await db.query(
      `WITH retired AS (UPDATE client_zone_tokens SET used_at = $5 WHERE application_id = $2 AND used_at IS NULL)
       INSERT INTO client_zone_tokens (id, application_id, token_hash, sealed, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)`,
      [id, applicationId, sha256(token), seal(token, sessionToken, id), now, expiresAt],
    );
    return { token, expiresAt };
  }

  return {
    issue,

    /** The application's live token, if this session asked for it, is unused and has time left; else a new one. */
    async current(applicationId: string, sessionToken: string, now: Date): Promise<IssuedClientZoneToken> {
      const { rows } = await db.query<{ id: string; sealed: string; expires_at: Date }>(
        `SELECT id, sealed, expires_at FROM client_zone_tokens
          WHERE application_id = $1 AND used_at IS NULL AND expires_at > $2 ORDER BY created_at DESC LIMIT 1`,
        [applicationId, new Date(now.getTime() + REUSE_MIN_REMAINING_MS)],
      );
      const row = rows[0];
      const token = row ? unseal(row.sealed, sessionToken, row.id) : null;
      if (row && token) return { token, expiresAt: new Date(row.expires_at) };
      return issue(applicationId, sessionToken, now);
    },

    /** Uses a token: at most once, and only before it expires. */
    async redeem(token: string, now: Date): Promise<RedeemResult> {
      const hash = sha256(token);
      const used = await db.query<{ id: string; application_id: string }>(
        'UPDATE client_zone_tokens SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING id, application_id',
        [hash, now],
      );
      const row = used.rows[0];
      if (row) return { ok: true, tokenId: row.id, applicationId: row.application_id };
      const { rows } = await db.query<{ application_id: string; used_at: Date | null }>(
        'SELECT application_id, used_at FROM client_zone_tokens WHERE token_hash = $1',
        [hash],
      );
      const known = rows[0];
      if (!known) return { ok: false, reason: 'unknown' };
      return { ok: false, reason: known.used_at ? 'used' : 'expired', applicationId: known.application_id };
    },

    /**
     * Whether the application was handed over to the client zone already (an auto-login accepted): the hand-over
     * happens once per opened account (issue 14 finding 6), after which the client zone's own login applies.
     */
    async handedOver(applicationId: string): Promise<boolean> {
      const { rows } = await db.query<{ one: number }>('SELECT 1 AS one FROM client_zone_logins WHERE application_id = $1 LIMIT 1', [applicationId]);
      return rows.length > 0;
    },

    async recordLogin(login: { tokenId: string; applicationId: string; urlParams: string }, now: Date): Promise<void> {
      await db.query('INSERT INTO client_zone_logins (application_id, token_id, url_params, created_at) VALUES ($1, $2, $3, $4)', [
        login.applicationId,
        login.tokenId,
        login.urlParams,
        now,
      ]);
    },

    /** The next client number (docs/spec/flow/entities.md#server-response-fields info 'Client Id'). */
    async nextClientId(): Promise<string> {
      const { rows } = await db.query<{ id: string | number }>("SELECT nextval('client_numbers') AS id");
      return String(rows[0]?.id);
    },
  };
}

export type ClientZoneTokens = ReturnType<typeof clientZoneTokens>;

const DAY_MS = 24 * 60 * 60_000;

/** Deletes client-zone tokens a day past their expiry. For the server's periodic cleanup. */
export async function deleteExpiredClientZoneTokens(db: Database, now: Date): Promise<void> {
  await db.query('DELETE FROM client_zone_tokens WHERE expires_at < $1', [new Date(now.getTime() - DAY_MS)]);
}
