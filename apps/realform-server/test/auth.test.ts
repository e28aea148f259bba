import { standardResponseSchema } from '@onboarding/realform-api';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, registration, startTestServer } from './harness';

let clock = new Date('2030-01-01T10:00:00Z');
const advance = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

let t: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  t = await startTestServer({
    now: () => clock,
    sessionIdleMinutes: 30,
    sessionAbsoluteHours: 1,
    loginThrottle: { perEmail: 3, perIp: 100, windowMinutes: 15 },
  });
});

afterAll(async () => {
  await t?.close();
});

describe('token bootstrap', () => {
  it('gives a new client a 256-bit token on its first call', async () => {
    const client = t.client();
    expect(await client.validate('email', 'jan@example.com')).toEqual({ status: 'success' });
    expect(client.tokenStore.get()).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('gives each get-token call its own token', async () => {
    const [a, b] = await Promise.all([t.client().ensureToken(), t.client().ensureToken()]);
    expect(a).not.toBe(b);
  });
});

describe('validate', () => {
  it('answers an e-mail error in English for an English page', async () => {
    const response = await t.client({ locale: 'en', brand: 'eu' }).validate('email', 'jan@');
    expect(response).toEqual({ status: 'error', errors: { email: ['Enter a valid e-mail address, like name@example.com.'] } });
  });

  it('answers an e-mail error in Polish for a Polish page', async () => {
    const response = await t.client({ locale: 'pl' }).validate('email', 'jan kowalski@example.com');
    expect(response).toEqual({ status: 'error', errors: { email: ['Podaj poprawny adres e-mail, np. jan.kowalski@example.com.'] } });
  });

  it('applies the password rules of docs/spec/flow/validation.md#password', async () => {
    const client = t.client({ locale: 'pl' });
    expect(await client.validate('password', PASSWORD)).toEqual({ status: 'success' });
    expect(await client.validate('password', 'password')).toEqual({
      status: 'error',
      errors: { password: ['Hasło musi mieć co najmniej 8 znaków, małe i wielkie litery, cyfrę oraz znak specjalny.'] },
    });
  });

  it('answers success for a field without a rule, including names Object has', async () => {
    const client = t.client();
    expect(await client.validate('firstName', 'Jan')).toEqual({ status: 'success' });
    expect(await client.validate('constructor', 'x')).toEqual({ status: 'success' });
  });
});

describe('new-account', () => {
  it('creates the application and sends the applicant to the phone step', async () => {
    const client = t.client();
    const before = await client.ensureToken();
    const response = await client.newAccount(registration('anna@example.com'));
    expect(response).toMatchObject({ status: 'success', next: 'desktopSms' });
    expect(response.analytics?.userId).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.analytics?.userIdSha).toMatch(/^[0-9a-f]{64}$/);
    // The token is rotated on sign-up: the pre-authentication token no longer works.
    expect(client.tokenStore.get()).toBe(response.token);
    expect(response.token).not.toBe(before);
    const stale = await t.post('/realform/form-pl/validate', JSON.stringify({ token: before, languageCode: 'pl', branchCode: 'PL', brand: 'pl', name: 'x', value: 1 }));
    expect(stale.status).toBe(401);
  });

  it('answers field errors in the page language with HTTP 400', async () => {
    const response = await t.client({ locale: 'pl' }).newAccount({
      ...registration('ewa@example.com'),
      confirmEmail: 'ewa@example.org',
      termsAccepted: false as true,
    });
    expect(response).toEqual({
      status: 'error',
      errors: { confirmEmail: ['Adresy e-mail nie są takie same.'], termsAccepted: ['Zaakceptuj regulamin, aby przejść dalej.'] },
    });
  });

  it('refuses an empty bot-check token', async () => {
    const response = await t.client({ locale: 'en', brand: 'eu' }).newAccount({ ...registration('bot@example.com'), recaptchaToken: '' });
    expect(response).toEqual({ status: 'error', globalError: 'Confirm that you are not a robot.' });
  });

  it('given an address that already has an application, the right password resumes it', async () => {
    await t.client().newAccount(registration('piotr@example.com'));
    const again = await t.client().newAccount(registration('Piotr@Example.com'));
    expect(again).toMatchObject({ status: 'success', next: 'desktopSms' });
  });

  it('given an address that already has an application, a wrong password is pointed to the login (the same answer as for a wrong login, bar the advice)', async () => {
    await t.client().newAccount(registration('marta@example.com'));
    const again = await t.client({ locale: 'en', brand: 'eu' }).newAccount(registration('marta@example.com', 'Other-pa55'));
    const login = await t.client({ locale: 'en', brand: 'eu' }).newLogin({ loginEmail: 'marta@example.com', loginPassword: 'Other-pa55' });
    expect(again).toEqual({ status: 'error', globalError: 'The e-mail address or password is incorrect. If you already have an application, log in to continue it.' });
    // On the login page itself, "log in to continue it" was advice to do what the applicant had just done.
    expect(login).toEqual({ status: 'error', globalError: 'The e-mail address or password is incorrect. Check them and try again.' });
  });
});

describe('new-login', () => {
  it('resumes the application at its stored step and rotates the token', async () => {
    await t.client().newAccount(registration('ola@example.com'));
    const client = t.client();
    const before = await client.ensureToken();
    const response = await client.newLogin({ loginEmail: ' OLA@example.com ', loginPassword: PASSWORD });
    expect(response).toMatchObject({ status: 'success', next: 'desktopSms' });
    expect(client.tokenStore.get()).not.toBe(before);
  });

  it('gives the same answer, status and body, for an unknown address and a wrong password', async () => {
    await t.client().newAccount(registration('kasia@example.com'));
    const raw = async (loginEmail: string, loginPassword: string) => {
      const token = await t.client().ensureToken();
      const response = await t.post(
        '/realform/form-pl/new-login',
        JSON.stringify({ token, languageCode: 'pl', branchCode: 'PL', brand: 'pl', loginEmail, loginPassword }),
      );
      return { status: response.status, body: await response.text() };
    };
    const unknown = await raw('nobody@example.com', PASSWORD);
    const wrong = await raw('kasia@example.com', 'Wrong-pa55');
    expect(unknown).toEqual(wrong);
    expect(unknown.status).toBe(400);
    expect(JSON.parse(unknown.body)).toEqual({
      status: 'error',
      globalError: 'Nieprawidłowy adres e-mail lub hasło. Sprawdź je i spróbuj ponownie.',
    });
  });

  it('locks an address after repeated failures, even for the right password, then lets it in after the window', async () => {
    await t.client().newAccount(registration('tomek@example.com'));
    const attempt = (password: string) => t.client({ locale: 'en', brand: 'eu' }).newLogin({ loginEmail: 'tomek@example.com', loginPassword: password });
    for (let i = 0; i < 3; i++) expect((await attempt('Wrong-pa55')).status).toBe('error');
    expect(await attempt(PASSWORD)).toEqual({ status: 'error', globalError: 'Too many attempts. Try again in 15 minutes.' });
    // Unknown addresses are limited the same way: the limiter reveals nothing about which exist.
    for (let i = 0; i < 3; i++) await t.client().newLogin({ loginEmail: 'ghost@example.com', loginPassword: 'x' });
    expect((await t.client({ locale: 'en', brand: 'eu' }).newLogin({ loginEmail: 'ghost@example.com', loginPassword: 'x' })).globalError).toBe(
      'Too many attempts. Try again in 15 minutes.',
    );
    advance(16);
    expect(await attempt(PASSWORD)).toMatchObject({ status: 'success' });
  });
});

describe('session expiry', () => {
  it('sends an idle session to restart and clears the client token', async () => {
    const client = t.client();
    await client.ensureToken();
    advance(31);
    const response = await client.validate('email', 'jan@example.com');
    expect(response).toEqual({
      status: 'error',
      next: 'restart',
      restart: true,
      globalError: 'Sesja wygasła. Zacznij od nowa, aby kontynuować wniosek.',
    });
    expect(client.tokenStore.get()).toBeNull();
    // The next call starts a new session on its own.
    expect(await client.validate('email', 'jan@example.com')).toEqual({ status: 'success' });
  });

  it('ends an active session at its absolute limit', async () => {
    const client = t.client();
    await client.ensureToken();
    for (let i = 0; i < 3; i++) {
      advance(15);
      expect(await client.validate('email', 'jan@example.com')).toEqual({ status: 'success' });
    }
    // 45 minutes in, active all along; at 65 the one-hour absolute limit has passed.
    advance(20);
    expect(await client.validate('email', 'jan@example.com')).toMatchObject({ next: 'restart' });
  });

  it('sends an unknown token to restart with HTTP 401', async () => {
    const response = await t.post(
      '/realform/form-eu/validate',
      JSON.stringify({ token: 'made-up', languageCode: 'en', branchCode: 'EU', brand: 'eu', name: 'email', value: 'a@b.pl' }),
    );
    expect(response.status).toBe(401);
    expect(v.parse(standardResponseSchema, await response.json())).toMatchObject({ next: 'restart', restart: true });
  });
});

describe('logs', () => {
  it('carry no e-mail addresses, passwords or tokens', () => {
    const text = t.logs.join('\n');
    expect(text).toContain('request');
    expect(text).not.toMatch(/@example\.com/i);
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toContain('Wrong-pa55');
    expect(text).not.toMatch(/[A-Za-z0-9_-]{43}/);
  });
});
