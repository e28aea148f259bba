import { randomUUID } from 'node:crypto';
import { SCAN_TOKEN_TTL_MINUTES } from '@onboarding/realform-api';
import type { Database } from '../../db/Database';
import { generateSessionToken, sha256 } from '../../security/sessionToken';
import type { CaptureSide } from '../documents/journeyStore';
import { textArray } from './apiKeyStore';

/** A key may open at most this many sessions an hour (each one is a new journey and a new token). */
export const API_SESSIONS_PER_HOUR = 1000;

/** What the API adds to a journey opened with a key. */
export interface ApiJourneyInfo {
  reference: string | null;
  endedAt: Date | null;
  createdAt: Date;
}

/** Journeys opened with an API key: created with their first scan token, read back by their own key only. */
export function apiJourneyStore(db: Database) {
  return {
    /**
     * A new scan journey of the key with its scan token (returned once, stored hashed, valid SCAN_TOKEN_TTL_MINUTES),
     * unless the key opened API_SESSIONS_PER_HOUR in the hour before `now` (then null): one statement.
     */
    async open(
      init: { apiKeyId: string; documentType: string; steps: readonly CaptureSide[]; reference: string | null; webhookUrl: string | null },
      now: Date,
    ): Promise<{ journeyId: string; token: string; expiresAt: Date } | null> {
      const token = generateSessionToken();
      const expiresAt = new Date(now.getTime() + SCAN_TOKEN_TTL_MINUTES * 60_000);
      const { rows } = await db.query<{ id: string }>(
        `WITH recent AS (
           SELECT count(*) AS n FROM scan_journeys WHERE api_key_id = $2::uuid AND created_at >= $8::timestamptz
         ), created AS (
           INSERT INTO scan_journeys (id, application_id, api_key_id, handoff_id, kind, device, document_type, state, steps, api_reference, webhook_url, created_at, updated_at)
           SELECT $1::uuid, NULL, $2::uuid, NULL, 'scan', 'desktop', $3::text, 'started', $4::jsonb, $5::text, $6::text, $7::timestamptz, $7::timestamptz FROM recent WHERE n < $9
           RETURNING id
         ), issued AS (
           INSERT INTO scan_tokens (token_hash, journey_id, created_at, expires_at) SELECT $10::text, id, $7::timestamptz, $11::timestamptz FROM created
         )
         SELECT id FROM created`,
        [
          randomUUID(),
          init.apiKeyId,
          init.documentType,
          JSON.stringify(init.steps),
          init.reference,
          init.webhookUrl,
          now,
          new Date(now.getTime() - 3_600_000),
          API_SESSIONS_PER_HOUR,
          sha256(token),
          expiresAt,
        ],
      );
      const row = rows[0];
      return row ? { journeyId: row.id, token, expiresAt } : null;
    },

    /** The API's part of a journey, when the key opened it; null for any other journey (another key's, an applicant's). */
    async ofKey(journeyId: string, apiKeyId: string): Promise<ApiJourneyInfo | null> {
      const { rows } = await db.query<{ api_reference: string | null; ended_at: Date | null; created_at: Date }>(
        'SELECT api_reference, ended_at, created_at FROM scan_journeys WHERE id = $1::uuid AND api_key_id = $2::uuid',
        [journeyId, apiKeyId],
      );
      const row = rows[0];
      return row ? { reference: row.api_reference, endedAt: row.ended_at ? new Date(row.ended_at) : null, createdAt: new Date(row.created_at) } : null;
    },

    /**
     * Who a scan token's journey belongs to, for CORS: `null` for an unknown or expired token; `applicant` for the
     * flow's own journeys; the key's origins (and whether it was revoked) for an API journey.
     */
    async ownerOfToken(token: string, now: Date): Promise<null | { kind: 'applicant' } | { kind: 'apiKey'; origins: string[]; revoked: boolean }> {
      const { rows } = await db.query<{ api_key_id: string | null; origins: string[] | string | null; revoked: boolean | null }>(
        `SELECT j.api_key_id, k.origins, (k.revoked_at IS NOT NULL) AS revoked
           FROM scan_tokens t JOIN scan_journeys j ON j.id = t.journey_id LEFT JOIN api_keys k ON k.id = j.api_key_id
          WHERE t.token_hash = $1 AND t.expires_at > $2`,
        [sha256(token), now],
      );
      const row = rows[0];
      if (!row) return null;
      if (!row.api_key_id) return { kind: 'applicant' };
      return { kind: 'apiKey', origins: row.origins === null ? [] : textArray(row.origins), revoked: row.revoked === true };
    },
  };
}

export type ApiJourneyStore = ReturnType<typeof apiJourneyStore>;
