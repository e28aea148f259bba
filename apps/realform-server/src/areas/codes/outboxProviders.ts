import type { Database } from '../../db/Database';
import type { SafeLogger } from '../../log/safeLogger';
import { markLocalStandIn } from '../../security/productionConfig';
import type { EmailProvider, SmsProvider } from './messageProviders';

type Channel = 'sms' | 'email';

/** What the outbox stores instead of a message's text in production: codes and hand-off links are never kept. */
export const WITHHELD_TEXT = '[not kept in production]';

export interface OutboxOptions {
  /**
   * Keep the text and the code (development tools read them). False in production: the row then says only that a
   * message of its kind went to its recipient. @default true
   */
  keepContent?: boolean;
}

async function writeToOutbox(
  db: Database,
  logger: SafeLogger,
  channel: Channel,
  message: { to: string; subject?: string; text: string; kind: string; code?: string | undefined },
  now: () => Date,
  { keepContent = true }: OutboxOptions,
): Promise<{ messageId: string }> {
  const { rows } = await db.query<{ id: string | number }>(
    'INSERT INTO outbox (channel, recipient, kind, subject, body, code, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id',
    [channel, message.to, message.kind, message.subject ?? null, keepContent ? message.text : WITHHELD_TEXT, keepContent ? (message.code ?? null) : null, now()],
  );
  const messageId = String(rows[0]?.id);
  // Never the recipient, the text or the code: only what and which (docs/security.md#logs: no personal data in logs).
  logger.info(`${channel} message written to the outbox`, { messageId, kind: message.kind });
  return { messageId };
}

/**
 * The local SMS provider (docs/architecture.md#providers): the message goes to the `outbox` table, where the development endpoint
 * `GET /realform/dev/outbox` finds it, and the log notes its id and kind.
 */
export function outboxSmsProvider(db: Database, logger: SafeLogger, now: () => Date = () => new Date(), options: OutboxOptions = {}): SmsProvider {
  return markLocalStandIn<SmsProvider>({ send: (message) => writeToOutbox(db, logger, 'sms', message, now, options) });
}

/** The local e-mail provider: like {@link outboxSmsProvider}, for e-mail. */
export function outboxEmailProvider(db: Database, logger: SafeLogger, now: () => Date = () => new Date(), options: OutboxOptions = {}): EmailProvider {
  return markLocalStandIn<EmailProvider>({ send: (message) => writeToOutbox(db, logger, 'email', message, now, options) });
}

export interface OutboxMessage {
  id: string;
  kind: Channel;
  purpose: string;
  to: string;
  subject: string | null;
  text: string;
  code: string | null;
  createdAt: string;
}

/** The latest outbox message to a recipient on a channel, or null. */
export async function latestOutboxMessage(db: Database, channel: Channel, to: string): Promise<OutboxMessage | null> {
  const { rows } = await db.query<{
    id: string | number;
    recipient: string;
    kind: string;
    subject: string | null;
    body: string;
    code: string | null;
    created_at: Date;
  }>('SELECT id, recipient, kind, subject, body, code, created_at FROM outbox WHERE channel = $1 AND recipient = $2 ORDER BY id DESC LIMIT 1', [
    channel,
    to,
  ]);
  const row = rows[0];
  if (!row) return null;
  return {
    id: String(row.id),
    kind: channel,
    purpose: row.kind,
    to: row.recipient,
    subject: row.subject,
    text: row.body,
    code: row.code,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
