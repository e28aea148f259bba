/** A text message to send (docs/architecture.md#providers "SMS and e-mail delivery … behind interfaces"). */
export interface SmsMessage {
  /** E.164, e.g. `+48600123456`. */
  to: string;
  text: string;
  /** What the message is for (`code`, `handOffLink`…): the only thing besides the id that is logged. */
  kind: string;
  /** The one-time code the text carries, for the local outbox's development tools; gateways ignore it. */
  code?: string;
}

/** An e-mail to send. */
export interface EmailMessage {
  /** A normalised address. */
  to: string;
  /** Never carries a one-time code: subjects show on lock screens and in notification previews. */
  subject: string;
  /** The plain-text part. */
  text: string;
  /** The HTML part (escaped, inline styles only), sent beside `text` where the provider can; the outbox keeps `text`. */
  html?: string;
  kind: string;
  /** See {@link SmsMessage.code}. */
  code?: string;
}

/** What a provider says of a message it accepted: an id to find it again in its own logs. */
export interface DeliveryReceipt {
  messageId: string;
}

/**
 * Sends text messages. Local: `outboxSmsProvider` (the outbox table). Production slot: an SMS gateway's HTTP
 * API behind this interface. `send` rejects when the message was not accepted.
 */
export interface SmsProvider {
  send(message: SmsMessage): Promise<DeliveryReceipt>;
}

/** Sends e-mails. Local: `outboxEmailProvider`; SMTP: `smtpEmailProvider`. `send` rejects when not accepted. */
export interface EmailProvider {
  send(message: EmailMessage): Promise<DeliveryReceipt>;
}

/**
 * A provider did not accept a message. Thrown by the code service so the route answers a translated 500
 * instead of pretending the code went out.
 */
export class MessageDeliveryError extends Error {
  override readonly name = 'MessageDeliveryError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}
