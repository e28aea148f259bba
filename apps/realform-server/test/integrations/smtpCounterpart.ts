import type { AddressInfo } from 'node:net';
import type { ParsedMail } from 'mailparser';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { TestCertificate } from './testCertificate';

export type { TestCertificate } from './testCertificate';
export { makeTestCertificate } from './testCertificate';

/** A message the test server took: the SMTP envelope, who logged in, whether the session was encrypted, the parsed mail. */
export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  user: string | undefined;
  secure: boolean;
  mail: ParsedMail;
}

export interface SmtpCounterpartOptions {
  certificate: TestCertificate;
  /** TLS from the first byte (smtps://) instead of STARTTLS on a clear connection. @default false */
  implicitTls?: boolean;
  /** Offers no STARTTLS, and lets a client log in on the clear connection (a server that cannot protect the session). */
  noStartTls?: boolean;
  /** The only login accepted. */
  user: string;
  pass: string;
}

/**
 * A real SMTP server (nodemailer's smtp-server) on 127.0.0.1 for the tests: login required, STARTTLS (or TLS) with
 * a certificate made for the run, every accepted message parsed with mailparser. `refuseRecipient` makes it answer
 * RCPT TO for an address with a 550, as a mail server does for a mailbox it does not know.
 */
export async function startSmtpCounterpart(options: SmtpCounterpartOptions) {
  const received: ReceivedMail[] = [];
  const refused = new Set<string>();
  let logins = 0;
  let failedLogins = 0;

  const server = new SMTPServer({
    key: options.certificate.key,
    cert: options.certificate.cert,
    secure: options.implicitTls ?? false,
    ...(options.noStartTls ? { disabledCommands: ['STARTTLS'], allowInsecureAuth: true } : {}),
    authOptional: false,
    authMethods: ['PLAIN', 'LOGIN'],
    disableReverseLookup: true,
    size: 1024 * 1024,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === options.user && auth.password === options.pass) {
        logins += 1;
        callback(null, { user: auth.username });
      } else {
        failedLogins += 1;
        callback(new Error('Invalid username or password'));
      }
    },
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address.toLowerCase())) {
        const error = new Error(`5.1.1 <${address.address}>: Recipient address rejected: User unknown`) as Error & { responseCode: number };
        error.responseCode = 550;
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            envelope: {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            },
            user: typeof session.user === 'string' ? session.user : undefined,
            secure: session.secure,
            mail,
          });
          // Recorded before the 250 reply: once the client's send resolves, the message is here.
          callback(null, 'Message queued');
        })
        .catch((error: unknown) => callback(error as Error));
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  const scheme = options.implicitTls ? 'smtps' : 'smtp';

  return {
    port,
    received,
    /** The SMTP_URL of this server with the given login (percent-encoded as the README says). */
    url: (user = options.user, pass = options.pass) => `${scheme}://${encodeURIComponent(user)}:${encodeURIComponent(pass)}@127.0.0.1:${port}`,
    refuseRecipient: (address: string) => refused.add(address.toLowerCase()),
    acceptRecipient: (address: string) => refused.delete(address.toLowerCase()),
    logins: () => logins,
    failedLogins: () => failedLogins,
    /** The messages taken for an address, oldest first. */
    to: (address: string) => received.filter((message) => message.envelope.to.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpCounterpart = Awaited<ReturnType<typeof startSmtpCounterpart>>;
