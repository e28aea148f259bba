import { randomUUID } from 'node:crypto';
import type { StepName } from '@onboarding/realform-api';
import { HANDOFF_TOKEN_TTL_MINUTES } from '@onboarding/realform-api';
import type { Database } from '../../db/Database';
import type { Application, ApplicationRow } from '../../store/applicationStore';
import { APPLICATION_COLUMNS, toApplication } from '../../store/applicationStore';
import { generateSessionToken, sha256 } from '../../security/sessionToken';

export type HandoffChannel = 'qr' | 'sms';

/**
 * The hand-off's states (see the server README, "Hand-off state machine"): issued → scanned → completed →
 * closed; issued → superseded; issued | scanned → aborted.
 */
export type HandoffState = 'issued' | 'scanned' | 'completed' | 'closed' | 'superseded' | 'aborted';

export interface Handoff {
  id: string;
  applicationId: string;
  channel: HandoffChannel;
  state: HandoffState;
  deviceHash: string | null;
  phoneSessionId: string | null;
  phoneStep: StepName | null;
  skippedUpload: boolean;
  continuedOnPhone: boolean;
  createdAt: Date;
  expiresAt: Date;
  scannedAt: Date | null;
  completedAt: Date | null;
}

interface HandoffRow {
  id: string;
  application_id: string;
  channel: HandoffChannel;
  state: HandoffState;
  device_hash: string | null;
  phone_session_id: string | null;
  phone_step: StepName | null;
  skipped_upload: boolean;
  continued_on_phone: boolean;
  created_at: Date;
  expires_at: Date;
  scanned_at: Date | null;
  completed_at: Date | null;
}

const COLUMN_NAMES = [
  'id',
  'application_id',
  'channel',
  'state',
  'device_hash',
  'phone_session_id',
  'phone_step',
  'skipped_upload',
  'continued_on_phone',
  'created_at',
  'expires_at',
  'scanned_at',
  'completed_at',
] as const satisfies readonly (keyof HandoffRow)[];
const COLUMNS = COLUMN_NAMES.join(', ');

// A document call's caller in one round trip: the session's application and the hand-off its phone holds, if any.
const CALLER_SQL = `
  SELECT ${APPLICATION_COLUMNS.map((name) => `a.${name}`).join(', ')}, ${COLUMN_NAMES.map((name) => `h.${name} AS h_${name}`).join(', ')}
    FROM applications a
    LEFT JOIN LATERAL (SELECT ${COLUMNS} FROM handoffs WHERE application_id = $1 AND phone_session_id = $2 ORDER BY created_at DESC LIMIT 1) h ON true
   WHERE a.id = $1`;

type CallerRow = ApplicationRow & { [K in keyof HandoffRow as `h_${K}`]: HandoffRow[K] | null };

const date = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

function toHandoff(row: HandoffRow): Handoff {
  return {
    id: row.id,
    applicationId: row.application_id,
    channel: row.channel,
    state: row.state,
    deviceHash: row.device_hash,
    phoneSessionId: row.phone_session_id,
    phoneStep: row.phone_step,
    skippedUpload: row.skipped_upload,
    continuedOnPhone: row.continued_on_phone,
    createdAt: new Date(row.created_at),
    expiresAt: new Date(row.expires_at),
    scannedAt: date(row.scanned_at),
    completedAt: date(row.completed_at),
  };
}

/** The phone's id as stored: a hash, like every other secret the server compares. */
export function hashDeviceId(deviceId: string): string {
  return sha256(`device:${deviceId}`);
}

/**
 * The phone sessions a statement signed out (deleted in the same statement), as the column `revoked`: the caller
 * passes them to `sessions.revoke` so the session cache forgets them too. Each change below is one statement, so
 * it happens whole or not at all, in one round trip.
 */
const REVOKED_FROM = (cte: string) => `(SELECT coalesce(array_agg(phone_session_id::text), '{}') FROM ${cte}) AS revoked`;

