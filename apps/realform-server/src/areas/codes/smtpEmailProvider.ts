import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { EmailProvider } from './messageProviders';

export interface SmtpEmailProviderOptions {
  /** `smtp://user:pass@host:587` or `smtps://…:465`; or pass `transport` instead. */
  url?: string;
  /** nodemailer transport options (tests pass `{ jsonTransport: true }`-like stand-ins through `transport`). */
  transport?: SMTPTransport.Options | Parameters<typeof nodemailer.createTransport>[0];
  /** The sender, e.g. `"Onboarding" <no-reply@example.com>`. */
  from: string;
}

/** E-mail through an SMTP server (DESIGN §4 "e-mail also by SMTP"), with nodemailer. */
export function smtpEmailProvider(options: SmtpEmailProviderOptions): EmailProvider {
  const transportOptions = options.transport ?? options.url;
  if (!transportOptions) {
    throw new TypeError('smtpEmailProvider needs `url` (smtp://user:pass@host:587) or `transport`; got neither. Set SMTP_URL or pass one.');
  }
  const transporter = nodemailer.createTransport(transportOptions as SMTPTransport.Options);
  return {
    async send(message) {
      const info = await transporter.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text });
      return { messageId: String(info.messageId) };
    },
  };
}
