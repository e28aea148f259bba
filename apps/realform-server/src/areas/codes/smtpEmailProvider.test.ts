import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionConfigProblems } from '../../security/productionConfig';
import type { SmtpCounterpart, TestCertificate } from '../../../test/integrations/smtpCounterpart';
import { makeTestCertificate, startSmtpCounterpart } from '../../../test/integrations/smtpCounterpart';
import { MessageDeliveryError } from './messageProviders';
import { describeSmtpFailure, SmtpConfigError, smtpEmailProvider, smtpTransportOptions } from './smtpEmailProvider';

// Real SMTP servers on 127.0.0.1 (smtp-server), each requiring a login; the provider speaks to them over real sockets.
let certificate: TestCertificate;
let starttls: SmtpCounterpart;
let implicitTls: SmtpCounterpart;
let clearText: SmtpCounterpart;
const login = { user: 'realform', pass: 'p@ss:w/rd%1' };

beforeAll(async () => {
  certificate = makeTestCertificate();
  [starttls, implicitTls, clearText] = await Promise.all([
    startSmtpCounterpart({ certificate, ...login }),
    startSmtpCounterpart({ certificate, implicitTls: true, ...login }),
    startSmtpCounterpart({ certificate, noStartTls: true, ...login }),
  ]);
});

afterAll(async () => {
  await Promise.all([starttls?.close(), implicitTls?.close(), clearText?.close()]);
});

const message = {
  to: 'jan@example.com',
  subject: 'Twój kod weryfikacyjny',
  text: 'Kod: 123456',
  html: '<p lang="pl">Kod: <b>123456</b></p>',
  kind: 'code',
  code: '123456',
};

