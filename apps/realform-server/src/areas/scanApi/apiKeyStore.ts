import { randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/Database';
import { sha256 } from '../../security/sessionToken';

/** An API key starts with this, so a leaked one is recognisable (secret scanners) and never mistaken for a scan token. */
export const API_KEY_PREFIX = 'idsk_';
/** A webhook signing secret starts with this. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** 256 random bits, base64url (43 characters), after the prefix: like session tokens, nothing to brute-force. */
function secretWithPrefix(prefix: string): string {
  return `${prefix}${randomBytes(32).toString('base64url')}`;
}

/** What `api-key list` shows of a key: never the key or its webhook secret. */
export interface ApiKeyInfo {
  id: string;
  name: string;
  /** The key's first characters (`idsk_` and 4 more). */
  keyPrefix: string;
  origins: string[];
  defaultWebhookUrl: string | null;
  createdAt: Date;
  revokedAt: Date | null;
  /** When its secret was last replaced (`api-key rotate`), and until when the replaced one still works. */
  rotatedAt: Date | null;
  previousKeyExpiresAt: Date | null;
  /** When its webhook secret was last replaced (`api-key rotate-webhook-secret`), and until when the replaced one signs too. */
  webhookSecretRotatedAt: Date | null;
  previousWebhookSecretExpiresAt: Date | null;
}

/** A live key, as a request authenticated with it sees it. */
export interface ApiKey {
  id: string;
  name: string;
  origins: string[];
  webhookSecret: string;
  defaultWebhookUrl: string | null;
}

interface ApiKeyRow {
  id: string;
  name: string;
  key_prefix: string;
  origins: string[] | string;
  webhook_secret: string;
  default_webhook_url: string | null;
  created_at: Date;
  revoked_at: Date | null;
  rotated_at: Date | null;
  previous_key_expires_at: Date | null;
  webhook_secret_rotated_at: Date | null;
  previous_webhook_secret_expires_at: Date | null;
}

const COLUMNS =
  'id, name, key_prefix, origins, webhook_secret, default_webhook_url, created_at, revoked_at, rotated_at, previous_key_expires_at, webhook_secret_rotated_at, previous_webhook_secret_expires_at';

/** How long a replaced key keeps working by default (`api-key rotate --grace-hours`), and at most. */
export const ROTATION_GRACE_HOURS = 24;
export const ROTATION_GRACE_MAX_HOURS = 30 * 24;

/** A text[] as the driver gives it: an array from pg and PGlite, the literal `{a,b}` from some paths. */
export function textArray(value: string[] | string): string[] {
  if (Array.isArray(value)) return value;
  return value.replace(/^\{|\}$/g, '').split(',').filter(Boolean).map((item) => item.replace(/^"|"$/g, ''));
}

/** Why a key could not be created; the CLI prints the message. */
export class ApiKeyInputError extends Error {
  override name = 'ApiKeyInputError';
}

/**
 * An origin as browsers send it in `Origin`: scheme, host and a port other than the scheme's default, nothing else.
 * https: anywhere; http: only for this machine (a team's development page). Returns the normalised origin.
 * @throws ApiKeyInputError naming what is wrong
 */
export function normaliseOrigin(value: string, { production = false }: { production?: boolean } = {}): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ApiKeyInputError(`--origin must be an origin such as https://app.example.com, got "${value}".`);
  }
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local && !production)) {
    throw new ApiKeyInputError(`--origin must be https:${production ? '' : ' (http: only for localhost, in development)'}, got "${value}".`);
  }
  if (url.username || url.password || (url.pathname !== '/' && url.pathname !== '') || url.search || url.hash || value.trim().replace(/\/$/, '') !== url.origin) {
    throw new ApiKeyInputError(`--origin is the scheme, host and port only (no path, query or trailing parts), e.g. ${url.origin}; got "${value}".`);
  }
  return url.origin;
}

const NAME = /^[a-z0-9][a-z0-9._-]{0,63}$/i;

