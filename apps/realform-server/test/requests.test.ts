import { standardResponseSchema } from '@onboarding/realform-api';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaptchaVerifier } from '../src/index';
import { registration, startTestServer } from './harness';

// A provider that fails loudly, with personal data in its message, to test the 500 path and its log.
const explodingCaptcha: CaptchaVerifier = {
  verify: (token) =>
    token === 'explode'
      ? Promise.reject(new Error('provider down for jan.kowalski@example.com with token AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcd'))
      : Promise.resolve(token !== 'reject'),
};

let t: Awaited<ReturnType<typeof startTestServer>>;
let token: string;

beforeAll(async () => {
  t = await startTestServer({ captcha: explodingCaptcha, clientZoneUrl: 'https://client.example.com/zone' });
  token = await t.client().ensureToken();
});

afterAll(async () => {
  await t?.close();
});

const common = () => ({ token, languageCode: 'pl', branchCode: 'PL', brand: 'pl' });

async function standard(response: Response) {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return v.parse(standardResponseSchema, await response.json());
}

describe('malformed requests get HTTP 400 with the standard shape, never 500', () => {
  it.each([
    ['a body that is not JSON', '{"token": '],
    ['a JSON array', JSON.stringify([{ name: 'email', value: 'a@b.pl' }])],
    ['a JSON string', JSON.stringify('hello')],
    ['JSON null', 'null'],
    ['an empty body', ''],
  ])('%s', async (_case, body) => {
    const response = await t.post('/realform/form-pl/validate', body);
    expect(response.status).toBe(400);
    expect(await standard(response)).toEqual({
      status: 'error',
      globalError: expect.stringMatching(/Reload the page/),
    });
  });

  it('a body without a token', async () => {
    const { token: _token, ...rest } = common();
    const response = await t.post('/realform/form-pl/validate', JSON.stringify({ ...rest, name: 'email', value: 'x' }));
    expect(response.status).toBe(400);
    // The locale was readable, so the message is Polish.
    expect(await standard(response)).toEqual({
      status: 'error',
      globalError: 'Nie udało się przetworzyć danych. Odśwież stronę i spróbuj ponownie.',
    });
  });

  it('a body of 1 MB', async () => {
    const body = JSON.stringify({ ...common(), name: 'email', value: 'x'.repeat(1024 * 1024) });
    const response = await t.post('/realform/form-pl/validate', body);
    expect(response.status).toBe(400);
    expect((await standard(response)).status).toBe('error');
  });

  it('a body of 1 MB sent without a length (chunked)', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 16) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const response = await t.fetch('http://localhost/realform/form-pl/validate', {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(400);
    expect(sent).toBeLessThan(16);
  });

  it('a form post instead of JSON', async () => {
    const response = await t.post('/realform/form-pl/validate', `token=${token}&name=email&value=x`, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(response.status).toBe(400);
    expect((await standard(response)).globalError).toBeDefined();
  });

  it('field errors of new-account, translated, under their fields', async () => {
    const response = await t.post(
      '/realform/form-pl/new-account',
      JSON.stringify({ ...common(), ...registration('not-an-email'), confirmEmail: 'not-an-email', residenceCountry: 'XX' }),
    );
    expect(response.status).toBe(400);
    expect(await standard(response)).toEqual({
      status: 'error',
      errors: {
        email: ['Podaj poprawny adres e-mail, np. jan.kowalski@example.com.'],
        residenceCountry: ['Wybierz kraj z listy.'],
      },
    });
  });

  it('a value of the wrong type', async () => {
    const response = await t.post('/realform/form-pl/new-login', JSON.stringify({ ...common(), loginEmail: 42, loginPassword: ['x'] }));
    expect(response.status).toBe(400);
    expect(await standard(response)).toEqual({
      status: 'error',
      errors: { loginEmail: ['Podaj adres e-mail.'], loginPassword: ['Wpisz hasło.'] },
    });
  });

  it('get-token with a body that is not JSON', async () => {
    const response = await t.post('/realform/get-token', 'token please', { 'content-type': 'text/plain' });
    expect(response.status).toBe(400);
    expect((await standard(response)).status).toBe('error');
  });
});

describe('unknown calls and failures', () => {
  it('answers an unknown realform path with a standard 404', async () => {
    const response = await t.post('/realform/form-pl/no-such-call', JSON.stringify(common()));
    expect(response.status).toBe(404);
    expect((await standard(response)).globalError).toBeDefined();
    expect((await t.fetch('http://localhost/realform/form-xx/validate', { method: 'POST' })).status).toBe(404);
    expect((await t.fetch('http://localhost/realform/get-token')).status).toBe(404);
  });

  it('turns an unexpected failure into a standard 500 with a translated generic message', async () => {
    const response = await t.post(
      '/realform/form-pl/new-account',
      JSON.stringify({ ...common(), ...registration('jan.kowalski@example.com'), recaptchaToken: 'explode' }),
    );
    expect(response.status).toBe(500);
    expect(await standard(response)).toEqual({
      status: 'error',
      globalError: 'Coś poszło nie tak po naszej stronie. Spróbuj ponownie za chwilę.',
    });
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('logs the failure without the e-mail address or the token in its message', () => {
    const line = t.logs.find((entry) => entry.includes('unexpected error'));
    expect(line).toContain('provider down for [email] with token [redacted]');
    expect(t.logs.join('\n')).not.toContain('jan.kowalski@example.com');
    expect(t.logs.join('\n')).not.toContain(token);
  });

  it('refuses a bot-check token the verifier rejects', async () => {
    const response = await t.client().newAccount({ ...registration('robot@example.com'), recaptchaToken: 'reject' });
    expect(response).toEqual({
      status: 'error',
      globalError: 'Nie udało się potwierdzić, że nie jesteś robotem. Spróbuj ponownie.',
    });
  });
});

describe('security headers', () => {
  it.each([
    ['an API answer', () => t.post('/realform/get-token', '')],
    ['a refused request', () => t.post('/realform/form-pl/validate', 'nope')],
    ['health', () => t.fetch('http://localhost/healthz')],
  ])('of a JSON answer are on %s: no caching, framing, sniffing, or anything if opened as a page', async (_case, request) => {
    const { headers } = await request();
    expect(headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('cache-control')).toBe('no-store');
  });

  it('of a page are on a missing page', async () => {
    const { headers } = await t.fetch('http://localhost/nothing-here');
    expect(headers.get('content-security-policy')).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; media-src 'self' blob:; frame-ancestors 'none'; base-uri 'self'; form-action 'self' https://client.example.com; object-src 'none'",
    );
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('permissions-policy')).toContain('camera=(self)');
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(headers.get('x-frame-options')).toBe('DENY');
  });
});
