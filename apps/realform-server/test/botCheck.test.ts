import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveAltchaChallenge } from '../src/testing/solveBotCheck';
import { registration, startTestServer } from './harness';
import { sendDesktopSms, signedUpClient, uniquePhone } from './codesHelpers';

// README "Bot check": the default, self-hosted ALTCHA check over HTTP — challenges from GET captcha-challenge, one use
// per solution, the brand's key, the expiry on the server's clock — on new-account and the SMS sends (confirm-email
// is in codes.test.ts).

let clock = new Date('2030-06-01T08:00:00Z');
let t: Awaited<ReturnType<typeof startTestServer>>;
let hosted: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  t = await startTestServer({ trustProxy: true, devEndpoints: true, now: () => clock, rateLimits: { captchaChallengesPerIp: { max: 30, windowSeconds: 600 } } });
  // A deployment whose EU pages run Turnstile: no ALTCHA challenges for that brand.
  hosted = await startTestServer({
    brandSettings: { eu: { captcha: { provider: 'turnstile', siteKey: '0x4AAAAAAAB' } } },
    captchaSecrets: { eu: 'turnstile-secret-of-eu' },
    captchaVerifyUrls: { turnstile: 'http://127.0.0.1:9/unreachable' },
  });
});
afterAll(async () => {
  await t?.close();
  await hosted?.close();
});

async function challenge(brand: string, ip = '192.0.2.1') {
  return t.fetch(`http://localhost/realform/captcha-challenge?brand=${brand}`, { headers: { 'x-forwarded-for': ip } });
}

describe('GET /realform/captcha-challenge', () => {
  it('answers a signed challenge for the brand, not cached, without a session', async () => {
    const response = await challenge('pl');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { parameters: Record<string, unknown>; signature: string };
    expect(body.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1000, data: { brand: 'pl', expires: clock.getTime() / 1000 + 600 } });
    expect(body.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(t.server.routes().declared).toContainEqual({ method: 'GET', path: '/realform/captcha-challenge', sessions: 'none' });
  });

  it('refuses an unknown brand with 400, and limits each address (429 with Retry-After)', async () => {
    expect((await challenge('xx')).status).toBe(400);
    expect((await t.fetch('http://localhost/realform/captcha-challenge')).status).toBe(400);
    for (let call = 0; call < 30; call++) expect((await challenge('eu', '192.0.2.77')).status).toBe(200);
    const refused = await challenge('eu', '192.0.2.77');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('600');
    expect((await challenge('eu', '192.0.2.78')).status).toBe(200);
  });

  it('has no challenges for a brand on a hosted provider', async () => {
    expect((await hosted.fetch('http://localhost/realform/captcha-challenge?brand=eu')).status).toBe(404);
    expect((await hosted.fetch('http://localhost/realform/captcha-challenge?brand=pl')).status).toBe(200);
  });
});

describe('new-account and the SMS sends behind the ALTCHA check', () => {
  const refusedAnswer = { status: 'error', globalError: 'Nie udało się potwierdzić, że nie jesteś robotem. Spróbuj ponownie.' };

  it('registers with a solved challenge, and refuses the same solution a second time', async () => {
    const token = await t.botCheckToken('pl');
    expect(await t.client().newAccount({ ...registration('altcha.once@example.com'), recaptchaToken: token })).toMatchObject({ status: 'success', next: 'desktopSms' });
    const again = await t.client().newAccount({ ...registration('altcha.twice@example.com'), recaptchaToken: token });
    expect(again).toMatchObject({ status: 'error', globalError: expect.stringMatching(/robot/) });
  });

  it("refuses the fixed token of old builds, a forged solution and another brand's challenge", async () => {
    const client = t.client();
    const answer = await client.newAccount({ ...registration('altcha.forged@example.com'), recaptchaToken: 'local-captcha-token' });
    expect(answer).toMatchObject({ status: 'error' });
    const euToken = await t.botCheckToken('eu');
    expect(await client.newAccount({ ...registration('altcha.brand@example.com'), recaptchaToken: euToken })).toMatchObject({ status: 'error' });
    const { challenge: signed, solution } = JSON.parse(Buffer.from(await t.botCheckToken('pl'), 'base64').toString()) as { challenge: never; solution: { counter: number; derivedKey: string } };
    const forged = Buffer.from(JSON.stringify({ challenge: signed, solution: { ...solution, counter: solution.counter + 1 } })).toString('base64');
    expect(await client.newAccount({ ...registration('altcha.counter@example.com'), recaptchaToken: forged })).toMatchObject({ status: 'error' });
  });

  it('refuses a solution of a challenge past its 10 minutes, and the SMS send takes a fresh one', async () => {
    const client = await signedUpClient(t);
    const response = await challenge('pl', '192.0.2.5');
    const stale = await solveAltchaChallenge((await response.json()) as Parameters<typeof solveAltchaChallenge>[0]);
    clock = new Date(clock.getTime() + 10 * 60_000 + 1000);
    expect(await sendDesktopSms(client, uniquePhone(), { recaptchaToken: stale })).toEqual(refusedAnswer);
    expect(await sendDesktopSms(client, uniquePhone())).toMatchObject({ status: 'success' });
  });

  it('purges spent challenges once they expired', async () => {
    await t.client().newAccount(registration('altcha.purge@example.com'));
    clock = new Date(clock.getTime() + 11 * 60_000);
    const report = await t.server.purgeExpiredData();
    expect(report.spentCaptchaChallenges).toBeGreaterThan(0);
    expect((await t.server.purgeExpiredData()).spentCaptchaChallenges).toBe(0);
  });
});
