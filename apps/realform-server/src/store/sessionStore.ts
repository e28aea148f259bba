import { randomUUID } from 'node:crypto';
import type { Database } from '../db/Database';
import { generateSessionToken, hashSessionToken } from '../security/sessionToken';

/**
 * What a session may do, stored with it (issue 14 finding 1): `applicant` — the applicant's own device; `handoff` — a
 * phone that confirmed the desktop's hand-off link, accepted only by the document-capture calls.
 */
export type SessionKind = 'applicant' | 'handoff';

export interface Session {
  id: string;
  applicationId: string | null;
  kind: SessionKind;
}

/**
 * A hand-off phone's session ends this long after the phone confirmed the link, however active (it is also revoked
 * when the phone returns to the desktop, skips, or the desktop aborts): long enough to choose, scan and upload a
 * document, short enough that a phone left lying around is not a key to the application.
 */
export const HANDOFF_SESSION_ABSOLUTE_MINUTES = 30;

export interface SessionLifetime {
  idleMinutes: number;
  absoluteHours: number;
}

interface SessionRow {
  id: string;
  application_id: string | null;
  kind: SessionKind;
  last_seen_at: Date;
  expires_at: Date;
}

const MINUTE = 60_000;

/**
 * How long this process trusts what it read of a session without asking the database again, on the embedded
 * database (one process: every change is this instance's own and applies at once). On PostgreSQL, where other
 * instances revoke and rotate sessions, createServer turns the cache off (SessionStoreOptions.cacheTtlMs 0): every
 * call reads the session row, so a revocation reaches every instance at once (issue 20).
 */
export const SESSION_CACHE_TTL_MS = 5_000;

export interface SessionStoreOptions {
  /** See SESSION_CACHE_TTL_MS; 0: no cache, the database is asked on every call. @default SESSION_CACHE_TTL_MS */
  cacheTtlMs?: number;
}
/** The idle clock is written to the database at most this often per session (idle expiry is 30 minutes). */
export const SESSION_TOUCH_WRITE_INTERVAL_MS = MINUTE;
/** Sessions remembered at most; the oldest are forgotten first. */
const SESSION_CACHE_MAX_ENTRIES = 10_000;
/**
 * How long a token the database did not know is refused without asking again (issue 14 finding 2: a flood of uploads
 * or calls with a made-up token costs one look-up, not one each). Safe on every database and instance: a token is
 * 256 random bits, so one presented before it existed was a guess, and a new token is never in this list.
 */
export const UNKNOWN_TOKEN_TTL_MS = 60_000;
/** Unknown tokens remembered at most (random tokens from a botnet churn it; it does not grow). */
const UNKNOWN_TOKEN_MAX_ENTRIES = 10_000;

interface CachedSession {
  session: Session;
  /** When the applicant was last seen (this process's view). */
  lastSeenAt: number;
  /** When last_seen_at was last written to the database. */
  lastWrittenAt: number;
  expiresAt: number;
  cachedAt: number;
}

