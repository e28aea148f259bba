import type { Locale } from '@onboarding/dictionaries';
import type { Brand } from '@onboarding/realform-api';
import { RealformResponseError } from '@onboarding/realform-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpEmailProvider } from '../../src/index';
import { sendDesktopSms, signedUpClient, uniqueEmail, uniquePhone } from '../codesHelpers';
import { BOT_CHECK, PASSWORD, startTestServer } from '../harness';
import type { SmtpCounterpart, TestCertificate } from './smtpCounterpart';
import { makeTestCertificate, startSmtpCounterpart } from './smtpCounterpart';

/**
 * Issue 16 "E-mail delivery": the server sends the e-mail code through a real SMTP server started here (smtp-server
 * on 127.0.0.1, login required, STARTTLS with a certificate made in memory for the run), driven through the HTTP API as a
 * page does; every message is parsed with mailparser and checked as the applicant would read it.
 */

let clock = new Date('2030-05-04T09:00:00Z');
const advanceSeconds = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

let certificate: TestCertificate;
let smtp: SmtpCounterpart;
let t: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  certificate = makeTestCertificate();
  smtp = await startSmtpCounterpart({ certificate, user: 'onboarding-mailer', pass: 'mail-Pa55' });
  t = await startTestServer({
    now: () => clock,
    // What main.ts builds from SMTP_URL and SMTP_FROM; `tls.ca` stands for NODE_EXTRA_CA_CERTS with a private CA.
    emailProvider: smtpEmailProvider({ url: smtp.url(), from: '"Onboarding" <no-reply@broker.example>', tls: { ca: certificate.cert } }),
  });
});

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** A new applicant who had two text messages sent, so the e-mail code is offered (docs/spec/flow/constants.md). */
async function applicantAtPhoneStep(locale: Locale, brand: Brand) {
  const client = await signedUpClient(t, { locale, brand }, uniqueEmail(`smtp-${locale}`));
  const phone = uniquePhone();
  expect(await sendDesktopSms(client, phone)).toMatchObject({ status: 'success' });
  advanceSeconds(31);
  expect(await sendDesktopSms(client, phone)).toMatchObject({ status: 'success', dataContent: { emailVerificationAvailable: true } });
  return Object.assign(client, { phone });
}

/** What the applicant must read, per language: the words are the catalogs' real translations. */
const EXPECTED = [
  {
    locale: 'pl',
    brand: 'pl',
    lang: 'pl',
    subject: 'Twój kod weryfikacyjny',
    greeting: 'Dzień dobry,',
    validity: 'Kod jest ważny przez 10 minut. Wpisz go na stronie wniosku.',
    brandName: 'Dom Maklerski',
    neverShare: 'Dom Maklerski nigdy nie poprosi Cię o niego telefonicznie ani w wiadomości.',
  },
  {
    locale: 'de',
    brand: 'eu',
    lang: 'de',
    subject: 'Ihr Bestätigungscode',
    greeting: 'Guten Tag,',
    validity: 'Der Code ist 10 Minuten gültig. Geben Sie ihn auf der Antragsseite ein.',
    brandName: 'Broker International',
    neverShare: 'Broker International wird Sie niemals telefonisch oder in einer Nachricht danach fragen.',
  },
  {
    locale: 'en',
    brand: 'eu',
    lang: 'en',
    subject: 'Your verification code',
    greeting: 'Hello,',
    validity: 'The code is valid for 10 minutes. Type it on the application page.',
    brandName: 'Broker International',
    neverShare: 'Broker International will never ask you for it by phone or in a message.',
  },
  {
    locale: 'ua',
    brand: 'pl',
    lang: 'uk',
    subject: 'Ваш код підтвердження',
    greeting: 'Вітаємо,',
    validity: 'Код діє 10 хвилин. Введіть його на сторінці заявки.',
    brandName: 'Dom Maklerski',
    neverShare: 'Dom Maklerski ніколи не попросить його телефоном або в повідомленні.',
  },
] as const;

