import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../../src/index';
import type { RecordedRequest } from '../../src/areas/codes/sms/recordingGateway';
import { startRecordingGateway } from '../../src/areas/codes/sms/recordingGateway';
import { smsProviderFromEnv } from '../../src/areas/codes/sms/smsProviderFromEnv';
import { productionConfigProblems } from '../../src/security/productionConfig';
import { runBuiltServerToExit, startBuiltServer } from '../security/builtServer';
import { startTestServer } from '../harness';
import { rawCall, sendDesktopSms, signedUpClient, uniquePhone } from '../codesHelpers';

// The whole path through the server: a phone code and the hand-off link go out through a real gateway adapter
// (SMSAPI, chosen by the environment variables) to a local counterpart; a refusal reaches the applicant as a
// translated error, not as a 500, and what they typed still works once the gateway takes messages again.

const TOKEN = 'smsapi-oauth-token-for-the-server-test';
const ACCEPTED = { status: 200, body: { count: 1, list: [{ id: '5FE1A2B3C4D5E6F7', points: 0.16, number: '48600100200', status: 'QUEUE' }] } };
const REFUSED = { status: 200, body: { error: 13, message: 'No correct phone numbers', invalid_numbers: [] } };

const FAILING = { status: 503, body: { error: 999, message: 'Internal error' } };

const POLISH_NUMBER_REFUSED = 'Nie możemy wysłać SMS-a na ten numer. Sprawdź numer i numer kierunkowy kraju albo podaj inny numer komórkowy.';
const POLISH_GATEWAY_DOWN = 'Nie udało się wysłać SMS-a. Spróbuj ponownie za chwilę.';
const ENGLISH_NUMBER_REFUSED = 'We cannot send a text message to this number. Check the number and the country code, or use another mobile number.';
const ENGLISH_LINK_FAILED = 'We could not send the text message with the link. Request a new code to try again, or scan the QR code instead.';

let gateway: Awaited<ReturnType<typeof startRecordingGateway>>;
let t: Awaited<ReturnType<typeof startTestServer>>;

/** SMSAPI's documented request: POST /sms.do, Bearer token, the form fields. */
function documented(request: RecordedRequest) {
  expect(request.method).toBe('POST');
  expect(request.path).toBe('/sms.do');
  expect(request.headers.authorization).toBe(`Bearer ${TOKEN}`);
  expect(request.form.get('format')).toBe('json');
  expect(request.form.get('encoding')).toBe('utf-8');
}

/** The messages the gateway received for a number (E.164 without the +, as SMSAPI takes it). */
const textsTo = (phone: string) => gateway.requests.filter((request) => request.form.get('to') === `48${phone}`).map((request) => request.form.get('message') ?? '');

/** The code in the last text message to a number. */
function lastCodeTo(phone: string): string {
  const code = /\b(\d{6})\b/.exec(textsTo(phone).at(-1) ?? '')?.[1];
  expect(code, `a code sent to ${phone}`).toMatch(/^\d{6}$/);
  return code!;
}

beforeAll(async () => {
  gateway = await startRecordingGateway([ACCEPTED], documented);
  // As main.ts builds it: from the environment variables, with no real waiting between tries.
  const { provider } = smsProviderFromEnv({ SMS_PROVIDER: 'smsapi', SMSAPI_TOKEN: TOKEN, SMSAPI_URL: gateway.url }, { sleep: async () => undefined });
  // The bot check is not what this suite tests: every token passes.
  const config: ServerConfig = { smsProvider: provider!, rateLimits: { codeResendCooldownSeconds: 0 }, captcha: { verify: async () => true } };
  t = await startTestServer(config);
});

afterAll(async () => {
  await t?.close();
  await gateway?.close();
});