describe('SMTP e-mail provider', () => {
  it('sends text and HTML over STARTTLS after logging in (smtp://, STARTTLS required)', async () => {
    const provider = smtpEmailProvider({ url: starttls.url(), from: '"Dom Maklerski" <no-reply@dm.example>', tls: { ca: certificate.cert } });
    expect(provider.security).toBe('starttls');
    const receipt = await provider.send(message);

    const [got] = starttls.to('jan@example.com');
    expect(got).toBeDefined();
    expect(receipt.messageId).toBe(got!.mail.messageId);
    expect(got!.secure).toBe(true);
    expect(got!.user).toBe('realform');
    expect(got!.envelope.from).toBe('no-reply@dm.example');
    expect(got!.mail.from?.value).toEqual([{ name: 'Dom Maklerski', address: 'no-reply@dm.example' }]);
    expect(got!.mail.subject).toBe('Twój kod weryfikacyjny');
    expect(got!.mail.text?.trim()).toBe('Kod: 123456');
    expect(got!.mail.html).toBe('<p lang="pl">Kod: <b>123456</b></p>');
  });

  it('sends over TLS from the first byte (smtps://)', async () => {
    const provider = smtpEmailProvider({ url: implicitTls.url(), from: 'no-reply@dm.example', tls: { ca: certificate.cert } });
    expect(provider.security).toBe('tls');
    await provider.send({ ...message, to: 'ewa@example.com', html: undefined });
    const [got] = implicitTls.to('ewa@example.com');
    expect(got?.secure).toBe(true);
    expect(got?.mail.text?.trim()).toBe('Kod: 123456');
    expect(got?.mail.html).toBe(false);
  });

  it('refuses to send in clear text to a server that offers no STARTTLS, unless that is allowed', async () => {
    const strict = smtpEmailProvider({ url: clearText.url(), from: 'no-reply@dm.example' });
    const refused = await strict.send({ ...message, to: 'clear@example.com' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(MessageDeliveryError);
    expect(clearText.logins()).toBe(0);
    expect(clearText.to('clear@example.com')).toEqual([]);

    // ALLOW_INSECURE_SMTP=1: a relay on the same host that cannot protect the session.
    const allowed = smtpEmailProvider({ url: clearText.url(), from: 'no-reply@dm.example', requireTls: false });
    expect(allowed.security).toBe('starttls-when-offered');
    await allowed.send({ ...message, to: 'clear@example.com' });
    expect(clearText.to('clear@example.com')).toHaveLength(1);
    expect(clearText.to('clear@example.com')[0]?.secure).toBe(false);
  });

  it('does not trust a certificate it cannot verify', async () => {
    const provider = smtpEmailProvider({ url: starttls.url(), from: 'no-reply@dm.example' });
    const refused = await provider.send({ ...message, to: 'untrusted@example.com' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(MessageDeliveryError);
    expect(starttls.to('untrusted@example.com')).toEqual([]);
  });

  it('says which step failed, and never the recipient, when the server refuses a recipient or the login', async () => {
    starttls.refuseRecipient('nobody@example.com');
    const provider = smtpEmailProvider({ url: starttls.url(), from: 'no-reply@dm.example', tls: { ca: certificate.cert } });
    const refused = (await provider.send({ ...message, to: 'nobody@example.com' }).catch((error: unknown) => error)) as Error;
    expect(refused).toBeInstanceOf(MessageDeliveryError);
    expect(refused.message).toMatch(/EENVELOPE/);
    expect(refused.message).toMatch(/reply 550 5\.1\.1/);
    expect(refused.message).toMatch(/refused it for good/);
    expect(refused.message).not.toContain('nobody');
    expect(refused.cause).toBeUndefined();

    const wrongLogin = smtpEmailProvider({ url: starttls.url('realform', 'wrong'), from: 'no-reply@dm.example', tls: { ca: certificate.cert } });
    const failedBefore = starttls.failedLogins();
    const unauthorised = (await wrongLogin.send({ ...message, to: 'jan@example.com' }).catch((error: unknown) => error)) as Error;
    expect(unauthorised).toBeInstanceOf(MessageDeliveryError);
    expect(unauthorised.message).toMatch(/EAUTH/);
    expect(unauthorised.message).not.toContain('jan@');
    expect(starttls.failedLogins()).toBe(failedBefore + 1);
  });
});

describe('production mode', () => {
  const base = { production: true, databaseUrl: 'postgres://db', publicOrigin: 'https://onboarding.broker.example', allowInProduction: { localSms: true } };
  const reasons = (config: Parameters<typeof productionConfigProblems>[0]) => productionConfigProblems(config).map((problem) => problem.reason);

  it('refuses an SMTP provider that may send in clear text unless ALLOW_INSECURE_SMTP allows it', () => {
    const clear = smtpEmailProvider({ url: 'smtp://relay.internal:25', from: 'no-reply@dm.example', requireTls: false });
    expect(reasons({ ...base, emailProvider: clear })).toContain('smtp-clear-text');
    expect(productionConfigProblems({ ...base, emailProvider: clear }).find((problem) => problem.reason === 'smtp-clear-text')?.variable).toBe('ALLOW_INSECURE_SMTP');
    expect(reasons({ ...base, emailProvider: clear, allowInProduction: { ...base.allowInProduction, insecureSmtp: true } })).not.toContain('smtp-clear-text');
  });

  it('takes smtps:// and smtp:// with STARTTLS required as they are', () => {
    for (const url of ['smtps://u:p@mail.broker.example', 'smtp://u:p@mail.broker.example:587']) {
      const provider = smtpEmailProvider({ url, from: 'no-reply@dm.example' });
      expect(reasons({ ...base, emailProvider: provider }), url).not.toContain('smtp-clear-text');
      expect(reasons({ ...base, emailProvider: provider }), url).not.toContain('local-email');
    }
  });
});

describe('SMTP_URL', () => {
  it('reads host, port, login (percent-decoded) and TLS from the URL', () => {
    const { transport, security } = smtpTransportOptions({ url: 'smtp://mailer%40broker.example:p%40ss%3Aword@mail.broker.example', from: 'a@b.example' });
    expect(security).toBe('starttls');
    expect(transport).toMatchObject({ host: 'mail.broker.example', port: 587, secure: false, requireTLS: true, auth: { user: 'mailer@broker.example', pass: 'p@ss:word' } });
    expect(smtpTransportOptions({ url: 'smtps://mail.broker.example', from: 'a@b.example' }).transport).toMatchObject({ port: 465, secure: true, requireTLS: false });
    expect(smtpTransportOptions({ url: 'smtp://relay:2525', from: 'a@b.example', requireTls: false }).transport).toMatchObject({ port: 2525, requireTLS: false });
  });

  it('refuses what it cannot use, with a message that never repeats the password', () => {
    const problems = ['mail.broker.example:587', 'http://user:secret@mail.broker.example', 'smtp://user:secret@mail.broker.example?ignoreTLS=true', 'smtp://user:%E0%A4%A@host'];
    for (const url of problems) {
      const error = (() => {
        try {
          smtpTransportOptions({ url, from: 'a@b.example' });
        } catch (thrown) {
          return thrown as Error;
        }
        return undefined;
      })();
      expect(error, url).toBeInstanceOf(SmtpConfigError);
      expect(error?.message, url).toMatch(/SMTP_URL/);
      expect(error?.message, url).not.toContain('secret');
    }
  });

  it('describes a failure without the reply text of the envelope stage', () => {
    const failure = describeSmtpFailure({ code: 'EENVELOPE', command: 'RCPT TO', responseCode: 451, response: '451 4.7.1 <ola@example.com>: try later' });
    expect(failure).toEqual({ description: 'code EENVELOPE, command RCPT TO, reply 451 4.7.1', permanent: false });
    expect(describeSmtpFailure(new Error('boom'))).toEqual({ description: 'code unknown', permanent: false });
  });
});
