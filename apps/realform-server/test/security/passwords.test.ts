import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KdfUse, PasswordHashing } from '../../src/security/passwordHash';
import { kdfWork } from '../../src/security/passwordHash';
import { commonPasswordCount } from '../../src/security/commonPasswords';
import { PASSWORD, registration } from '../harness';
import { serverWithApplications } from './applicationsAtStep';

// Issue 14 finding 12 (ASVS 5.0 V6.2.4, V6.2.11, V11.4.2/V6.2.x): common passwords are refused at registration (a
// well-kept list, @zxcvbn-ts/language-common); a hash made with older parameters is replaced at the next successful
// sign-in; and a failed sign-in does the same KDF work whether the address is unknown, has a current hash or an old
// one — counted through the KDF probe in KiB·passes, not timed.

/** The parameters in force (tiny: this is about which parameters run, not their cost). */
const CURRENT: PasswordHashing = { memoryKiB: 256, iterations: 2, parallelism: 1 };
/** An earlier, costlier baseline (as the real 19 MiB, t=2 was before 7 MiB, t=5). */
const OLD_COSTLIER: PasswordHashing = { memoryKiB: 512, iterations: 2, parallelism: 1 };
/** An earlier, cheaper baseline. */
const OLD_CHEAPER: PasswordHashing = { memoryKiB: 64, iterations: 1, parallelism: 1 };

const CURRENT_EMAIL = 'hash-current@example.com';
const COSTLIER_EMAIL = 'hash-costlier@example.com';
const CHEAPER_EMAIL = 'hash-cheaper@example.com';
const UNKNOWN_EMAIL = 'nobody-here@example.com';

const runs: KdfUse[] = [];
let server: Awaited<ReturnType<typeof serverWithApplications>>;

beforeAll(async () => {
  server = await serverWithApplications(
    [
      { email: CURRENT_EMAIL, step: 'desktopSms', setupConfig: { passwordHashing: CURRENT } },
      { email: COSTLIER_EMAIL, step: 'desktopSms', setupConfig: { passwordHashing: OLD_COSTLIER } },
      { email: CHEAPER_EMAIL, step: 'desktopSms', setupConfig: { passwordHashing: OLD_CHEAPER } },
    ],
    { passwordHashing: CURRENT, kdfProbe: (use) => runs.push(use) },
  );
});

afterAll(async () => {
  await server?.close();
});

const common = (token: string, languageCode = 'en') => ({ token, languageCode, branchCode: languageCode === 'en' ? 'EU' : languageCode.toUpperCase(), brand: languageCode === 'pl' ? 'pl' : 'eu' });

async function token(): Promise<string> {
  return ((await (await server.t.post('/realform/get-token', '{}')).json()) as { token: string }).token;
}

/** One sign-in and the KDF runs it caused. */
async function login(email: string, password: string) {
  runs.length = 0;
  const response = await server.t.post('/realform/form-eu/new-login', JSON.stringify({ ...common(await token()), loginEmail: email, loginPassword: password }));
  return { status: response.status, runs: [...runs], work: runs.reduce((sum, use) => sum + kdfWork(use), 0) };
}

