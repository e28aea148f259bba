import { readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { DocumentStorage } from '../areas/documents/documentStorage';
import { STORED_NAME } from '../areas/documents/documentStorage';
import type { Database } from '../db/Database';
import type { SafeLogger } from '../log/safeLogger';

/**
 * How long personal data and ID images are kept (docs/security.md#retention "personal data and images have a retention period";
 * ASVS 5.0 V14.2). Every period is in days, counted from the moment named on each; ServerConfig.retention and the
 * RETENTION_* variables override them.
 */
export interface RetentionPeriods {
  /**
   * An application whose account was never opened (abandoned, or refused as under age), counted from its last
   * change (`updated_at`) and its sessions' last call: then it goes with everything it has — sessions, codes,
   * hand-offs, journeys, scan tokens, captures, events, stored images.
   */
  abandonedApplicationDays: number;
  /**
   * "Hand-over to the back office": an opened account's documents are the back office's this long after
   * account-open (`data.account.openedAt`) — the window it has to take them over. Then the stored images, the
   * capture rows (with the machine-readable zones) and the hand-offs (phone device ids) go; the application stays.
   */
  handoverDays: number;
  /**
   * An opened account's onboarding record (the application with its data, the client-zone login record), counted
   * from account-open. The account itself lives in the back office; after this, the address can sign up again.
   */
  openedApplicationDays: number;
  /** Journey events, scan reports, gbg-stats and analytics rows; and what the client zone sent with a login. */
  documentEventDays: number;
  /** Scan tokens and hand-off links no longer usable, counted from their expiry. */
  expiredLinkDays: number;
  /** The audit log (security events, pseudonymous). */
  auditEventDays: number;
  /**
   * A stored file no capture names (a crash between the file and its row), counted from the file's mtime; and what a
   * crash left in the receiving directory (`{storageDir}/incoming`: an upload cut off while written, a verification's
   * copy of a capture), counted the same way.
   */
  orphanFileDays: number;
  /**
   * A journey opened with another team's API key (issue 19), counted from its creation: then it goes with its scan
   * tokens, captures, stored images and webhook deliveries. The team reads the result (GET v1/journeys/{id}) before.
   */
  apiJourneyDays: number;
  /** A webhook delivery delivered or given up (its payload: journey id, reference, result), counted from its creation. */
  webhookDeliveryDays: number;
}

/** The defaults: each a named figure of the README's retention table. */
export const RETENTION_DEFAULTS: Readonly<RetentionPeriods> = Object.freeze({
  abandonedApplicationDays: 30,
  handoverDays: 7,
  openedApplicationDays: 90,
  documentEventDays: 30,
  expiredLinkDays: 1,
  auditEventDays: 365,
  orphanFileDays: 1,
  apiJourneyDays: 7,
  webhookDeliveryDays: 3,
});

/** How often the purge runs (it also runs at start, and when called). */
export const RETENTION_PURGE_INTERVAL_MS = 60 * 60_000;

/** What one purge removed: counts only, never what the rows said. */
export interface PurgeReport {
  abandonedApplications: number;
  openedApplications: number;
  /** Captures of handed-over accounts removed (their images with them). */
  handedOverImages: number;
  /** Stored image files deleted (of all the above). */
  files: number;
  orphanFiles: number;
  /** Half-received uploads and verification copies left in the receiving directory by a crash. */
  incomingFiles: number;
  documentEvents: number;
  scanTokens: number;
  handoffs: number;
  clientZoneLoginParams: number;
  auditEvents: number;
  /** Bot-check challenges recorded as spent, once expired (a solution of an expired challenge is refused anyway). */
  spentCaptchaChallenges: number;
  /** Journeys of other teams' API keys removed (their captures' images with them). */
  apiJourneys: number;
  /** Webhook deliveries removed (delivered or given up). */
  webhookDeliveries: number;
  /**
   * Keys whose webhook signing secrets were cleared: a replaced one once it no longer signs (api-key rotate-webhook-secret),
   * and a revoked key's (revoke clears them at once; this catches keys revoked before it did).
   */
  webhookSecrets: number;
}

const DAY_MS = 24 * 60 * 60_000;

/** The only names the receiving directory holds: receiveUpload's `{uuid}.part`, runVerification's `verify-{uuid}`. */
const INCOMING_NAME = /^(?:[0-9a-f-]{36}\.part|verify-[0-9a-f-]{36})$/;

/** Checks every period is a positive number of days; the message names the one that is not. */
export function retentionPeriods(overrides: Partial<RetentionPeriods> = {}): RetentionPeriods {
  const periods = { ...RETENTION_DEFAULTS, ...overrides };
  for (const [name, days] of Object.entries(periods)) {
    const problem = retentionPeriodProblem(name as keyof RetentionPeriods, days);
    if (problem) throw new RangeError(`Retention period ${name} ${problem}, got ${String(days)}.`);
  }
  return periods;
}

/**
 * The least a period may be, where more than "positive" is needed. A stored file is an orphan only when it is older
 * than anything that may still name it: a capture's file is written before its row, and a file in the receiving
 * directory lives as long as its upload (a request's limit, 120 s) or its verification (a job's, 60 s × 4 attempts) —
 * shorter, the sweep would take an applicant's photo still being received or verified.
 */
export const RETENTION_MINIMUM_DAYS: Readonly<Partial<Record<keyof RetentionPeriods, { days: number; said: string }>>> = Object.freeze({
  orphanFileDays: { days: 1 / 24, said: 'an hour' },
});

/** What is wrong with `days` as the period `name` ("must be …"), or null. */
export function retentionPeriodProblem(name: keyof RetentionPeriods, days: unknown): string | null {
  if (typeof days !== 'number' || !Number.isFinite(days) || days <= 0) return 'must be a positive number of days';
  const minimum = RETENTION_MINIMUM_DAYS[name];
  if (minimum && days < minimum.days) return `must be at least ${minimum.said} (${minimum.days.toFixed(3)} days)`;
  return null;
}

/** Rows of the statements below: an application or a stored file removed. */
interface Removed {
  kind: 'application' | 'file';
  value: string;
}

// Applications, their captures (for the file names) and, through the foreign keys, everything else of theirs, in
// one statement: the captures are deleted here to return their file names, the rest cascades.
const deleteApplications = (where: string) => `
  WITH doomed AS (SELECT a.id FROM applications a WHERE ${where} FOR UPDATE),
       captures AS (
         DELETE FROM document_captures c USING scan_journeys j
          WHERE c.journey_id = j.id AND j.application_id IN (SELECT id FROM doomed)
          RETURNING c.storage_name),
       gone AS (DELETE FROM applications WHERE id IN (SELECT id FROM doomed) RETURNING id)
  SELECT 'file' AS kind, storage_name AS value FROM captures
  UNION ALL SELECT 'application', id::text FROM gone`;

// Not opened, no change and no session call since the cutoff ($1).
const ABANDONED = deleteApplications(`a.data->'account' IS NULL AND a.updated_at < $1
  AND NOT EXISTS (SELECT 1 FROM sessions s WHERE s.application_id = a.id AND s.last_seen_at >= $1)`);
// openedAt is written by account-open as an ISO-8601 UTC string, so it compares as text with the cutoff's.
const OPENED = deleteApplications(`a.data->'account' IS NOT NULL AND a.data->'account'->>'openedAt' < $1`);

// Journeys of API keys past their period, with their captures (for the file names); tokens and deliveries cascade.
const API_JOURNEYS = `
  WITH doomed AS (SELECT id FROM scan_journeys WHERE api_key_id IS NOT NULL AND created_at < $1 FOR UPDATE),
       captures AS (DELETE FROM document_captures c WHERE c.journey_id IN (SELECT id FROM doomed) RETURNING c.storage_name),
       gone AS (DELETE FROM scan_journeys WHERE id IN (SELECT id FROM doomed) RETURNING id)
  SELECT 'file' AS kind, storage_name AS value FROM captures
  UNION ALL SELECT 'journey', id::text FROM gone`;

const HANDED_OVER_CAPTURES = `
  DELETE FROM document_captures c USING scan_journeys j, applications a
   WHERE c.journey_id = j.id AND j.application_id = a.id
     AND a.data->'account' IS NOT NULL AND a.data->'account'->>'openedAt' < $1
  RETURNING 'file' AS kind, c.storage_name AS value`;
const HANDED_OVER_HANDOFFS = `
  DELETE FROM handoffs h USING applications a
   WHERE h.application_id = a.id AND a.data->'account' IS NOT NULL AND a.data->'account'->>'openedAt' < $1
  RETURNING h.id`;
// Links that can no longer be used: superseded, aborted, closed (unless the phone carried on as the primary
// device), or never opened; a day past their expiry. Scanned and completed ones are the live round's.
const DEAD_HANDOFFS = `
  DELETE FROM handoffs
   WHERE expires_at < $1 AND (state IN ('issued', 'superseded', 'aborted') OR (state = 'closed' AND NOT continued_on_phone))
  RETURNING id`;

async function count(db: Database, sql: string, params: unknown[]): Promise<number> {
  return (await db.query(sql, params)).rows.length;
}

/**
 * The purge job: removes what is past its period (see RetentionPeriods), rows first, then the files they named;
 * then stored files no row names. Each step is one statement, so a crash leaves nothing half-deleted but files,
 * which the orphan sweep of the next run removes.
 */
export function retentionPurge({
  db,
  files,
  incomingDir,
  periods,
  logger,
}: {
  db: Database;
  files: DocumentStorage;
  /** This instance's receiving directory (receiveUpload's and runVerification's temporary files). */
  incomingDir: string;
  periods: RetentionPeriods;
  logger: SafeLogger;
}) {
  const before = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

  async function removeFiles(names: readonly string[]): Promise<number> {
    let removed = 0;
    for (const name of names) {
      if (!STORED_NAME.test(name)) continue;
      if (await files.delete(name)) removed += 1;
    }
    return removed;
  }

  async function sweepOrphans(now: Date): Promise<number> {
    const old = await files.storedBefore(before(now, periods.orphanFileDays));
    if (old.length === 0) return 0;
    const { rows } = await db.query<{ storage_name: string }>('SELECT storage_name FROM document_captures WHERE storage_name = ANY($1::text[])', [old]);
    const named = new Set(rows.map((row) => row.storage_name));
    return removeFiles(old.filter((name) => !named.has(name)));
  }

  // A file being received or verified is younger than a request's or a job's time limit; one older than the period
  // is what a crash left behind (receiveUpload and runVerification remove theirs on every other way out).
  async function sweepIncoming(now: Date): Promise<number> {
    let names: string[];
    try {
      names = (await readdir(incomingDir)).filter((name) => INCOMING_NAME.test(name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
      throw error;
    }
    const cutoff = before(now, periods.orphanFileDays).getTime();
    let removed = 0;
    for (const name of names) {
      const path = join(incomingDir, name);
      const info = await stat(path).catch(() => undefined);
      if (!info?.isFile() || info.mtimeMs >= cutoff) continue;
      if (await unlink(path).then(() => true, () => false)) removed += 1;
    }
    return removed;
  }

  return async function purge(now: Date): Promise<PurgeReport> {
    const abandoned = (await db.query<Removed>(ABANDONED, [before(now, periods.abandonedApplicationDays)])).rows;
    const opened = (await db.query<Removed>(OPENED, [before(now, periods.openedApplicationDays).toISOString()])).rows;
    const handedOver = (await db.query<Removed>(HANDED_OVER_CAPTURES, [before(now, periods.handoverDays).toISOString()])).rows;
    const handedOverHandoffs = await count(db, HANDED_OVER_HANDOFFS, [before(now, periods.handoverDays).toISOString()]);
    const apiJourneys = (await db.query<{ kind: string; value: string }>(API_JOURNEYS, [before(now, periods.apiJourneyDays)])).rows;
    const linkCutoff = before(now, periods.expiredLinkDays);
    const report: PurgeReport = {
      abandonedApplications: abandoned.filter((row) => row.kind === 'application').length,
      openedApplications: opened.filter((row) => row.kind === 'application').length,
      handedOverImages: handedOver.length,
      files: 0,
      orphanFiles: 0,
      incomingFiles: 0,
      documentEvents: await count(db, 'DELETE FROM document_events WHERE created_at < $1 RETURNING id', [before(now, periods.documentEventDays)]),
      scanTokens: await count(db, 'DELETE FROM scan_tokens WHERE expires_at < $1 RETURNING token_hash', [linkCutoff]),
      handoffs: handedOverHandoffs + (await count(db, DEAD_HANDOFFS, [linkCutoff])),
      clientZoneLoginParams: await count(
        db,
        "UPDATE client_zone_logins SET url_params = '' WHERE created_at < $1 AND url_params <> '' RETURNING id",
        [before(now, periods.documentEventDays)],
      ),
      auditEvents: await count(db, 'DELETE FROM audit_events WHERE created_at < $1 RETURNING id', [before(now, periods.auditEventDays)]),
      spentCaptchaChallenges: await count(db, 'DELETE FROM captcha_spent_challenges WHERE expires_at < $1 RETURNING signature', [now]),
      apiJourneys: apiJourneys.filter((row) => row.kind === 'journey').length,
      webhookDeliveries: await count(db, "DELETE FROM webhook_deliveries WHERE state <> 'pending' AND created_at < $1 RETURNING id", [before(now, periods.webhookDeliveryDays)]),
      webhookSecrets: await count(
        db,
        `UPDATE api_keys
            SET previous_webhook_secret = CASE WHEN revoked_at IS NULL AND previous_webhook_secret_expires_at > $1 THEN previous_webhook_secret END,
                webhook_secret = CASE WHEN revoked_at IS NULL THEN webhook_secret ELSE '' END
          WHERE (previous_webhook_secret IS NOT NULL AND (previous_webhook_secret_expires_at <= $1 OR revoked_at IS NOT NULL))
             OR (revoked_at IS NOT NULL AND webhook_secret <> '')
          RETURNING id`,
        [now],
      ),
    };
    const files = [...abandoned, ...opened, ...handedOver, ...apiJourneys].filter((row) => row.kind === 'file').map((row) => row.value);
    report.files = await removeFiles(files);
    report.orphanFiles = await sweepOrphans(now);
    report.incomingFiles = await sweepIncoming(now);
    if (Object.values(report).some((n) => n > 0)) logger.info('retention purge', { ...report });
    return report;
  };
}
