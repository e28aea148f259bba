import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from './harness';
import { BOT_CHECK, PASSWORD, registration, startTestServer, testDatabase } from './harness';
import { latestCode, outboxMessage, rawCall, uniqueEmail, uniquePhone } from './codesHelpers';

// The steps before account-open and the hand-off page belong to other parts of the flow; here applications
// are put at those steps directly in the database, as a restarted server would find them.

let clock = new Date('2030-06-01T12:00:00Z');
const advanceSeconds = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

let dataDir: string;
let database: TestDatabase;
let t: Awaited<ReturnType<typeof startTestServer>>;

const atAccountOpen = Array.from({ length: 6 }, () => uniqueEmail('zone'));
const atAccountOpenPolish = uniqueEmail('strefa');
const atMobileSms = Array.from({ length: 3 }, () => uniqueEmail('mobile'));
const atDesktopSms = uniqueEmail('early');

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'realform-zone-'));
  database = await testDatabase(dataDir);
  const setup = await startTestServer({ now: () => clock }, { database });
  for (const email of [...atAccountOpen, ...atMobileSms, atDesktopSms]) {
    expect(await setup.client({ locale: 'en', brand: 'eu' }).newAccount(registration(email))).toMatchObject({ status: 'success' });
  }
  expect(await setup.client({ locale: 'pl' }).newAccount(registration(atAccountOpenPolish))).toMatchObject({ status: 'success' });
  await setup.close();
  // With a passed identity check: an account opened without one waits for its document (test/documentsPending.test.ts).
  await database.query(
    `UPDATE applications SET current_step = 'accountOpen',
            data = data || '{"identityVerification": {"method": "upload", "device": "desktop", "result": "Passed", "at": "2030-06-01T11:00:00Z"}}'::jsonb
      WHERE email = ANY($1::text[])`,
    [[...atAccountOpen, atAccountOpenPolish]],
  );
  await database.query("UPDATE applications SET current_step = 'mobileSms' WHERE email = ANY($1::text[])", [atMobileSms]);
  t = await startTestServer({ devEndpoints: true, now: () => clock }, { database });
});

