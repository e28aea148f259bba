import { createHmac, randomBytes } from 'node:crypto';
import type { Database } from '../db/Database';
import type { SafeLogger } from '../log/safeLogger';

/**
 * The security events of issue 14 finding 13 (ASVS 5.0 V16.3): sign-ins, lockouts, code lockouts, hand-off claims,
 * client-zone hand-overs and refusals, refused auto-login posts, production-config refusals.
 */
export type AuditEventName =
  | 'signIn.success'
  | 'signIn.failure'
  | 'signIn.locked'
  | 'code.locked'
  | 'handoff.claimed'
  | 'handoff.refused'
  | 'clientZone.issued'
  | 'clientZone.refused'
  | 'clientZone.login'
  | 'autoLogin.refused'
  | 'payment.completed'
  | 'payment.refused'
  | 'config.refused';

export type AuditOutcome = 'success' | 'failure' | 'refused';

/** Details are a fixed vocabulary: short strings, numbers and flags — never personal data. */
export type AuditDetail = Record<string, string | number | boolean>;

export interface AuditInput {
  event: AuditEventName;
  outcome: AuditOutcome;
  /** Pseudonymised before it is stored or logged. */
  applicationId?: string | null;
  /** The normalised e-mail address of a sign-in: pseudonymised, never kept. */
  email?: string;
  /** The client IP: pseudonymised, never kept. */
  ip?: string;
  detail?: AuditDetail;
}

/** What an audit record looks like once pseudonymised (the table's row, the log line's fields). */
export interface AuditRecord {
  at: string;
  event: AuditEventName;
  outcome: AuditOutcome;
  subject: string | null;
  loginRef: string | null;
  sourceRef: string | null;
  detail: AuditDetail;
}

// 96 bits of HMAC-SHA-256: enough to tell subjects apart, short enough not to look like a token to the log redaction.
const PSEUDONYM_HEX = 24;
const DETAIL_VALUE_MAX = 64;

/** HMAC-SHA-256 of a value under the audit key, as a short hex pseudonym (one per kind of value). */
export function pseudonym(key: Buffer, kind: 'application' | 'email' | 'ip', value: string): string {
  return createHmac('sha256', key).update(`${kind}\u0000${value}`, 'utf8').digest('hex').slice(0, PSEUDONYM_HEX);
}

function boundedDetail(detail: AuditDetail | undefined): AuditDetail {
  const out: AuditDetail = {};
  for (const [name, value] of Object.entries(detail ?? {})) {
    out[name.slice(0, 32)] = typeof value === 'string' ? value.slice(0, DETAIL_VALUE_MAX) : value;
  }
  return out;
}

/** The log channel of the audit: one structured line per event, message `audit`. */
function logRecord(logger: Pick<SafeLogger, 'info' | 'warn'>, record: AuditRecord): void {
  const line = { audit: true, ...record };
  if (record.outcome === 'success') logger.info('audit', line);
  else logger.warn('audit', line);
}

/**
 * A production-config refusal, for the start-up checks (they run before there is a database): the audit's log
 * channel only. `variable` names the setting (e.g. `PUBLIC_ORIGIN`), `problem` a short fixed reason.
 */
export function auditConfigRefusal(logger: Pick<SafeLogger, 'info' | 'warn'>, refusal: { variable: string; problem: string }, now: Date = new Date()): void {
  logRecord(logger, {
    at: now.toISOString(),
    event: 'config.refused',
    outcome: 'refused',
    subject: null,
    loginRef: null,
    sourceRef: null,
    detail: boundedDetail({ variable: refusal.variable, problem: refusal.problem }),
  });
}

/**
 * The key pseudonyms are made with: `configured` (AUDIT_KEY, at least 32 characters) or a random key created once and
 * kept in `server_secrets`, shared by every instance on the database.
 */
export async function auditKey(db: Database, configured: string | undefined): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'utf8');
  await db.query("INSERT INTO server_secrets (name, value) VALUES ('audit_key', $1) ON CONFLICT (name) DO NOTHING", [randomBytes(32).toString('base64url')]);
  const { rows } = await db.query<{ value: string }>("SELECT value FROM server_secrets WHERE name = 'audit_key'");
  const value = rows[0]?.value;
  if (!value) throw new Error('Expected the audit key in server_secrets after creating it; the database returned none.');
  return Buffer.from(value, 'base64url');
}

/**
 * The audit log: each event goes to the `audit_events` table and to the log (message `audit`), with pseudonyms
 * instead of application ids, e-mail addresses and IPs. Writing never fails the request: a failed insert is logged.
 */
export function auditLog(db: Database, logger: SafeLogger, key: Buffer, now: () => Date) {
  return {
    pseudonym: (kind: 'application' | 'email' | 'ip', value: string) => pseudonym(key, kind, value),

    async record(input: AuditInput): Promise<void> {
      const record: AuditRecord = {
        at: now().toISOString(),
        event: input.event,
        outcome: input.outcome,
        subject: input.applicationId ? pseudonym(key, 'application', input.applicationId) : null,
        loginRef: input.email ? pseudonym(key, 'email', input.email) : null,
        sourceRef: input.ip ? pseudonym(key, 'ip', input.ip) : null,
        detail: boundedDetail(input.detail),
      };
      logRecord(logger, record);
      try {
        await db.query(
          'INSERT INTO audit_events (created_at, event, outcome, subject, email_subject, ip_subject, detail) VALUES ($1, $2, $3, $4, $5, $6, $7)',
          [record.at, record.event, record.outcome, record.subject, record.loginRef, record.sourceRef, JSON.stringify(record.detail)],
        );
      } catch (error) {
        logger.warn('audit event not stored', { event: record.event, error });
      }
    },

    /** The latest events, newest first (tests, an operator's look). */
    async latest(limit = 100): Promise<AuditRecord[]> {
      const { rows } = await db.query<{
        created_at: Date;
        event: AuditEventName;
        outcome: AuditOutcome;
        subject: string | null;
        email_subject: string | null;
        ip_subject: string | null;
        detail: AuditDetail | string;
      }>('SELECT created_at, event, outcome, subject, email_subject, ip_subject, detail FROM audit_events ORDER BY id DESC LIMIT $1', [limit]);
      return rows.map((row) => ({
        at: new Date(row.created_at).toISOString(),
        event: row.event,
        outcome: row.outcome,
        subject: row.subject,
        loginRef: row.email_subject,
        sourceRef: row.ip_subject,
        detail: typeof row.detail === 'string' ? (JSON.parse(row.detail) as AuditDetail) : row.detail,
      }));
    },
  };
}

export type AuditLog = ReturnType<typeof auditLog>;