describe('SMS through a gateway', () => {
  it('delivers the phone code to the gateway, and that code confirms the phone', async () => {
    const client = await signedUpClient(t, { locale: 'pl' });
    const phone = uniquePhone();
    gateway.answer([ACCEPTED]);
    expect(await sendDesktopSms(client, phone)).toMatchObject({ status: 'success', dataContent: { sentSmsCount: 1 } });
    const [text] = textsTo(phone);
    expect(text).toMatch(/\d{6}/);
    expect(gateway.failures).toEqual([]);
    expect(await client.call('desktopSmsCode', { phoneVerificationCode2: lastCodeTo(phone) })).toMatchObject({ status: 'success', next: 'dataUploadChoice' });
  });

  it('answers a number the gateway refuses under the phone field, in Polish; no number or code reaches the log; the corrected number works', async () => {
    const client = await signedUpClient(t, { locale: 'pl' });
    const phone = uniquePhone();
    gateway.answer([REFUSED]);
    const { status, body } = await rawCall(t, 'sms/desktop-sms', client.tokenStore.get()!, { phoneNumber: phone, phoneNumberPrefix: '+48', recaptchaToken: 'any' }, 'pl');
    expect({ status, body }).toEqual({ status: 400, body: { status: 'error', errors: { phoneNumber: [POLISH_NUMBER_REFUSED] } } });
    expect(textsTo(phone)).toHaveLength(1);

    const refusedCode = /\b(\d{6})\b/.exec(textsTo(phone)[0]!)?.[1];
    const logged = t.logs.join('\n');
    expect(logged).toMatch(/text message not delivered.*SMSAPI refused the text message: error 13/s);
    expect(logged).not.toContain(phone);
    expect(logged).not.toContain(refusedCode);

    // The code that did not go out is not valid, and does not count as a send.
    expect(await client.call('desktopSmsCode', { phoneVerificationCode2: refusedCode! })).toMatchObject({ status: 'error' });
    gateway.answer([ACCEPTED]);
    const corrected = uniquePhone();
    expect(await sendDesktopSms(client, corrected)).toMatchObject({ status: 'success', dataContent: { sentSmsCount: 1 } });
    expect(await client.call('desktopSmsCode', { phoneVerificationCode2: lastCodeTo(corrected) })).toMatchObject({ status: 'success', next: 'dataUploadChoice' });
  });

  it('answers a gateway that stays down with 503, Retry-After and the translated message the page shows; the same number works later', async () => {
    const client = await signedUpClient(t, { locale: 'pl' });
    const phone = uniquePhone();
    gateway.answer([FAILING]);
    const before = gateway.requests.length;
    const response = await t.post(
      '/realform/sms/desktop-sms',
      JSON.stringify({ token: client.tokenStore.get(), languageCode: 'pl', branchCode: 'PL', brand: 'pl', phoneNumber: phone, phoneNumberPrefix: '+48', recaptchaToken: 'any' }),
    );
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('0');
    expect(await response.json()).toEqual({ status: 'error', globalError: POLISH_GATEWAY_DOWN });
    // Three tries (the default), then the answer.
    expect(gateway.requests.length - before).toBe(3);
    expect(t.logs.join('\n')).toMatch(/SMSAPI did not take the text message after 3 tries: HTTP 503, error 999/);

    // What the flow's client hands the page: the server's own words.
    await expect(sendDesktopSms(client, phone)).rejects.toMatchObject({ name: 'RealformResponseError', status: 503, globalError: POLISH_GATEWAY_DOWN });

    gateway.answer([ACCEPTED]);
    expect(await sendDesktopSms(client, phone)).toMatchObject({ status: 'success', dataContent: { sentSmsCount: 1 } });
    expect(await client.call('desktopSmsCode', { phoneVerificationCode2: lastCodeTo(phone) })).toMatchObject({ status: 'success', next: 'dataUploadChoice' });
  });

  it('speaks the applicant’s language', async () => {
    const client = await signedUpClient(t, { locale: 'en', brand: 'eu' });
    gateway.answer([REFUSED]);
    expect(await sendDesktopSms(client, uniquePhone())).toEqual({ status: 'error', errors: { phoneNumber: [ENGLISH_NUMBER_REFUSED] } });
  });

  it('answers a hand-off link the gateway did not take with a translated 503; a new code sends the link', async () => {
    const client = await signedUpClient(t, { locale: 'en', brand: 'eu' });
    gateway.answer([ACCEPTED]);
    const desktopPhone = uniquePhone();
    await sendDesktopSms(client, desktopPhone);
    expect(await client.call('desktopSmsCode', { phoneVerificationCode2: lastCodeTo(desktopPhone) })).toMatchObject({ next: 'dataUploadChoice' });
    expect(await client.call('dataUploadChoice', { dataUploadChoice: 3 })).toMatchObject({ next: 'mobileSms' });

    const mobile = uniquePhone();
    const sendMobileCode = () => client.call('mobileSms', { phoneNumber: mobile, phoneNumberPrefix: '+48', recaptchaToken: 'any' });
    expect(await sendMobileCode()).toMatchObject({ status: 'success' });
    gateway.answer([FAILING]);
    await expect(client.call('mobileSmsCode', { phoneVerificationCode2: lastCodeTo(mobile) })).rejects.toMatchObject({ status: 503, globalError: ENGLISH_LINK_FAILED });

    gateway.answer([ACCEPTED]);
    expect(await sendMobileCode()).toMatchObject({ status: 'success' });
    expect(await client.call('mobileSmsCode', { phoneVerificationCode2: lastCodeTo(mobile) })).toMatchObject({ status: 'success', dataContent: { handoffLinkSent: true } });
    expect(textsTo(mobile).at(-1)).toMatch(/^Continue your application on this phone: http:\/\/localhost\/eu-en\/onboarding\/\?token=[\w-]{43}&mobile=true$/);
  });
});