/** Sessions identified by a random token the database only knows by its hash (docs/architecture.md#the-server). */
export function sessionStore(db: Database, lifetime: SessionLifetime, { cacheTtlMs = SESSION_CACHE_TTL_MS }: SessionStoreOptions = {}) {
  const absoluteMs = lifetime.absoluteHours * 60 * MINUTE;
  const idleMs = lifetime.idleMinutes * MINUTE;
  // Token → what the database said, so a burst of calls (validate on every blur, polling) does not cost a
  // database round trip each (docs/architecture.md#persistence: no state another instance needs — this is only a cache). Keyed by the
  // token itself, not its hash: a hit then costs no SHA-256; the token is in this process's memory during every
  // request anyway, and the database still only ever sees the hash.
  const cache = new Map<string, CachedSession>();
  // Token → until when it is refused without a look-up (UNKNOWN_TOKEN_TTL_MS).
  const unknownTokens = new Map<string, number>();
  const rememberUnknown = (token: string, at: number) => {
    unknownTokens.delete(token);
    unknownTokens.set(token, at + UNKNOWN_TOKEN_TTL_MS);
    if (unknownTokens.size > UNKNOWN_TOKEN_MAX_ENTRIES) unknownTokens.delete(unknownTokens.keys().next().value as string);
  };

  const remember = (token: string, entry: CachedSession) => {
    cache.delete(token);
    cache.set(token, entry);
    if (cache.size > SESSION_CACHE_MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  };
  /** What was read is too old to trust (always, without a cache). */
  const stale = (entry: CachedSession, at: number) => cacheTtlMs <= 0 || at - entry.cachedAt > cacheTtlMs || at < entry.cachedAt;
  const forgetSession = (sessionId: string) => {
    for (const [token, entry] of cache) if (entry.session.id === sessionId) cache.delete(token);
  };

  /**
   * `touch` when this process's cache can answer it alone: the session, its idle clock restarted here; undefined
   * when the database must be asked or told (unknown or stale entry, expiry, the idle clock's periodic write).
   * Synchronous, for the lean path.
   */
  function touchCached(token: string, now: Date): Session | undefined {
    const at = now.getTime();
    const entry = cache.get(token);
    if (!entry || stale(entry, at)) return undefined;
    if (at - entry.lastSeenAt > idleMs || at >= entry.expiresAt) return undefined;
    if (at - entry.lastWrittenAt >= SESSION_TOUCH_WRITE_INTERVAL_MS || at < entry.lastWrittenAt) return undefined;
    // The entry is this cache's own: updated in place, and moved to the newest end for the eviction order.
    entry.lastSeenAt = at;
    cache.delete(token);
    cache.set(token, entry);
    return entry.session;
  }

  return {
    /**
     * A new session, anonymous or already bound to an application (a hand-off phone's); the token is returned once
     * and never stored.
     */
    async create(now: Date, applicationId: string | null = null, kind: SessionKind = 'applicant'): Promise<{ token: string; session: Session }> {
      const token = generateSessionToken();
      const id = randomUUID();
      const lifetimeMs = kind === 'handoff' ? Math.min(absoluteMs, HANDOFF_SESSION_ABSOLUTE_MINUTES * MINUTE) : absoluteMs;
      const expiresAt = now.getTime() + lifetimeMs;
      await db.query(
        'INSERT INTO sessions (id, token_hash, created_at, last_seen_at, expires_at, application_id, kind) VALUES ($1, $2, $3, $3, $4, $5, $6)',
        [id, hashSessionToken(token), now, new Date(expiresAt), applicationId, kind],
      );
      const session: Session = { id, applicationId, kind };
      // What was just written is what a read would say: the first call with the token needs no round trip.
      remember(token, { session, lastSeenAt: now.getTime(), lastWrittenAt: now.getTime(), expiresAt, cachedAt: now.getTime() });
      return { token, session };
    },

    touchCached,

    /** The live session of a token, its idle clock restarted; null when unknown or expired (idle or absolute). */
    async touch(token: string, now: Date): Promise<Session | null> {
      const cached = touchCached(token, now);
      if (cached) return cached;
      const at = now.getTime();
      let entry = cache.get(token);
      if (!entry || stale(entry, at)) {
        const refusedUntil = unknownTokens.get(token);
        if (refusedUntil !== undefined) {
          if (at < refusedUntil && at >= refusedUntil - UNKNOWN_TOKEN_TTL_MS) return null;
          unknownTokens.delete(token);
        }
        const { rows } = await db.query<SessionRow>(
          'SELECT id, application_id, kind, last_seen_at, expires_at FROM sessions WHERE token_hash = $1',
          [hashSessionToken(token)],
        );
        const row = rows[0];
        if (!row) {
          cache.delete(token);
          rememberUnknown(token, at);
          return null;
        }
        const lastSeenAt = new Date(row.last_seen_at).getTime();
        entry = {
          session: { id: row.id, applicationId: row.application_id, kind: row.kind },
          lastSeenAt: Math.max(lastSeenAt, entry?.session.id === row.id ? entry.lastSeenAt : 0),
          lastWrittenAt: lastSeenAt,
          expiresAt: new Date(row.expires_at).getTime(),
          cachedAt: at,
        };
      }
      if (at - entry.lastSeenAt > idleMs || at >= entry.expiresAt) {
        cache.delete(token);
        await db.query('DELETE FROM sessions WHERE id = $1', [entry.session.id]);
        return null;
      }
      if (at - entry.lastWrittenAt >= SESSION_TOUCH_WRITE_INTERVAL_MS || at < entry.lastWrittenAt) {
        await db.query('UPDATE sessions SET last_seen_at = $2 WHERE id = $1', [entry.session.id, now]);
        entry = { ...entry, lastWrittenAt: at };
      }
      remember(token, { ...entry, lastSeenAt: at });
      return entry.session;
    },

    /**
     * Binds the session to an application after sign-up or login and rotates its token (no session fixation:
     * a token seen before authentication is worthless after it). Returns the new token.
     */
    async bindApplication(sessionId: string, applicationId: string, now: Date): Promise<string> {
      forgetSession(sessionId);
      const token = generateSessionToken();
      const expiresAt = now.getTime() + absoluteMs;
      const { rows } = await db.query<{ id: string }>(
        // Only the applicant's own sessions sign in: a hand-off phone's session is never bound to another application.
        "UPDATE sessions SET application_id = $2, token_hash = $3, last_seen_at = $4, expires_at = $5 WHERE id = $1 AND kind = 'applicant' RETURNING id",
        [sessionId, applicationId, hashSessionToken(token), now, new Date(expiresAt)],
      );
      // Only a row that exists is remembered (a session deleted meanwhile stays unknown).
      if (rows.length > 0) {
        remember(token, { session: { id: sessionId, applicationId, kind: 'applicant' }, lastSeenAt: now.getTime(), lastWrittenAt: now.getTime(), expiresAt, cachedAt: now.getTime() });
      }
      return token;
    },

    /**
     * Ends sessions at once (a hand-off phone signed out by the desktop): deleted, and forgotten by this
     * process's cache so their next call here is refused.
     */
    async revoke(sessionIds: readonly string[]): Promise<void> {
      if (sessionIds.length === 0) return;
      for (const id of sessionIds) forgetSession(id);
      await db.query('DELETE FROM sessions WHERE id = ANY($1::uuid[])', [[...sessionIds]]);
    },

    /** Deletes sessions past their absolute or idle expiry. */
    async deleteExpired(now: Date): Promise<void> {
      for (const [token, entry] of cache) {
        if (entry.expiresAt <= now.getTime() || now.getTime() - entry.lastSeenAt > idleMs) cache.delete(token);
      }
      await db.query('DELETE FROM sessions WHERE expires_at <= $1 OR last_seen_at < $2', [now, new Date(now.getTime() - idleMs)]);
    },
  };
}

export type SessionStore = ReturnType<typeof sessionStore>;
