import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KdfUse } from '../../src/security/passwordHash';
import { DEFAULT_LOGIN_THROTTLE } from '../../src/security/loginThrottle';
import { PASSWORD, registration, startTestServer } from '../harness';

// Issue 14 finding 5 (ASVS 5.0 V6.3.1 / V6.1.1): the sign-in limiter counts each attempt atomically before the password
// is checked, so parallel attempts cannot all pass the limit check before any failure is recorded. Counted through the
// KDF probe (every password verification), not by timing.

const PARALLEL = 300;
const kdfRuns: KdfUse[] = [];
let t: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  t = await startTestServer({ kdfProbe: (use) => kdfRuns.push(use) });
  // Registered first: the new-account burst below uses up the IP's sign-up allowance.
  for (const email of ['race-login@example.com', 'race-account@example.com', 'race-forgive@example.com']) {
    expect(await t.client({ locale: 'en', brand: 'eu' }).newAccount(registration(email))).toMatchObject({ status: 'success' });
  }
});

afterAll(async () => {
  await t?.close();
});

async function tokenOf(): Promise<string> {
  const response = await t.post('/realform/get-token', '{}');
  return ((await response.json()) as { token: string }).token;
}

const common = (token: string) => ({ token, languageCode: 'en', branchCode: 'EU', brand: 'eu' });

describe('parallel wrong sign-ins for one address', () => {
  it(`new-login: ${PARALLEL} at once check at most ${DEFAULT_LOGIN_THROTTLE.perEmail} passwords, the rest are 429`, async () => {
    const email = 'race-login@example.com';
    const token = await tokenOf();
    kdfRuns.length = 0;

    const body = JSON.stringify({ ...common(token), loginEmail: email, loginPassword: 'Wrong-pa55word' });
    const statuses = await Promise.all(Array.from({ length: PARALLEL }, () => t.post('/realform/form-eu/new-login', body).then((r) => r.status)));

    const verifications = kdfRuns.filter((use) => use.op === 'verify').length;
    console.info(`new-login: ${PARALLEL} parallel wrong logins → ${verifications} password verifications, ${statuses.filter((s) => s === 400).length} × 400, ${statuses.filter((s) => s === 429).length} × 429`);
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(DEFAULT_LOGIN_THROTTLE.perEmail);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(PARALLEL - DEFAULT_LOGIN_THROTTLE.perEmail);
    expect(statuses.every((status) => status === 400 || status === 429)).toBe(true);
    expect(verifications).toBeGreaterThan(0);
    expect(verifications).toBeLessThanOrEqual(DEFAULT_LOGIN_THROTTLE.perEmail);

    // The right password is refused too while the address is locked (the limit holds for everyone).
    const locked = await t.post('/realform/form-eu/new-login', JSON.stringify({ ...common(token), loginEmail: email, loginPassword: PASSWORD }));
    expect(locked.status).toBe(429);
  });

  it(`new-account for a taken address: ${PARALLEL} at once check at most ${DEFAULT_LOGIN_THROTTLE.perEmail} passwords`, async () => {
    const email = 'race-account@example.com';
    const token = await tokenOf();
    kdfRuns.length = 0;

    // Each attempt with its own solved bot-check challenge: a solution is accepted once.
    const bodies = await Promise.all(
      Array.from({ length: PARALLEL }, async () => JSON.stringify({ ...common(token), ...registration(email, 'Other-pa55word!'), recaptchaToken: await t.botCheckToken('eu') })),
    );
    kdfRuns.length = 0;
    const statuses = await Promise.all(bodies.map((body) => t.post('/realform/form-eu/new-account', body).then((r) => r.status)));

    const verifications = kdfRuns.filter((use) => use.op === 'verify' || use.op === 'hash').length;
    console.info(`new-account: ${PARALLEL} parallel sign-ups of a taken address → ${verifications} password checks`);
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(DEFAULT_LOGIN_THROTTLE.perEmail);
    expect(statuses.every((status) => status === 400 || status === 429)).toBe(true);
    expect(verifications).toBeGreaterThan(0);
    expect(verifications).toBeLessThanOrEqual(DEFAULT_LOGIN_THROTTLE.perEmail);
  });

  it('a successful sign-in forgives the address and does not count against the IP', async () => {
    const email = 'race-forgive@example.com';
    const token = await tokenOf();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < DEFAULT_LOGIN_THROTTLE.perEmail - 1; i++) {
        const wrong = await t.post('/realform/form-eu/new-login', JSON.stringify({ ...common(token), loginEmail: email, loginPassword: 'Wrong-pa55word' }));
        expect(wrong.status).toBe(400);
      }
      const right = await t.post('/realform/form-eu/new-login', JSON.stringify({ ...common(await tokenOf()), loginEmail: email, loginPassword: PASSWORD }));
      expect(right.status).toBe(200);
    }
  });
});