/** API keys of other teams (README "Scan API for other teams"): created by the CLI, stored hashed, revocable. */
export function apiKeyStore(db: Queryable) {
  return {
    /**
     * A new key for a team, with its origins and webhook signing secret. The key and the secret are returned once:
     * the database keeps the key's SHA-256 only.
     */
    async create(
      input: { name: string; origins: readonly string[]; defaultWebhookUrl?: string | null; production?: boolean },
      now: Date,
    ): Promise<{ info: ApiKeyInfo; apiKey: string; webhookSecret: string }> {
      if (!NAME.test(input.name)) throw new ApiKeyInputError(`--name must be 1–64 letters, digits, dots, dashes or underscores, got "${input.name}".`);
      if (input.origins.length === 0) throw new ApiKeyInputError('At least one --origin is needed: the page origin the widget runs on, e.g. https://app.example.com.');
      const origins = [...new Set(input.origins.map((origin) => normaliseOrigin(origin, { production: input.production ?? false })))];
      const existing = await db.query('SELECT 1 FROM api_keys WHERE name = $1', [input.name]);
      if (existing.rows.length > 0) throw new ApiKeyInputError(`A key named "${input.name}" exists already; revoke it or choose another name.`);
      const apiKey = secretWithPrefix(API_KEY_PREFIX);
      const webhookSecret = secretWithPrefix(WEBHOOK_SECRET_PREFIX);
      const { rows } = await db.query<ApiKeyRow>(
        `INSERT INTO api_keys (id, name, key_hash, key_prefix, origins, webhook_secret, default_webhook_url, created_at)
         VALUES ($1, $2, $3, $4, $5::text[], $6, $7, $8)
         RETURNING ${COLUMNS}`,
        [randomUUID(), input.name, sha256(apiKey), apiKey.slice(0, API_KEY_PREFIX.length + 4), origins, webhookSecret, input.defaultWebhookUrl ?? null, now],
      );
      const row = rows[0];
      if (!row) throw new Error('Expected the new key row back from INSERT … RETURNING; the database returned none.');
      return { info: toInfo(row), apiKey, webhookSecret };
    },

    async list(): Promise<ApiKeyInfo[]> {
      const { rows } = await db.query<ApiKeyRow>(`SELECT ${COLUMNS} FROM api_keys ORDER BY created_at, name`);
      return rows.map(toInfo);
    },

    /**
     * A new secret for the named live key: the key's id, origins, webhook and journeys stay, and the secret it replaces
     * keeps working for `graceHours` (0: it stops at once) so the team can deploy the new one first. A secret replaced
     * earlier stops now (one previous secret is kept). The new key is returned once, like at creation. Null if no live
     * key has the name.
     * @throws ApiKeyInputError for a grace period out of range
     */
    async rotate(name: string, { graceHours = ROTATION_GRACE_HOURS }: { graceHours?: number }, now: Date): Promise<{ info: ApiKeyInfo; apiKey: string } | null> {
      checkGraceHours(graceHours);
      const apiKey = secretWithPrefix(API_KEY_PREFIX);
      const { rows } = await db.query<ApiKeyRow>(
        `UPDATE api_keys
            SET previous_key_hash = key_hash, previous_key_expires_at = $3, key_hash = $4, key_prefix = $5, rotated_at = $2
          WHERE name = $1 AND revoked_at IS NULL
          RETURNING ${COLUMNS}`,
        [name, now, new Date(now.getTime() + graceHours * 3_600_000), sha256(apiKey), apiKey.slice(0, API_KEY_PREFIX.length + 4)],
      );
      const row = rows[0];
      return row ? { info: toInfo(row), apiKey } : null;
    },

    /**
     * A new webhook signing secret for the named live key: the key itself, its origins, webhook and journeys stay, and
     * the secret it replaces signs every webhook too (a second `v1=`) for `graceHours` (0: it stops at once — a leaked
     * secret), so the team's server can move to the new one without refusing a webhook. A secret replaced earlier stops
     * now. The new secret is returned once, like at creation. Null if no live key has the name.
     * @throws ApiKeyInputError for a grace period out of range
     */
    async rotateWebhookSecret(name: string, { graceHours = ROTATION_GRACE_HOURS }: { graceHours?: number }, now: Date): Promise<{ info: ApiKeyInfo; webhookSecret: string } | null> {
      checkGraceHours(graceHours);
      const webhookSecret = secretWithPrefix(WEBHOOK_SECRET_PREFIX);
      const { rows } = await db.query<ApiKeyRow>(
        `UPDATE api_keys
            SET previous_webhook_secret = CASE WHEN $3::timestamptz > $2::timestamptz THEN webhook_secret END, previous_webhook_secret_expires_at = $3,
                webhook_secret = $4, webhook_secret_rotated_at = $2
          WHERE name = $1 AND revoked_at IS NULL
          RETURNING ${COLUMNS}`,
        [name, now, new Date(now.getTime() + graceHours * 3_600_000), webhookSecret],
      );
      const row = rows[0];
      return row ? { info: toInfo(row), webhookSecret } : null;
    },

    /**
     * Revokes the named key at once (every instance reads keys from the database per request), with the scan tokens of
     * its journeys: a widget still open on a team's page can send nothing more. Its webhook secrets go too (nothing
     * signs with a revoked key's; kept in the clear they would only be something to leak). False if no key has the name.
     */
    async revoke(name: string, now: Date): Promise<boolean> {
      const { rows } = await db.query(
        `WITH revoked AS (UPDATE api_keys SET revoked_at = coalesce(revoked_at, $2), webhook_secret = '', previous_webhook_secret = NULL WHERE name = $1 RETURNING id),
              tokens AS (DELETE FROM scan_tokens WHERE journey_id IN (SELECT j.id FROM scan_journeys j JOIN revoked r ON j.api_key_id = r.id) RETURNING token_hash)
         SELECT id FROM revoked`,
        [name, now],
      );
      return rows.length > 0;
    },

    /**
     * The live key an `Authorization: Bearer` value names — its current secret, or the one it replaced while that is
     * within its grace period; null when unknown, malformed, revoked or past the grace period.
     */
    async byKey(presented: string, now: Date): Promise<ApiKey | null> {
      if (!presented.startsWith(API_KEY_PREFIX) || !/^[\w-]{20,100}$/.test(presented)) return null;
      const { rows } = await db.query<ApiKeyRow>(
        `SELECT ${COLUMNS} FROM api_keys
          WHERE revoked_at IS NULL AND (key_hash = $1 OR (previous_key_hash = $1 AND previous_key_expires_at > $2))`,
        [sha256(presented), now],
      );
      const row = rows[0];
      return row ? { id: row.id, name: row.name, origins: textArray(row.origins), webhookSecret: row.webhook_secret, defaultWebhookUrl: row.default_webhook_url } : null;
    },

    /** Whether any live key lists this origin (a CORS preflight carries no token, so no key of its own). */
    async originListed(origin: string): Promise<boolean> {
      const { rows } = await db.query('SELECT 1 FROM api_keys WHERE revoked_at IS NULL AND $1 = ANY(origins) LIMIT 1', [origin]);
      return rows.length > 0;
    },
  };
}