describe('common passwords', () => {
  it(`are refused at registration, from a list of ${commonPasswordCount()} (exact, any case, or with the usual digits and symbols after a listed word)`, async () => {
    expect(commonPasswordCount()).toBeGreaterThan(10_000);
    for (const password of ['P@ssw0rd', 'Pa$$w0rd', '1Qaz!qaz', 'Password123!', 'Qwerty2024!', 'Dragon#1990']) {
      const client = server.t.client({ locale: 'en', brand: 'eu' });
      const answer = await client.newAccount(registration(`common-${password.length}-${password.charCodeAt(1)}@example.com`, password));
      expect(answer, password).toMatchObject({ status: 'error', errors: { password: ['This password is among the most common ones and is easy to guess. Choose another one.'] } });
    }
    // Translated (here Polish), and refused before any KDF work or look-up: also for a taken address.
    runs.length = 0;
    const polish = await server.t.post('/realform/form-pl/new-account', JSON.stringify({ ...common(await token(), 'pl'), ...registration(CURRENT_EMAIL, 'P@ssw0rd'), recaptchaToken: await server.t.botCheckToken('pl') }));
    expect(polish.status).toBe(400);
    expect(await polish.json()).toEqual({ status: 'error', errors: { password: ['To hasło jest jednym z najczęściej używanych i łatwo je odgadnąć. Wybierz inne.'] } });
    expect(runs).toEqual([]);
  });

  it('are flagged by validate too (the field check on blur), on the lean path as through Hono', async () => {
    const client = server.t.client({ locale: 'en', brand: 'eu' });
    expect(await client.validate('password', 'P@ssw0rd')).toMatchObject({ status: 'error', errors: { password: [expect.stringContaining('most common')] } });
    expect(await client.validate('password', 'Tr4ding!Account')).toMatchObject({ status: 'success' });
    const { url } = await server.t.server.listen(0, '127.0.0.1');
    const response = await fetch(`${url}/realform/form-eu/validate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...common(await token()), name: 'password', value: 'Password123!' }),
    });
    expect(await response.json()).toMatchObject({ status: 'error', errors: { password: [expect.stringContaining('most common')] } });
  });

  it('an uncommon password passes', async () => {
    expect(await server.t.client({ locale: 'en', brand: 'eu' }).newAccount(registration('uncommon@example.com', 'Tr4ding!Account'))).toMatchObject({ status: 'success' });
  });
});

describe('a failed sign-in does the same KDF work for every kind of account (ASVS 6.2.4)', () => {
  it('unknown address, current hash, older costlier hash, older cheaper hash: equal work', async () => {
    const unknown = await login(UNKNOWN_EMAIL, 'Wrong-pa55word');
    const current = await login(CURRENT_EMAIL, 'Wrong-pa55word');
    const costlier = await login(COSTLIER_EMAIL, 'Wrong-pa55word');
    const cheaper = await login(CHEAPER_EMAIL, 'Wrong-pa55word');
    for (const attempt of [unknown, current, costlier, cheaper]) expect(attempt.status).toBe(400);
    console.info(
      `KDF work per failed sign-in (KiB·passes): unknown ${unknown.work}, current ${current.work}, older costlier ${costlier.work}, older cheaper ${cheaper.work}`,
    );
    // The unknown address is checked against a hash with the current parameters…
    expect(unknown.runs[0]).toMatchObject({ op: 'verify', memoryKiB: CURRENT.memoryKiB, iterations: CURRENT.iterations });
    // …and every failure is padded to the costliest parameters still stored.
    const target = kdfWork(OLD_COSTLIER);
    for (const attempt of [unknown, current, costlier, cheaper]) expect(attempt.work).toBe(target);
  });
});

describe('rehash on sign-in', () => {
  it('replaces a hash made with older parameters by one with the configured parameters; a current hash is kept', async () => {
    const costlier = await login(COSTLIER_EMAIL, PASSWORD);
    expect(costlier.status).toBe(200);
    expect(costlier.runs.map((use) => `${use.op} m=${use.memoryKiB} t=${use.iterations}`)).toEqual([
      `verify m=${OLD_COSTLIER.memoryKiB} t=${OLD_COSTLIER.iterations}`,
      `hash m=${CURRENT.memoryKiB} t=${CURRENT.iterations}`,
    ]);
    // The next sign-in verifies the new hash: current parameters, no rehash.
    const next = await login(COSTLIER_EMAIL, PASSWORD);
    expect(next.runs.map((use) => `${use.op} m=${use.memoryKiB} t=${use.iterations}`)).toEqual([`verify m=${CURRENT.memoryKiB} t=${CURRENT.iterations}`]);

    const cheaper = await login(CHEAPER_EMAIL, PASSWORD);
    expect(cheaper.runs.map((use) => use.op)).toEqual(['verify', 'hash']);
    const current = await login(CURRENT_EMAIL, PASSWORD);
    expect(current.runs.map((use) => use.op)).toEqual(['verify']);
  });
});
