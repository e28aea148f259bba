import { randomUUID } from 'node:crypto';
import type { Database } from '../db/Database';
import { generateSessionToken, hashSessionToken } from '../security/sessionToken';

export interface Session {
  id: string;
  applicationId: string | null;
}

export interface SessionLifetime {
  idleMinutes: number;
  absoluteHours: number;
}

interface SessionRow {
  id: string;
  application_id: string | null;
  last_seen_at: Date;
  expires_at: Date;
}

const MINUTE = 60_000;

/** Sessions identified by a random token the database only knows by its hash (DESIGN §4). */
export function sessionStore(db: Database, lifetime: SessionLifetime) {
  const absoluteMs = lifetime.absoluteHours * 60 * MINUTE;
  const idleMs = lifetime.idleMinutes * MINUTE;

  return {
    /** A new anonymous session; the token is returned once and never stored. */
    async create(now: Date): Promise<{ token: string; session: Session }> {
      const token = generateSessionToken();
      const id = randomUUID();
      await db.query(
        'INSERT INTO sessions (id, token_hash, created_at, last_seen_at, expires_at) VALUES ($1, $2, $3, $3, $4)',
        [id, hashSessionToken(token), now, new Date(now.getTime() + absoluteMs)],
      );
      return { token, session: { id, applicationId: null } };
    },

    /** The live session of a token, its idle clock restarted; null when unknown or expired (idle or absolute). */
    async touch(token: string, now: Date): Promise<Session | null> {
      const { rows } = await db.query<SessionRow>(
        'SELECT id, application_id, last_seen_at, expires_at FROM sessions WHERE token_hash = $1',
        [hashSessionToken(token)],
      );
      const row = rows[0];
      if (!row) return null;
      const idleExpired = now.getTime() - new Date(row.last_seen_at).getTime() > idleMs;
      if (idleExpired || now.getTime() >= new Date(row.expires_at).getTime()) {
        await db.query('DELETE FROM sessions WHERE id = $1', [row.id]);
        return null;
      }
      await db.query('UPDATE sessions SET last_seen_at = $2 WHERE id = $1', [row.id, now]);
      return { id: row.id, applicationId: row.application_id };
    },

    /**
     * Binds the session to an application after sign-up or login and rotates its token (no session fixation:
     * a token seen before authentication is worthless after it). Returns the new token.
     */
    async bindApplication(sessionId: string, applicationId: string, now: Date): Promise<string> {
      const token = generateSessionToken();
      await db.query(
        'UPDATE sessions SET application_id = $2, token_hash = $3, last_seen_at = $4, expires_at = $5 WHERE id = $1',
        [sessionId, applicationId, hashSessionToken(token), now, new Date(now.getTime() + absoluteMs)],
      );
      return token;
    },

    /** Deletes sessions past their absolute or idle expiry. */
    async deleteExpired(now: Date): Promise<void> {
      await db.query('DELETE FROM sessions WHERE expires_at <= $1 OR last_seen_at < $2', [now, new Date(now.getTime() - idleMs)]);
    },
  };
}

export type SessionStore = ReturnType<typeof sessionStore>;
