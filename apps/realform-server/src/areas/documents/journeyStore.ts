import { randomUUID } from 'node:crypto';
import type { HighLevelResult } from '@onboarding/realform-api';
import { SCAN_TOKEN_TTL_MINUTES } from '@onboarding/realform-api';
import type { Database } from '../../db/Database';
import { generateSessionToken, sha256 } from '../../security/sessionToken';
import type { CaptureAnalysis, JourneyOutcome, LivenessAction } from './verifier/captureAnalysis';
import type { ImageChecks } from './verifier/verifyImage';

export type JourneyKind = 'scan' | 'upload';
export type JourneyDevice = 'desktop' | 'mobile';
export type JourneyState = 'started' | 'in_progress' | 'ended';

/** docs/spec/widget/entities.md#journey flow states a capture can belong to, in the scanning service's spelling (LIVENESS: one frame of the check). */
export const CAPTURE_SIDES = ['IDENTITY:FRONT', 'IDENTITY:BACK', 'SELFIE', 'ADDRESS', 'COVID', 'LIVENESS'] as const;
export type CaptureSide = (typeof CAPTURE_SIDES)[number];

export interface Journey {
  id: string;
  /** The application whose journey it is; null for a journey opened with another team's API key (issue 19). */
  applicationId: string | null;
  /** The API key that opened the journey (README "Scan API for other teams"); null for the applicants' own. */
  apiKeyId: string | null;
  handoffId: string | null;
  kind: JourneyKind;
  device: JourneyDevice;
  documentType: string | null;
  state: JourneyState;
  highLevelResult: HighLevelResult | null;
  /** The steps the journey was opened with; null for journeys from before issue 15 (their front and back count). */
  steps: CaptureSide[] | null;
  /** The verdict's checks and scores, once ended. */
  outcome: JourneyOutcome | null;
  /** Why the journey ended without a verdict: the user cancelled or declined the terms. */
  cancelReason: string | null;
  createdAt: Date;
}

export interface Capture {
  id: string;
  side: CaptureSide;
  storageName: string;
  format: string;
  sizeBytes: number;
  width: number | null;
  height: number | null;
  mrz: string | null;
  checks: ImageChecks;
  result: 'Passed' | 'Failed';
  /** What the identity checks read from it (MRZ, faces); null when not analysed. */
  analysis: CaptureAnalysis | null;
  /** A liveness frame's asked action. */
  action: LivenessAction | null;
  createdAt: Date;
}

interface JourneyRow {
  id: string;
  application_id: string | null;
  api_key_id: string | null;
  handoff_id: string | null;
  kind: JourneyKind;
  device: JourneyDevice;
  document_type: string | null;
  state: JourneyState;
  high_level_result: HighLevelResult | null;
  steps: CaptureSide[] | string | null;
  outcome: JourneyOutcome | string | null;
  cancel_reason: string | null;
  created_at: Date;
}

interface CaptureRow {
  id: string;
  side: CaptureSide;
  storage_name: string;
  format: string;
  size_bytes: number;
  width: number | null;
  height: number | null;
  mrz: string | null;
  checks: ImageChecks | string;
  result: 'Passed' | 'Failed';
  analysis: CaptureAnalysis | string | null;
  action: LivenessAction | null;
  created_at: Date;
}

const JOURNEY_COLUMNS = 'id, application_id, api_key_id, handoff_id, kind, device, document_type, state, high_level_result, steps, outcome, cancel_reason, created_at';
const CAPTURE_COLUMNS = 'id, side, storage_name, format, size_bytes, width, height, mrz, checks, result, analysis, action, created_at';

