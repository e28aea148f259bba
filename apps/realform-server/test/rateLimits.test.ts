import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOT_CHECK, registration, startTestServer } from './harness';
import { sendDesktopSms, signedUpClient, uniquePhone } from './codesHelpers';

let clock = new Date('2030-05-01T08:00:00Z');
const advanceSeconds = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

let t: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  // X-Forwarded-For is believed, so each test speaks from its own address.
  t = await startTestServer({ trustProxy: true, now: () => clock });
});

afterAll(async () => {
  await t?.close();
});

function getToken(ip: string) {
  return t.fetch('http://localhost/realform/get-token', { method: 'POST', headers: { 'x-forwarded-for': ip } });
}

function newAccount(ip: string, token: string, body: Record<string, unknown>, languageCode = 'en') {
  return t.fetch(`http://localhost/realform/form-${languageCode === 'pl' ? 'pl' : 'eu'}/new-account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ token, languageCode, branchCode: languageCode === 'pl' ? 'PL' : 'EU', brand: languageCode === 'pl' ? 'pl' : 'eu', ...body }),
  });
}

describe('get-token', () => {
  it('gives one address 600 tokens in 10 minutes, then HTTP 429 with a global error and Retry-After', async () => {
    for (let call = 0; call < 600; call++) {
      const response = await getToken('203.0.113.10');
      if (response.status !== 200) throw new Error(`call ${call} answered ${response.status}`);
    }
    const refused = await getToken('203.0.113.10');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('600');
    expect(await refused.json()).toEqual({ status: 'error', globalError: 'Too many attempts. Try again in 10 minutes.' });

    // Another address is not affected, and the first one gets tokens again once the window has passed.
    expect((await getToken('203.0.113.11')).status).toBe(200);
    advanceSeconds(600);
    expect((await getToken('203.0.113.10')).status).toBe(200);
  });

  it('still refuses a body that is not empty JSON', async () => {
    expect((await t.post('/realform/get-token', 'token=1', { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(400);
    expect((await t.post('/realform/get-token', '{"a":')).status).toBe(400);
  });
});

describe('new-account', () => {
  it('takes 100 attempts from one address in 10 minutes, then answers 429 in the page language', async () => {
    const ip = '198.51.100.20';
    const token = ((await (await getToken(ip)).json()) as { token: string }).token;
    // Failed bot checks are cheap attempts, and they count: the limit applies before the check.
    for (let attempt = 0; attempt < 100; attempt++) {
      const response = await newAccount(ip, token, { ...registration(`limit${attempt}@example.com`), recaptchaToken: ' ' });
      expect(response.status).toBe(400);
    }
    const refused = await newAccount(ip, token, { ...registration('limited@example.com'), recaptchaToken: BOT_CHECK }, 'pl');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ status: 'error', globalError: 'Zbyt wiele prób. Spróbuj ponownie za 10 minut.' });
    // A malformed body is still a 400 with field errors: the schema runs before any limit.
    const malformed = await newAccount(ip, token, { email: 'x' });
    expect(malformed.status).toBe(400);

    const other = await newAccount('198.51.100.21', token, { ...registration('other.address@example.com'), recaptchaToken: await t.botCheckToken('eu') });
    expect(other.status).toBe(200);
  });
});

describe('code sends per address', () => {
  it('sends at most 100 codes an hour from one address, whatever the applications and phones', async () => {
    const clients = [];
    for (let index = 0; index < 20; index++) clients.push(await signedUpClient(t, { locale: 'en', brand: 'eu' }));
    for (let round = 0; round < 5; round++) {
      for (const client of clients) expect(await sendDesktopSms(client, uniquePhone())).toMatchObject({ status: 'success' });
      advanceSeconds(31);
    }
    const extra = await signedUpClient(t, { locale: 'en', brand: 'eu' });
    expect(await sendDesktopSms(extra, uniquePhone())).toMatchObject({
      status: 'error',
      globalError: 'Too many codes have been requested. Try again in an hour.',
      dataContent: { retryAfterSeconds: 3600 - 5 * 31 },
    });
  });
});

describe('the development outbox', () => {
  it('does not exist unless development endpoints are switched on', async () => {
    const response = await t.fetch(`http://localhost/realform/dev/outbox?to=%2B48${uniquePhone()}&kind=sms`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ status: 'error', globalError: 'This service does not exist. Reload the page and try again.' });
  });

  it('nor does the session expiry', async () => {
    expect((await t.post('/realform/dev/expire-session', JSON.stringify({ token: 'x'.repeat(43) }))).status).toBe(404);
  });
});