/** Hand-offs from a desktop to a phone (docs/security.md#hand-off-tokens: "scoped to one application, single device, short-lived"). */
export function handoffStore(db: Database) {
  async function one(sql: string, params: unknown[]): Promise<Handoff | null> {
    const { rows } = await db.query<HandoffRow>(sql, params);
    return rows[0] ? toHandoff(rows[0]) : null;
  }

  return {
    /**
     * A new link for the application: the token is returned once and stored hashed. Earlier unused links of the
     * same channel are superseded, and finished rounds are closed (their phones signed out), so an old phone
     * result never counts for a new round. A phone that is mid-way keeps working.
     */
    async create(applicationId: string, channel: HandoffChannel, now: Date): Promise<{ token: string; handoff: Handoff; revokedSessionIds: string[] }> {
      const token = generateSessionToken();
      const expiresAt = new Date(now.getTime() + HANDOFF_TOKEN_TTL_MINUTES * 60_000);
      // One statement, so all of it happens or none (it was a transaction of four).
      const { rows } = await db.query<HandoffRow & { revoked: string[] }>(
        `WITH superseded AS (
           UPDATE handoffs SET state = 'superseded' WHERE application_id = $2 AND channel = $4 AND state = 'issued'
         ), closed AS (
           UPDATE handoffs SET state = 'closed' WHERE application_id = $2 AND state = 'completed'
           RETURNING phone_session_id, continued_on_phone
         ), signed_out AS (
           -- A phone that took the application over is the applicant's main device now: it stays signed in.
           SELECT phone_session_id FROM closed WHERE NOT continued_on_phone AND phone_session_id IS NOT NULL
         ), deleted AS (
           DELETE FROM sessions WHERE id IN (SELECT phone_session_id FROM signed_out)
         ), created AS (
           INSERT INTO handoffs (id, application_id, token_hash, channel, state, created_at, expires_at)
           VALUES ($1, $2, $3, $4, 'issued', $5, $6) RETURNING ${COLUMNS}
         )
         SELECT created.*, ${REVOKED_FROM('signed_out')} FROM created`,
        [randomUUID(), applicationId, sha256(token), channel, now, expiresAt],
      );
      const row = rows[0];
      if (!row) throw new Error('Expected the new hand-off row back from INSERT … RETURNING; the database returned none.');
      return { token, handoff: toHandoff(row), revokedSessionIds: row.revoked };
    },

    /** The hand-off a link's token names, whatever its state; null when unknown. */
    byToken(token: string): Promise<Handoff | null> {
      return one(`SELECT ${COLUMNS} FROM handoffs WHERE token_hash = $1`, [sha256(token)]);
    },

    /**
     * The application of a signed-in session and the hand-off whose phone holds that session (null for the
     * applicant's own device), in one statement; null when the application is gone.
     */
    async caller(applicationId: string, sessionId: string): Promise<{ application: Application; handoff: Handoff | null } | null> {
      const { rows } = await db.query<CallerRow>(CALLER_SQL, [applicationId, sessionId]);
      const row = rows[0];
      if (!row) return null;
      const handoff = row.h_id === null ? null : toHandoff(Object.fromEntries(COLUMN_NAMES.map((name) => [name, row[`h_${name}`]])) as unknown as HandoffRow);
      return { application: toApplication(row), handoff };
    },

    /**
     * The application's current round as the desktop sees it: the phone that scanned most recently, else the
     * newest live link. Superseded, aborted and closed hand-offs are history.
     */
    current(applicationId: string): Promise<Handoff | null> {
      return one(
        `SELECT ${COLUMNS} FROM handoffs
          WHERE application_id = $1 AND state IN ('issued', 'scanned', 'completed')
          ORDER BY (scanned_at IS NOT NULL) DESC, COALESCE(scanned_at, created_at) DESC
          LIMIT 1`,
        [applicationId],
      );
    },

    /**
     * Binds an issued, unexpired link to the first device that confirms it: atomic, so two phones racing for the
     * same link cannot both win. Other scanned rounds of the application are aborted (the newest phone wins).
     * @returns the hand-off, or null when it was not issued or has expired
     */
    async claim(id: string, deviceHash: string | null, now: Date): Promise<{ handoff: Handoff; revokedSessionIds: string[] } | null> {
      const { rows } = await db.query<HandoffRow & { revoked: string[] }>(
        `WITH claimed AS (
           UPDATE handoffs SET state = 'scanned', device_hash = $2, scanned_at = $3, phone_step = 'mobileDocumentChoice'
            WHERE id = $1 AND state = 'issued' AND expires_at > $3
            RETURNING ${COLUMNS}
         ), others AS (
           UPDATE handoffs SET state = 'aborted'
            WHERE application_id = (SELECT application_id FROM claimed) AND id <> $1 AND state IN ('issued', 'scanned')
            RETURNING phone_session_id
         ), signed_out AS (
           SELECT phone_session_id FROM others WHERE phone_session_id IS NOT NULL
         ), deleted AS (
           DELETE FROM sessions WHERE id IN (SELECT phone_session_id FROM signed_out)
         )
         SELECT claimed.*, ${REVOKED_FROM('signed_out')} FROM claimed`,
        [id, deviceHash, now],
      );
      const row = rows[0];
      return row ? { handoff: toHandoff(row), revokedSessionIds: row.revoked } : null;
    },

    /**
     * Gives the phone (a new) session; the one it had before, if any, is signed out (its id is returned). Bound to the
     * application as well as the hand-off.
     */
    async setPhoneSession(id: string, applicationId: string, sessionId: string): Promise<string[]> {
      const { rows } = await db.query<{ revoked: string[] }>(
        `WITH previous AS (
           SELECT phone_session_id FROM handoffs WHERE id = $1 AND application_id = $3 FOR UPDATE
         ), updated AS (
           UPDATE handoffs SET phone_session_id = $2 WHERE id = $1 AND application_id = $3
         ), signed_out AS (
           SELECT phone_session_id FROM previous WHERE phone_session_id IS NOT NULL AND phone_session_id <> $2
         ), deleted AS (
           DELETE FROM sessions WHERE id IN (SELECT phone_session_id FROM signed_out)
         )
         SELECT ${REVOKED_FROM('signed_out')}`,
        [id, sessionId, applicationId],
      );
      return rows[0]?.revoked ?? [];
    },

    /** Moves the phone's own step, only if it is still at `expected` (two requests at once: one wins). */
    async movePhone(id: string, step: StepName, expected: StepName | null): Promise<boolean> {
      const { rows } = await db.query<{ id: string }>(
        `UPDATE handoffs SET phone_step = $2 WHERE id = $1 AND phone_step IS NOT DISTINCT FROM $3::text RETURNING id`,
        [id, step, expected],
      );
      return rows.length > 0;
    },

    /**
     * The phone is done: the desktop may go on. With `endSession` (the phone's return to the desktop) the phone's
     * session ends in the same statement (issue 14 finding 1: a finished phone keeps no key to the application).
     * Returns the revoked session ids for `sessions.revoke`.
     */
    async complete(id: string, applicationId: string, change: { skippedUpload?: boolean; endSession: boolean }, now: Date): Promise<string[]> {
      const { rows } = await db.query<{ revoked: string[] }>(
        `WITH completed AS (
           UPDATE handoffs
              SET state = 'completed',
                  completed_at = COALESCE(completed_at, $2),
                  skipped_upload = skipped_upload OR $3
            WHERE id = $1 AND application_id = $4 AND state IN ('scanned', 'completed')
            RETURNING phone_session_id
         ), signed_out AS (
           SELECT phone_session_id FROM completed WHERE phone_session_id IS NOT NULL AND $5::boolean
         ), deleted AS (
           DELETE FROM sessions WHERE id IN (SELECT phone_session_id FROM signed_out)
         )
         SELECT ${REVOKED_FROM('signed_out')}`,
        [id, now, change.skippedUpload ?? false, applicationId, change.endSession],
      );
      return rows[0]?.revoked ?? [];
    },

    /**
     * The desktop stops waiting but lets its phone finish (skip-desktop-waiting): links no phone has opened stop
     * working (nobody is looking at them any more), a phone that is capturing keeps its session, so its result still
     * reaches the application.
     */
    async abortUnclaimed(applicationId: string): Promise<void> {
      await db.query(`UPDATE handoffs SET state = 'aborted' WHERE application_id = $1 AND state = 'issued'`, [applicationId]);
    },

    /**
     * The desktop goes on without the phone (ABORT_MOBILE): every live link and phone of the application stops
     * working at once, and finished rounds are closed.
     */
    async abortAll(applicationId: string): Promise<string[]> {
      const { rows } = await db.query<{ revoked: string[] }>(
        `WITH aborted AS (
           UPDATE handoffs SET state = 'aborted' WHERE application_id = $1 AND state IN ('issued', 'scanned') RETURNING phone_session_id
         ), closed AS (
           UPDATE handoffs SET state = 'closed' WHERE application_id = $1 AND state = 'completed' RETURNING phone_session_id, continued_on_phone
         ), signed_out AS (
           SELECT phone_session_id FROM aborted WHERE phone_session_id IS NOT NULL
           UNION ALL
           SELECT phone_session_id FROM closed WHERE NOT continued_on_phone AND phone_session_id IS NOT NULL
         ), deleted AS (
           DELETE FROM sessions WHERE id IN (SELECT phone_session_id FROM signed_out)
         )
         SELECT ${REVOKED_FROM('signed_out')}`,
        [applicationId],
      );
      return rows[0]?.revoked ?? [];
    },
  };
}

export type HandoffStore = ReturnType<typeof handoffStore>;