describe('production mode with a gateway', () => {
  it('starts without ALLOW_LOCAL_SMS: a gateway is no local stand-in', () => {
    const { provider } = smsProviderFromEnv({ SMS_PROVIDER: 'smsapi', SMSAPI_TOKEN: TOKEN });
    const reasons = (config: ServerConfig) => productionConfigProblems({ production: true, ...config }).map((problem) => problem.reason);
    expect(reasons({ smsProvider: provider! })).not.toContain('local-sms');
    expect(reasons({})).toContain('local-sms');
  });
});

describe('node dist/main.js with SMS variables', () => {
  it('refuses to start on a gateway with missing or malformed variables, naming each', async () => {
    const { code, output } = await runBuiltServerToExit({ SMS_PROVIDER: 'twilio', TWILIO_FROM: '600100200', DATA_DIR: join(tmpdir(), 'realform-sms-never-created') });
    expect(code).toBe(1);
    for (const variable of ['TWILIO_ACCOUNT_SID is not set', 'TWILIO_AUTH_TOKEN is not set', 'TWILIO_FROM must be a number in E.164 form']) {
      expect(output).toContain(variable);
    }
    expect(output).not.toMatch(/realform server on/);
  });

  it('starts in production mode on a gateway without ALLOW_LOCAL_SMS, and says which', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'realform-sms-production-'));
    // Production refuses a brand without contact details, and the shipped settings invent none (README "Denials"):
    // the shipped settings with a contact address each.
    const settings: Record<string, string> = {};
    for (const brand of ['pl', 'eu'] as const) {
      const shippedDir = fileURLToPath(new URL(`../../brands/${brand}/`, import.meta.url));
      const shipped = JSON.parse(await readFile(join(shippedDir, 'settings.json'), 'utf8')) as Record<string, unknown>;
      // Beside a copy of its documents: their files are named relative to the settings file.
      await cp(join(shippedDir, 'documents'), join(dataDir, brand, 'documents'), { recursive: true });
      settings[brand] = join(dataDir, brand, 'settings.json');
      await writeFile(settings[brand], JSON.stringify({ ...shipped, contact: { email: `support-${brand}@broker.example` } }));
    }
    const server = startBuiltServer({
      BRAND_SETTINGS_PL: settings.pl!,
      BRAND_SETTINGS_EU: settings.eu!,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PUBLIC_ORIGIN: 'https://onboarding.example.com',
      ALLOW_LOCAL_EMAIL: '1',
      ALLOW_EMBEDDED_DATABASE: '1',
      // The shipped brand settings pay through the stand-in gateway (README "Payments").
      ALLOW_STAND_IN_PAYMENTS: '1',
      SMS_PROVIDER: 'smsapi',
      SMSAPI_TOKEN: TOKEN,
      SMSAPI_URL: gateway.url,
    });
    try {
      await server.listening;
      expect(server.output()).toMatch(/realform server on http:\/\/\S+ \(.*; SMS: SMSAPI\)/);
      expect(server.output()).not.toContain('ALLOW_LOCAL_SMS');
    } finally {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