afterAll(async () => {
  await t?.close();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

async function loggedIn(email: string, locale: 'en' | 'pl' = 'en') {
  const client = t.client(locale === 'pl' ? { locale: 'pl' } : { locale: 'en', brand: 'eu' });
  const answer = await client.newLogin({ loginEmail: email, loginPassword: PASSWORD });
  expect(answer.status).toBe('success');
  return client;
}

function autoLogin(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return t.fetch('http://localhost/api/autoLogin', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

describe('mobile-sms and mobile-sms-code (docs/spec/flow/screens.md#mobilesms hand-off page, docs/spec/flow/calls.md#named-actions MOBILE_SMS)', () => {
  it('confirms the phone that will take the pictures and answers it for the hand-off', async () => {
    const client = await loggedIn(atMobileSms[0]!);
    const phone = uniquePhone();
    expect(await client.call('mobileSms', { phoneNumber: phone, phoneNumberPrefix: '+48', recaptchaToken: BOT_CHECK })).toMatchObject({
      status: 'success',
      dataContent: { sentSmsCount: 1, codeLength: 6, phoneNumber: phone, phoneNumberPrefix: '+48' },
    });
    const code = await latestCode(t, `+48${phone}`);
    expect(await client.call('mobileSmsCode', { phoneVerificationCode2: code })).toEqual({
      status: 'success',
      dataContent: { mobilePhone: `+48${phone}`, phoneNumber: phone, phoneNumberPrefix: '+48', handoffLinkSent: true },
    });
    // The confirmed phone gets the hand-off link (docs/spec/flow/routes.md#query-parameters: token together with mobile=true).
    const link = await outboxMessage(t, `+48${phone}`);
    expect(link?.code).toBeNull();
    expect(link?.text).toMatch(/^Continue your application on this phone: http:\/\/localhost\/eu-en\/onboarding\/\?token=[\w-]{43}&mobile=true$/);
    // Single use: the same code again is refused, and the step has not moved.
    expect(await client.call('mobileSmsCode', { phoneVerificationCode2: code })).toMatchObject({
      status: 'error',
      errors: { phoneVerificationCode2: ['There is no active code. Request a new code.'] },
    });
    expect(await t.client().newLogin({ loginEmail: atMobileSms[0]!, loginPassword: PASSWORD })).toMatchObject({ next: 'mobileSms' });
  });

  it('refuses a wrong code, a malformed code, and a phone of the wrong country', async () => {
    const client = await loggedIn(atMobileSms[1]!);
    const phone = uniquePhone();
    await client.call('mobileSms', { phoneNumber: phone, phoneNumberPrefix: '+48', recaptchaToken: BOT_CHECK });
    const code = await latestCode(t, `+48${phone}`);
    const wrongCode = String((Number(code) + 7) % 1_000_000).padStart(6, '0');
    expect(await client.call('mobileSmsCode', { phoneVerificationCode2: wrongCode })).toMatchObject({
      errors: { phoneVerificationCode2: ['The code is incorrect. Check it and try again.'] },
    });
    const token = client.tokenStore.get()!;
    expect(await rawCall(t, 'form-eu/mobile-sms-code', token, { phoneVerificationCode2: '12 34' })).toMatchObject({ status: 400 });
    expect(await rawCall(t, 'sms/mobile-sms', token, { phoneNumber: phone, phoneNumberPrefix: '+49', recaptchaToken: 'x' })).toMatchObject({
      status: 400,
      body: { errors: { phoneNumber: [expect.any(String)] } },
    });
    expect(await rawCall(t, 'sms/mobile-sms', token, { phoneNumber: phone })).toMatchObject({ status: 400 });
  });

  it('is out of order for an applicant who is not at the hand-off', async () => {
    const client = await loggedIn(atDesktopSms);
    expect(await client.call('mobileSms', { phoneNumber: uniquePhone(), phoneNumberPrefix: '+48', recaptchaToken: BOT_CHECK })).toMatchObject({
      status: 'error',
      next: 'desktopSms',
    });
  });
});

describe('account-open (docs/spec/flow/calls.md#step-calls)', () => {
  it('opens the account: a client number and a one-time client-zone token, then the client-zone login step', async () => {
    const client = await loggedIn(atAccountOpen[0]!);
    const answer = await client.call('accountOpen', {});
    expect(answer).toMatchObject({
      status: 'success',
      next: 'errorsReport',
      dataContent: { autoLoginUrl: 'http://localhost/api/autoLogin', clientZoneTokenExpiresInSeconds: 300 },
    });
    expect(answer.dataContent?.clientZoneToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer.info?.['Client Id']).toMatch(/^\d{8}$/);
  });

  it('is out of order before the application reached it, and refuses malformed bodies', async () => {
    const client = await loggedIn(atDesktopSms);
    expect(await client.call('accountOpen', {})).toMatchObject({ status: 'error', next: 'desktopSms' });
    expect((await t.post('/realform/form-eu/account-open', '[1,2]')).status).toBe(400);
    expect((await t.post('/realform/form-eu/account-open', '{"token":')).status).toBe(400);
    expect(await rawCall(t, 'form-eu/account-open', 'made-up', {})).toMatchObject({ status: 401, body: { next: 'restart' } });
  });
});

describe('errors-report (the client-zone login screen)', () => {
  it('answers the same token while it is unused, and a new one to another session', async () => {
    const client = await loggedIn(atAccountOpen[1]!);
    const opened = await client.call('accountOpen', {});
    const again = await client.call('errorsReport', {});
    expect(again).toMatchObject({ status: 'success', info: opened.info });
    expect(again.next).toBeUndefined();
    expect(again.dataContent?.clientZoneToken).toBe(opened.dataContent?.clientZoneToken);

    // Another device logs in: its token is new, and the first one is retired.
    const other = await loggedIn(atAccountOpen[1]!);
    const fresh = await other.call('errorsReport', {});
    expect(fresh.dataContent?.clientZoneToken).not.toBe(opened.dataContent?.clientZoneToken);
    expect((await autoLogin({ token: opened.dataContent!.clientZoneToken!, urlParams: '' })).status).toBe(403);
    expect((await autoLogin({ token: fresh.dataContent!.clientZoneToken!, urlParams: '' })).status).toBe(200);
  });

  it('is out of order before account-open and refuses malformed bodies', async () => {
    const client = await loggedIn(atAccountOpen[2]!);
    expect(await client.call('errorsReport', {})).toMatchObject({ status: 'error', next: 'accountOpen' });
    expect((await t.post('/realform/form-eu/errors-report', 'null')).status).toBe(400);
    expect((await rawCall(t, 'form-eu/errors-report', client.tokenStore.get()!, { languageCode: 'xx' })).status).toBe(400);
  });
});

describe('POST /api/autoLogin (docs/spec/flow/calls.md#client-zone-auto-login automatic client-zone login)', () => {
  it('takes a token once: the client zone page with the client number, then a 403 page', async () => {
    const client = await loggedIn(atAccountOpen[3]!);
    const opened = await client.call('accountOpen', {});
    const token = opened.dataContent!.clientZoneToken!;

    const page = await autoLogin({ token, urlParams: 'utm_source=test&lang=en' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Your account is open</h1>');
    expect(html).toContain(`<dd>${opened.info!['Client Id']}</dd>`);
    expect(html).not.toMatch(/<script|<style|style=/);

    const reused = await autoLogin({ token, urlParams: '' });
    expect(reused.status).toBe(403);
    const refusedHtml = await reused.text();
    expect(refusedHtml).toContain('This login link is no longer valid');
    expect(refusedHtml).not.toContain(opened.info!['Client Id']!);

    // The application is at its final step; the hand-over happened once (issue 14 finding 6): signing in again with the
    // onboarding password gets no new client-zone token.
    const back = t.client({ locale: 'en', brand: 'eu' });
    expect(await back.newLogin({ loginEmail: atAccountOpen[3]!, loginPassword: PASSWORD })).toMatchObject({ next: 'goToClientZone' });
    const visit = await back.call('errorsReport', {});
    expect(visit).toMatchObject({ status: 'error', globalError: expect.stringContaining('already been taken to the client zone') });
    expect(visit.dataContent?.clientZoneToken).toBeUndefined();
  });

  // Issue 18 item 10: the hand-over page was unstyled (the browser's serif default). It links the server's own stylesheet
  // (the strict CSP allows no inline style): the brand's sans-serif type, a readable measure, the client number set apart.
  it('is styled: the page links a stylesheet this server serves, in the product\'s type', async () => {
    const response = await autoLogin({ token: 'A'.repeat(43), urlParams: '' });
    const html = await response.text();
    const href = /<link rel="stylesheet" href="([^"]+)">/.exec(html)?.[1];
    expect(href).toBe('/api/client-zone.css');
    const css = await t.fetch(`http://localhost${href}`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
    const text = await css.text();
    expect(text).toMatch(/font-family:[^;]*sans-serif/);
    expect(text).toMatch(/max-width:/);
  });

  it('refuses a token after 5 minutes', async () => {
    const client = await loggedIn(atAccountOpen[4]!);
    const opened = await client.call('accountOpen', {});
    advanceSeconds(5 * 60);
    expect((await autoLogin({ token: opened.dataContent!.clientZoneToken!, urlParams: '' })).status).toBe(403);
    // Asked again, the login screen gets a new token that works.
    const fresh = await client.call('errorsReport', {});
    expect(fresh.dataContent?.clientZoneToken).not.toBe(opened.dataContent?.clientZoneToken);
    expect((await autoLogin({ token: fresh.dataContent!.clientZoneToken!, urlParams: '' })).status).toBe(200);
  });

  it('refuses an unknown token with a 403 page in the browser language', async () => {
    const response = await autoLogin({ token: 'A'.repeat(43), urlParams: '' }, { 'accept-language': 'pl-PL,pl;q=0.9,en;q=0.8' });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('<html lang="pl">');
  });

  it('answers the page in the application language', async () => {
    const client = await loggedIn(atAccountOpenPolish, 'pl');
    const opened = await client.call('accountOpen', {});
    const page = await autoLogin({ token: opened.dataContent!.clientZoneToken!, urlParams: '' }, { 'accept-language': 'en' });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html lang="pl">');
  });

  it('answers malformed posts with a 400 page: no token, a token of the wrong form, JSON, too large', async () => {
    expect((await autoLogin({ urlParams: 'x' })).status).toBe(400);
    expect((await autoLogin({ token: '<script>', urlParams: '' })).status).toBe(400);
    expect((await autoLogin({ token: 'A'.repeat(43), urlParams: 'x'.repeat(3000) })).status).toBe(400);
    const json = await t.post('/api/autoLogin', JSON.stringify({ token: 'A'.repeat(43) }));
    expect(json.status).toBe(400);
    expect(await json.text()).toContain('The login request is incomplete');
    const huge = await autoLogin({ token: 'A'.repeat(43), urlParams: 'x'.repeat(20_000) });
    expect(huge.status).toBe(400);
  });

  it('accepts a multipart form post too', async () => {
    const client = await loggedIn(atAccountOpen[5]!);
    const opened = await client.call('accountOpen', {});
    const form = new FormData();
    form.append('token', opened.dataContent!.clientZoneToken!);
    form.append('urlParams', '');
    const response = await t.fetch('http://localhost/api/autoLogin', { method: 'POST', body: form });
    expect(response.status).toBe(200);
  });
});