/** @throws ApiKeyInputError unless the grace period of a rotation is 0 to {@link ROTATION_GRACE_MAX_HOURS} hours */
function checkGraceHours(graceHours: number): void {
  if (!Number.isFinite(graceHours) || graceHours < 0 || graceHours > ROTATION_GRACE_MAX_HOURS) {
    throw new ApiKeyInputError(`--grace-hours must be a number of hours from 0 to ${ROTATION_GRACE_MAX_HOURS}, got "${graceHours}".`);
  }
}

function toInfo(row: ApiKeyRow): ApiKeyInfo {
  return {
    id: row.id,
    name: row.name,
    keyPrefix: row.key_prefix,
    origins: textArray(row.origins),
    defaultWebhookUrl: row.default_webhook_url,
    createdAt: new Date(row.created_at),
    revokedAt: row.revoked_at ? new Date(row.revoked_at) : null,
    rotatedAt: row.rotated_at ? new Date(row.rotated_at) : null,
    previousKeyExpiresAt: row.previous_key_expires_at ? new Date(row.previous_key_expires_at) : null,
    webhookSecretRotatedAt: row.webhook_secret_rotated_at ? new Date(row.webhook_secret_rotated_at) : null,
    previousWebhookSecretExpiresAt: row.previous_webhook_secret_expires_at ? new Date(row.previous_webhook_secret_expires_at) : null,
  };
}

export type ApiKeyStore = ReturnType<typeof apiKeyStore>;
