import type { Database } from '../../db/Database';

/** What is stored: notify-journey events, the scan status reports (S0 §7), gbg-stats, the analytics log. */
export type DocumentEventKind = 'notify' | 'status1' | 'status2' | 'timeout' | 'gbgStats' | 'analytics';

/**
 * Reports are best effort but must not fill the disk: past this many rows per application (or per anonymous
 * session) and kind in an hour, further reports are acknowledged and dropped.
 */
export const DOCUMENT_EVENTS_PER_HOUR = 300;

export interface DocumentEvent {
  kind: DocumentEventKind;
  applicationId: string | null;
  sessionId: string | null;
  journeyId: string | null;
  payload: Record<string, unknown>;
}

export function documentEventStore(db: Database) {
  return {
    /** Stores the event unless its owner is over the hourly cap; false when it was dropped. */
    async record(event: DocumentEvent, now: Date): Promise<boolean> {
      const since = new Date(now.getTime() - 3_600_000);
      const owner = event.applicationId ? 'application_id = $2' : 'application_id IS NULL AND session_id = $3';
      // Counted and stored in one statement; over the cap, nothing is inserted.
      const { rows } = await db.query<{ id: unknown }>(
        `INSERT INTO document_events (kind, application_id, session_id, journey_id, payload, created_at)
         SELECT $1::text, $2::uuid, $3::uuid, $4::uuid, $5::jsonb, $6::timestamptz
          WHERE (SELECT count(*) FROM document_events WHERE ${owner} AND kind = $1 AND created_at >= $7) < $8
         RETURNING id`,
        [event.kind, event.applicationId, event.sessionId, event.journeyId, JSON.stringify(event.payload), now, since, DOCUMENT_EVENTS_PER_HOUR],
      );
      return rows.length > 0;
    },

    /** The stored events of an application, oldest first (tests and support). */
    async list(applicationId: string, kind?: DocumentEventKind): Promise<(DocumentEvent & { createdAt: Date })[]> {
      const { rows } = await db.query<{
        kind: DocumentEventKind;
        application_id: string | null;
        session_id: string | null;
        journey_id: string | null;
        payload: Record<string, unknown> | string;
        created_at: Date;
      }>(
        `SELECT kind, application_id, session_id, journey_id, payload, created_at FROM document_events
          WHERE application_id = $1 AND ($2::text IS NULL OR kind = $2) ORDER BY id`,
        [applicationId, kind ?? null],
      );
      return rows.map((row) => ({
        kind: row.kind,
        applicationId: row.application_id,
        sessionId: row.session_id,
        journeyId: row.journey_id,
        payload: typeof row.payload === 'string' ? (JSON.parse(row.payload) as Record<string, unknown>) : row.payload,
        createdAt: new Date(row.created_at),
      }));
    },
  };
}

export type DocumentEventStore = ReturnType<typeof documentEventStore>;