/** A jsonb value as the driver gives it: parsed by pg, a string from some PGlite paths. */
function json<T>(value: T | string | null): T | null {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

function toJourney(row: JourneyRow): Journey {
  return {
    id: row.id,
    applicationId: row.application_id,
    apiKeyId: row.api_key_id,
    handoffId: row.handoff_id,
    kind: row.kind,
    device: row.device,
    documentType: row.document_type,
    state: row.state,
    highLevelResult: row.high_level_result,
    steps: json(row.steps),
    outcome: json(row.outcome),
    cancelReason: row.cancel_reason,
    createdAt: new Date(row.created_at),
  };
}

function toCapture(row: CaptureRow): Capture {
  return {
    id: row.id,
    side: row.side,
    storageName: row.storage_name,
    format: row.format,
    sizeBytes: Number(row.size_bytes),
    width: row.width,
    height: row.height,
    mrz: row.mrz,
    checks: typeof row.checks === 'string' ? (JSON.parse(row.checks) as ImageChecks) : row.checks,
    result: row.result,
    analysis: json(row.analysis),
    action: row.action,
    createdAt: new Date(row.created_at),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Journey ids are UUIDs: anything else is unknown without asking the database (which would refuse the cast). */
export function isJourneyId(value: string): boolean {
  return UUID.test(value);
}

/** Scan journeys (docs/spec/widget/entities.md#journey), their scan tokens (stored hashed) and their captures. */
export function journeyStore(db: Database) {
  async function one(sql: string, params: unknown[]): Promise<Journey | null> {
    const { rows } = await db.query<JourneyRow>(sql, params);
    return rows[0] ? toJourney(rows[0]) : null;
  }

  return {
    async create(
      init: { applicationId: string; handoffId: string | null; kind: JourneyKind; device: JourneyDevice; documentType?: string | null; steps?: readonly CaptureSide[] },
      now: Date,
    ): Promise<Journey> {
      const { rows } = await db.query<JourneyRow>(
        `INSERT INTO scan_journeys (id, application_id, handoff_id, kind, device, document_type, state, steps, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, 'started', $8::jsonb, $7, $7) RETURNING ${JOURNEY_COLUMNS}`,
        [randomUUID(), init.applicationId, init.handoffId, init.kind, init.device, init.documentType ?? null, now, init.steps ? JSON.stringify(init.steps) : null],
      );
      const row = rows[0];
      if (!row) throw new Error('Expected the new journey row back from INSERT … RETURNING; the database returned none.');
      return toJourney(row);
    },

    /**
     * A new scan journey with its first scan token, unless the application opened `maxPerHour` journeys in the hour
     * before `now` (then null): counted, created and given its token in one statement. The token is returned once.
     */
    async openScan(
      init: { applicationId: string; handoffId: string | null; device: JourneyDevice; documentType: string | null; steps: readonly CaptureSide[] },
      now: Date,
      maxPerHour: number,
    ): Promise<{ journey: Journey; token: string } | null> {
      const token = generateSessionToken();
      const { rows } = await db.query<JourneyRow>(
        `WITH recent AS (
           SELECT count(*) AS n FROM scan_journeys WHERE application_id = $2::uuid AND created_at >= $8::timestamptz
         ), created AS (
           INSERT INTO scan_journeys (id, application_id, handoff_id, kind, device, document_type, state, steps, created_at, updated_at)
           SELECT $1::uuid, $2::uuid, $3::uuid, 'scan', $4::text, $5::text, 'started', $11::jsonb, $6::timestamptz, $6::timestamptz FROM recent WHERE n < $9
           RETURNING ${JOURNEY_COLUMNS}
         ), issued AS (
           INSERT INTO scan_tokens (token_hash, journey_id, created_at, expires_at) SELECT $7::text, id, $6::timestamptz, $10::timestamptz FROM created
         )
         SELECT * FROM created`,
        [
          randomUUID(),
          init.applicationId,
          init.handoffId,
          init.device,
          init.documentType,
          now,
          sha256(token),
          new Date(now.getTime() - 3_600_000),
          maxPerHour,
          new Date(now.getTime() + SCAN_TOKEN_TTL_MINUTES * 60_000),
          JSON.stringify(init.steps),
        ],
      );
      const row = rows[0];
      return row ? { journey: toJourney(row), token } : null;
    },

    get(id: string): Promise<Journey | null> {
      if (!isJourneyId(id)) return Promise.resolve(null);
      return one(`SELECT ${JOURNEY_COLUMNS} FROM scan_journeys WHERE id = $1`, [id]);
    },

    /** The manual-upload journey still open for this device (and phone), if any. */
    openUpload(applicationId: string, device: JourneyDevice, handoffId: string | null): Promise<Journey | null> {
      return one(
        `SELECT ${JOURNEY_COLUMNS} FROM scan_journeys
          WHERE application_id = $1 AND kind = 'upload' AND device = $2 AND handoff_id IS NOT DISTINCT FROM $3::uuid AND state <> 'ended'
          ORDER BY created_at DESC LIMIT 1`,
        [applicationId, device, handoffId],
      );
    },

    /** The newest journey a hand-off's phone ran, ended ones first. */
    latestForHandoff(handoffId: string): Promise<Journey | null> {
      return one(
        `SELECT ${JOURNEY_COLUMNS} FROM scan_journeys WHERE handoff_id = $1
          ORDER BY (state = 'ended') DESC, created_at DESC LIMIT 1`,
        [handoffId],
      );
    },

    /** A new scan token for the journey: returned once, stored hashed, valid SCAN_TOKEN_TTL_MINUTES. */
    async issueToken(journeyId: string, now: Date): Promise<string> {
      const token = generateSessionToken();
      await db.query('INSERT INTO scan_tokens (token_hash, journey_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
        sha256(token),
        journeyId,
        now,
        new Date(now.getTime() + SCAN_TOKEN_TTL_MINUTES * 60_000),
      ]);
      return token;
    },

    /** The journey a live scan token belongs to; null when unknown or expired. */
    byToken(token: string, now: Date): Promise<Journey | null> {
      return one(
        `SELECT ${JOURNEY_COLUMNS.split(', ')
          .map((column) => `j.${column}`)
          .join(', ')}
           FROM scan_tokens t JOIN scan_journeys j ON j.id = t.journey_id
          WHERE t.token_hash = $1 AND t.expires_at > $2`,
        [sha256(token), now],
      );
    },

    /** Records a journey event's status; the first one after the start moves the journey in progress. */
    async recordStatus(id: string, status: string, now: Date): Promise<void> {
      await db.query(
        `UPDATE scan_journeys
            SET last_status = $2, updated_at = $3,
                state = CASE WHEN state = 'started' THEN 'in_progress' ELSE state END
          WHERE id = $1`,
        [id, status, now],
      );
    },

    /**
     * Stores a capture; `idempotencyId` (a document upload's Idempotency-Key, see `idempotent`) stores it under that
     * key — call {@link removeCapturesOfIdempotencyKey} first, since a key holds one capture at most.
     */
    async addCapture(
      journeyId: string,
      capture: Omit<Capture, 'id' | 'createdAt'>,
      now: Date,
      idempotencyId: string | null = null,
    ): Promise<Capture> {
      // One statement: the capture stored and its journey marked in progress together.
      const { rows } = await db.query<CaptureRow>(
        `WITH journey AS (
           UPDATE scan_journeys SET state = CASE WHEN state = 'started' THEN 'in_progress' ELSE state END, updated_at = $12 WHERE id = $2
         )
         INSERT INTO document_captures (id, journey_id, side, storage_name, format, size_bytes, width, height, mrz, checks, result, created_at, analysis, action, idempotency_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12, $13::jsonb, $14, $15)
         RETURNING ${CAPTURE_COLUMNS}`,
        [
          randomUUID(),
          journeyId,
          capture.side,
          capture.storageName,
          capture.format,
          capture.sizeBytes,
          capture.width,
          capture.height,
          capture.mrz,
          JSON.stringify(capture.checks),
          capture.result,
          now,
          capture.analysis ? JSON.stringify(capture.analysis) : null,
          capture.action,
          idempotencyId,
        ],
      );
      const row = rows[0];
      if (!row) throw new Error('Expected the new capture row back from INSERT … RETURNING; the database returned none.');
      return toCapture(row);
    },

    /**
     * Removes the capture a first try stored under an Idempotency-Key and returns its stored file's name (to delete):
     * the first try's instance died before it kept its answer, and the retry that took the key over stores the
     * upload again (issue 20 item 3: nothing twice). Nothing when the key stored nothing.
     */
    async removeCapturesOfIdempotencyKey(idempotencyId: string): Promise<string[]> {
      const { rows } = await db.query<{ storage_name: string }>('DELETE FROM document_captures WHERE idempotency_id = $1 RETURNING storage_name', [idempotencyId]);
      return rows.map((row) => row.storage_name);
    },

    /** The latest capture of each side (and liveness action): a retake replaces the earlier attempt (docs/spec/widget/states.md#liveness attempts). */
    async latestCaptures(journeyId: string): Promise<Capture[]> {
      const { rows } = await db.query<CaptureRow>(
        `SELECT DISTINCT ON (side, coalesce(action, '')) ${CAPTURE_COLUMNS}
           FROM document_captures WHERE journey_id = $1
          ORDER BY side, coalesce(action, ''), created_at DESC, id`,
        [journeyId],
      );
      return rows.map(toCapture);
    },

    /**
     * Ends the journey with its result, once: a later end keeps the first result (docs/spec/widget/states.md#ended-journey: "A request sent after
     * the journey has ended is refused"). Returns the stored result.
     */
    async end(id: string, result: HighLevelResult, now: Date, details: { outcome?: JourneyOutcome; cancelReason?: string } = {}): Promise<HighLevelResult> {
      const { rows } = await db.query<{ high_level_result: HighLevelResult }>(
        `UPDATE scan_journeys SET state = 'ended', high_level_result = $2, ended_at = $3, updated_at = $3, outcome = $4::jsonb, cancel_reason = $5
          WHERE id = $1 AND state <> 'ended' RETURNING high_level_result`,
        [id, result, now, details.outcome ? JSON.stringify(details.outcome) : null, details.cancelReason ?? null],
      );
      if (rows[0]) return rows[0].high_level_result;
      const current = await one(`SELECT ${JOURNEY_COLUMNS} FROM scan_journeys WHERE id = $1`, [id]);
      return current?.highLevelResult ?? result;
    },
  };
}

export type JourneyStore = ReturnType<typeof journeyStore>;
