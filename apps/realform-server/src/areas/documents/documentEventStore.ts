import type { Database } from '../../db/Database';

/** What is stored: notify-journey events, the scan status reports (docs/spec/flow/calls.md#scan-status-reports), gbg-stats, the analytics log. */
export type DocumentEventKind = 'notify' | 'status1' | 'status2' | 'timeout' | 'gbgStats' | 'analytics';

/**
 * Reports are best effort but must not fill the disk: past this many rows per application (or per anonymous
 * session) and kind in an hour, further reports are acknowledged and dropped.
 */
export const DOCUMENT_EVENTS_PER_HOUR = 300;

/**
 * An anonymous session (the entry page, before sign-up or sign-in) may store this many reports in its whole life,
 * not per hour: sessions cost nothing to make, so the hourly cap alone would let one fill the disk (issue 14).
 */
export const ANONYMOUS_EVENTS_PER_SESSION = 50;

/** The largest stored report (its JSON): past it, long values are cut, then the report is kept as `{ truncated }`. */
export const MAX_EVENT_PAYLOAD_BYTES = 8192;

export interface DocumentEvent {
  kind: DocumentEventKind;
  applicationId: string | null;
  sessionId: string | null;
  journeyId: string | null;
  payload: Record<string, unknown>;
}

/** Longest string value kept in a stored report; longer ones are cut. */
const MAX_EVENT_STRING = 128;
/** Keys kept per object and items per array, and how deep a report may nest. */
const MAX_EVENT_KEYS = 40;
const MAX_EVENT_DEPTH = 3;

function bounded(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return value.slice(0, MAX_EVENT_STRING);
  if (value === null || typeof value === 'boolean' || typeof value === 'number') return value;
  if (depth >= MAX_EVENT_DEPTH || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) return value.slice(0, MAX_EVENT_KEYS).map((item) => bounded(item, depth + 1) ?? null);
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value).slice(0, MAX_EVENT_KEYS)) {
    const kept = bounded(item, depth + 1);
    if (kept !== undefined) out[key.slice(0, MAX_EVENT_STRING)] = kept;
  }
  return out;
}

/**
 * A report as stored: strings cut to MAX_EVENT_STRING, at most MAX_EVENT_KEYS keys per object, MAX_EVENT_DEPTH
 * levels; still over MAX_EVENT_PAYLOAD_BYTES, only `{ truncated: true }` is kept.
 */
export function boundedPayload(payload: Record<string, unknown>): string {
  const json = JSON.stringify(bounded(payload, 0) ?? {});
  return Buffer.byteLength(json) <= MAX_EVENT_PAYLOAD_BYTES ? json : JSON.stringify({ truncated: true });
}

export function documentEventStore(db: Database) {
  return {
    /**
     * Stores the event (bounded, see boundedPayload) unless its owner is over its cap: an application's reports
     * per kind and hour, an anonymous session's reports in its whole life. False when it was dropped.
     */
    async record(event: DocumentEvent, now: Date): Promise<boolean> {
      const since = new Date(now.getTime() - 3_600_000);
      const cap = event.applicationId
        ? 'SELECT count(*) FROM document_events WHERE application_id = $2 AND kind = $1 AND created_at >= $7'
        : 'SELECT count(*) FROM document_events WHERE application_id IS NULL AND session_id = $3 AND created_at >= $7';
      // Counted and stored in one statement; over the cap, nothing is inserted.
      const { rows } = await db.query<{ id: unknown }>(
        `INSERT INTO document_events (kind, application_id, session_id, journey_id, payload, created_at)
         SELECT $1::text, $2::uuid, $3::uuid, $4::uuid, $5::jsonb, $6::timestamptz
          WHERE (${cap}) < $8
         RETURNING id`,
        [
          event.kind,
          event.applicationId,
          event.sessionId,
          event.journeyId,
          boundedPayload(event.payload),
          now,
          // An anonymous session's count has no window: since the epoch.
          event.applicationId ? since : new Date(0),
          event.applicationId ? DOCUMENT_EVENTS_PER_HOUR : ANONYMOUS_EVENTS_PER_SESSION,
        ],
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
