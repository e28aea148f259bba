import type { ConnectionOptions } from 'node:tls';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { redactText } from '../../log/redact';
import type { EmailProvider } from './messageProviders';
import { MessageDeliveryError } from './messageProviders';

/** How the connection to the mail server is protected. */
export type SmtpSecurity = 'tls' | 'starttls' | 'starttls-when-offered';

export interface SmtpEmailProviderOptions {
  /**
   * SMTP_URL: `smtps://user:password@host:465` (TLS from the first byte) or `smtp://user:password@host:587`
   * (STARTTLS). User and password percent-encoded; no options after `?`.
   */
  url: string;
  /** SMTP_FROM: the sender, e.g. `"Dom Maklerski" <no-reply@broker.example>`. */
  from: string;
  /**
   * For `smtp://`: refuse to send unless the server upgrades the connection with STARTTLS. False sends in clear text
   * to a server that offers no STARTTLS (ALLOW_INSECURE_SMTP=1: a relay on the same host, a local test server).
   * @default true
   */
  requireTls?: boolean;
  /** More TLS options, e.g. `{ ca }` for a mail server with a private certificate authority. */
  tls?: ConnectionOptions;
  /** How long to wait for the connection, the greeting and each answer; a code request waits for the send. @default 10_000 */
  timeoutMs?: number;
}

/** SMTP_URL cannot be used as it is; the message says what to change and never repeats the password. */
export class SmtpConfigError extends Error {
  override readonly name = 'SmtpConfigError';
}

const DEFAULT_PORTS = { 'smtp:': 587, 'smtps:': 465 } as const;

/** The URL without its user and password, for messages. */
function describeUrl(url: URL): string {
  return `${url.protocol}//${url.host}`;
}

/** SMTP_URL turned into nodemailer's transport options, or an {@link SmtpConfigError} saying what is wrong. */
export function smtpTransportOptions(options: SmtpEmailProviderOptions): { transport: SMTPTransport.Options; security: SmtpSecurity } {
  let url: URL;
  try {
    url = new URL(options.url);
  } catch {
    throw new SmtpConfigError('SMTP_URL is not a URL: use smtps://user:password@host:465 (TLS) or smtp://user:password@host:587 (STARTTLS).');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new SmtpConfigError(`SMTP_URL must start with smtps:// (TLS) or smtp:// (STARTTLS), got ${url.protocol}//.`);
  }
  if (!url.hostname) throw new SmtpConfigError('SMTP_URL has no host: use smtps://user:password@host:465 or smtp://user:password@host:587.');
  if (url.search || url.hash) {
    throw new SmtpConfigError(`SMTP_URL takes no options after "?" or "#" (${describeUrl(url)}): TLS is set by the scheme, see README "E-mail".`);
  }
  const secure = url.protocol === 'smtps:';
  const requireTls = options.requireTls ?? true;
  let auth: { user: string; pass: string } | undefined;
  if (url.username) {
    try {
      auth = { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) };
    } catch {
      throw new SmtpConfigError(`SMTP_URL's user or password is not valid percent-encoding (${describeUrl(url)}): encode "@", ":", "/" and "%" as %40, %3A, %2F and %25.`);
    }
  }
  const timeoutMs = options.timeoutMs ?? 10_000;
  const transport: SMTPTransport.Options = {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : DEFAULT_PORTS[url.protocol],
    secure,
    // STARTTLS is always used when offered; with requireTls a server that offers none gets nothing.
    requireTLS: !secure && requireTls,
    ...(auth ? { auth } : {}),
    tls: { minVersion: 'TLSv1.2', ...options.tls },
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: 2 * timeoutMs,
  };
  return { transport, security: secure ? 'tls' : requireTls ? 'starttls' : 'starttls-when-offered' };
}

interface NodemailerError {
  code?: unknown;
  command?: unknown;
  responseCode?: unknown;
  response?: unknown;
  message?: unknown;
}

/**
 * What went wrong, for the operator: nodemailer's error code, the SMTP command and reply code, the enhanced status
 * code — never the server's reply text at the envelope or message stage, which often repeats the recipient's address.
 */
export function describeSmtpFailure(error: unknown): { description: string; permanent: boolean } {
  const failure = (typeof error === 'object' && error !== null ? error : {}) as NodemailerError;
  const code = typeof failure.code === 'string' ? failure.code : 'unknown';
  const command = typeof failure.command === 'string' ? failure.command.replace(/[^A-Z ]/gi, '').slice(0, 20) : undefined;
  const replyCode = typeof failure.responseCode === 'number' ? failure.responseCode : undefined;
  const enhanced = typeof failure.response === 'string' ? failure.response.match(/\b[245]\.\d{1,3}\.\d{1,3}\b/)?.[0] : undefined;
  const parts = [`code ${code}`];
  if (command) parts.push(`command ${command}`);
  if (replyCode !== undefined) parts.push(`reply ${replyCode}${enhanced ? ` ${enhanced}` : ''}`);
  // Connection, TLS and login failures name the server, not the applicant: their text helps and is still redacted.
  if (!['EENVELOPE', 'EMESSAGE', 'unknown'].includes(code) && typeof failure.message === 'string') {
    parts.push(`"${redactText(failure.message).slice(0, 200)}"`);
  }
  return { description: parts.join(', '), permanent: replyCode !== undefined && replyCode >= 500 };
}

/**
 * E-mail through an SMTP server (docs/architecture.md#providers "e-mail also by SMTP"), with nodemailer: plain text plus HTML when the
 * message has it. A message the server does not accept rejects with a {@link MessageDeliveryError} whose text names
 * the failure but not the recipient.
 */
export function smtpEmailProvider(options: SmtpEmailProviderOptions): EmailProvider & { readonly security: SmtpSecurity } {
  const { transport, security } = smtpTransportOptions(options);
  const transporter = nodemailer.createTransport(transport);
  return {
    security,
    async send(message) {
      let info: SMTPTransport.SentMessageInfo;
      try {
        info = await transporter.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html !== undefined ? { html: message.html } : {}),
        });
      } catch (error) {
        const { description, permanent } = describeSmtpFailure(error);
        throw new MessageDeliveryError(
          `The SMTP server did not accept the ${message.kind} e-mail (${description}); ${permanent ? 'it refused it for good' : 'it may accept it later'}.`,
        );
      }
      return { messageId: String(info.messageId) };
    },
  };
}