describe('the e-mail code through a real SMTP server', () => {
  for (const expected of EXPECTED) {
    it(`arrives in ${expected.locale}: From, subject and body translated, text and HTML, the code in the body only`, async () => {
      const client = await applicantAtPhoneStep(expected.locale, expected.brand);

      expect(await client.call('verifyEmail', {})).toMatchObject({ status: 'success', next: 'confirmEmail', email: client.email });

      const mails = smtp.to(client.email);
      expect(mails).toHaveLength(1);
      const { envelope, mail, user, secure } = mails[0]!;
      // Delivered after the login, over the upgraded connection, to the application's address only.
      expect(user).toBe('onboarding-mailer');
      expect(secure).toBe(true);
      expect(envelope).toEqual({ from: 'no-reply@broker.example', to: [client.email] });
      expect(mail.to && !Array.isArray(mail.to) ? mail.to.value : undefined).toEqual([{ name: '', address: client.email }]);
      expect(mail.from?.value).toEqual([{ name: 'Onboarding', address: 'no-reply@broker.example' }]);

      // The subject in the applicant's language, and no digits of any code in it.
      expect(mail.subject).toBe(expected.subject);
      expect(mail.subject).not.toMatch(/\d/);

      // Both parts, each in the applicant's language, each with the same 6-digit code.
      expect(mail.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' });
      expect(typeof mail.text).toBe('string');
      expect(typeof mail.html).toBe('string');
      const text = mail.text!;
      const html = mail.html as string;
      const code = text.match(/^ {4}(\d{6})$/m)?.[1];
      expect(code, 'the code on a line of its own in the text part').toBeDefined();
      expect(text.startsWith(`${expected.greeting}\n`)).toBe(true);
      expect(text).toContain(expected.validity);
      expect(text).toContain(expected.neverShare);
      expect(text).toContain(`-- \n${expected.brandName}`);
      expect(html).toMatch(new RegExp(`^<!DOCTYPE html>\\n<html lang="${expected.lang}" dir="ltr">`));
      expect(html).toContain(`<title>${expected.subject}</title>`);
      expect(html).toContain(`>${expected.brandName}</h1>`);
      expect(html).toContain(`>${code}</p>`);
      expect(html).toContain(expected.validity);
      expect(html).not.toMatch(/<script|<style|<link/i);

      // The code in the e-mail is the one the server checks: it confirms the address.
      expect(
        await client.call('confirmEmail', { confirmEmailCode2: code!, phoneNumber: client.phone, phoneNumberPrefix: '+48', recaptchaToken: BOT_CHECK }),
      ).toMatchObject({ status: 'success', next: 'dataUploadChoice' });
    });
  }

  it('tells the applicant in their language when the mail server refuses the address, and keeps the step and the phone', async () => {
    const client = await applicantAtPhoneStep('pl', 'pl');
    smtp.refuseRecipient(client.email);
    const polish = 'Nie udało się wysłać wiadomości e-mail z kodem. Spróbuj ponownie za kilka minut albo potwierdź numer telefonu kodem z SMS-a.';

    // What the page's client gets: the server's translated words, to show in its banner (the page keeps its fields).
    const refused = await client.call('verifyEmail', {}).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RealformResponseError);
    expect(refused).toMatchObject({ status: 503, globalError: polish });
    expect(smtp.to(client.email)).toEqual([]);

    // On the wire: 503 with Retry-After, a standard answer; the address is in no log line.
    advanceSeconds(31);
    const raw = await t.post(
      '/realform/form-pl/verify-email',
      JSON.stringify({ token: client.tokenStore.get(), languageCode: 'pl', branchCode: 'PL', brand: 'pl' }),
    );
    expect(raw.status).toBe(503);
    expect(raw.headers.get('retry-after')).toBe('60');
    expect(await raw.json()).toEqual({ status: 'error', globalError: polish });
    expect(t.logs.some((line) => line.includes('e-mail not delivered') && line.includes('EENVELOPE') && line.includes('550'))).toBe(true);
    expect(t.logs.join('\n')).not.toContain(client.email);

    // Nothing moved: the applicant is still at the phone step, with the number typed there.
    expect(await t.client().newLogin({ loginEmail: client.email, loginPassword: PASSWORD })).toMatchObject({ next: 'desktopSms' });

    // Once the server takes the address again, the e-mail arrives; the refused codes were never valid.
    smtp.acceptRecipient(client.email);
    advanceSeconds(61);
    expect(await client.call('verifyEmail', {})).toMatchObject({
      status: 'success',
      next: 'confirmEmail',
      dataContent: { phoneNumber: client.phone, phoneNumberPrefix: '+48' },
    });
    expect(smtp.to(client.email)).toHaveLength(1);
  });

  it('answers a German applicant in German when the mail server cannot be used', async () => {
    const client = await applicantAtPhoneStep('de', 'eu');
    smtp.refuseRecipient(client.email);
    const refused = await client.call('verifyEmail', {}).catch((error: unknown) => error);
    expect(refused).toMatchObject({
      status: 503,
      globalError:
        'Wir konnten die E-Mail mit Ihrem Code nicht senden. Versuchen Sie es in einigen Minuten erneut, oder bestätigen Sie stattdessen Ihre Telefonnummer per SMS.',
    });
  });
});
