import { describe, expect, it, vi } from 'vitest';
import type { StandardResponse } from '../contract/standardResponse';
import { createRealformClient } from './createRealformClient';
import { RealformNetworkError } from './RealformNetworkError';
import { RealformResponseError } from './RealformResponseError';
import { memoryTokenStore } from './TokenStore';

interface Sent {
  path: string;
  body: Record<string, unknown> | undefined;
}

type Handler = (sent: Sent, request: Request) => Response | Promise<Response>;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A fake realform server: records every request and answers with the handler for its path. */
function fakeServer(handlers: Record<string, Handler>) {
  const sent: Sent[] = [];
  let tokens = 0;
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    const text = await request.text();
    const entry: Sent = { path, body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined };
    sent.push(entry);
    if (path === '/realform/get-token' && !handlers[path]) return json({ token: `token-${++tokens}` });
    const handler = handlers[path];
    if (!handler) return json({ status: 'error', globalError: 'not found' }, 404);
    return handler(entry, request);
  };
  return { fetch, sent };
}

function success(extra: Partial<StandardResponse> = {}): Handler {
  return () => json({ status: 'success', ...extra });
}

describe('createRealformClient', () => {
  it('asks for a token once, even when several calls start together', async () => {
    const server = fakeServer({ '/realform/form-pl/validate': success() });
    const tokenStore = memoryTokenStore();
    const client = createRealformClient({ brand: 'pl', locale: 'pl', tokenStore, fetch: server.fetch });

    await Promise.all([client.validate('email', 'a@b.pl'), client.validate('password', 'x'), client.ensureToken()]);

    expect(server.sent.filter((s) => s.path === '/realform/get-token')).toHaveLength(1);
    expect(tokenStore.get()).toBe('token-1');
    expect(server.sent.filter((s) => s.path === '/realform/form-pl/validate').map((s) => s.body?.token)).toEqual([
      'token-1',
      'token-1',
    ]);
  });

  it('reuses a stored token without asking for a new one', async () => {
    const server = fakeServer({ '/realform/form-pl/validate': success() });
    const tokenStore = memoryTokenStore();
    tokenStore.set('stored');
    const client = createRealformClient({ brand: 'pl', locale: 'pl', tokenStore, fetch: server.fetch });
    await client.validate('email', 'a@b.pl');
    expect(server.sent.map((s) => s.path)).toEqual(['/realform/form-pl/validate']);
    expect(server.sent[0]?.body?.token).toBe('stored');
  });

  it('sends token, languageCode, branchCode and brand with the fields, to the form of the locale', async () => {
    const server = fakeServer({ '/realform/form-eu/new-login': success({ next: 'desktopSms' }) });
    const client = createRealformClient({ brand: 'eu', locale: 'en', tokenStore: memoryTokenStore(), fetch: server.fetch });

    const response = await client.newLogin({ loginEmail: 'jan@example.com', loginPassword: 'Secret-pa55' });

    expect(response).toEqual({ status: 'success', next: 'desktopSms' });
    expect(server.sent.at(-1)).toEqual({
      path: '/realform/form-eu/new-login',
      body: {
        loginEmail: 'jan@example.com',
        loginPassword: 'Secret-pa55',
        token: 'token-1',
        languageCode: 'en',
        branchCode: 'EU',
        brand: 'eu',
      },
    });
  });

  it('follows a locale change: Polish goes to form-pl with branch PL, Ukrainian to form-eu with UA', async () => {
    const server = fakeServer({ '/realform/form-pl/validate': success(), '/realform/form-eu/validate': success() });
    const client = createRealformClient({ brand: 'pl', locale: 'pl', tokenStore: memoryTokenStore(), fetch: server.fetch });
    await client.validate('email', 'a@b.pl');
    client.setLocale('ua');
    expect(client.locale).toBe('ua');
    await client.validate('email', 'a@b.pl');
    const calls = server.sent.filter((s) => s.path !== '/realform/get-token');
    expect(calls.map((s) => [s.path, s.body?.languageCode, s.body?.branchCode])).toEqual([
      ['/realform/form-pl/validate', 'pl', 'PL'],
      ['/realform/form-eu/validate', 'ua', 'UA'],
    ]);
  });

  it('cancels an older validation of the same field when a newer one starts (docs/spec/flow/errors.md)', async () => {
    let releaseFirst: (() => void) | undefined;
    const server = fakeServer({
      '/realform/form-pl/validate': ({ body }, request) => {
        if (body?.value !== 'first') return json({ status: 'success' });
        return new Promise<Response>((resolve, reject) => {
          releaseFirst = () => resolve(json({ status: 'error', errors: { email: ['stale'] } }));
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        });
      },
    });
    const client = createRealformClient({ brand: 'pl', locale: 'pl', tokenStore: memoryTokenStore(), fetch: server.fetch });
    await client.ensureToken();

    const first = client.validate('email', 'first');
    await vi.waitFor(() => expect(releaseFirst).toBeDefined());
    const other = client.validate('password', 'other');
    const second = client.validate('email', 'second');
    releaseFirst?.();

    expect(await first).toEqual({ status: 'cancelled' });
    expect(await second).toEqual({ status: 'success' });
    expect(await other).toEqual({ status: 'success' });
  });

  it('returns a 4xx standard answer instead of throwing', async () => {
    const server = fakeServer({
      '/realform/form-pl/new-account': () => json({ status: 'error', errors: { email: ['Podaj adres e-mail.'] } }, 400),
    });
    const client = createRealformClient({ brand: 'pl', locale: 'pl', tokenStore: memoryTokenStore(), fetch: server.fetch });
    const response = await client.newAccount({
      residenceConfirm: true,
      residenceCountry: 'PL',
      chooseLanguage: false,
      email: '',
      confirmEmail: '',
      password: 'Secret-pa55',
      termsAccepted: true,
      recaptchaToken: 'captcha',
    });
    expect(response).toEqual({ status: 'error', errors: { email: ['Podaj adres e-mail.'] } });
  });

  it('clears the stored token when the server says restart, and asks for a new one next time', async () => {
    const server = fakeServer({
      '/realform/form-pl/validate': ({ body }) =>
        body?.token === 'token-1'
          ? json({ status: 'error', next: 'restart', restart: true, globalError: 'expired' }, 401)
          : json({ status: 'success' }),
    });
    const tokenStore = memoryTokenStore();
    const client = createRealformClient({ brand: 'pl', locale: 'pl', tokenStore, fetch: server.fetch });

    expect(await client.validate('email', 'a@b.pl')).toMatchObject({ next: 'restart' });
    expect(tokenStore.get()).toBeNull();
    expect(await client.validate('email', 'a@b.pl')).toEqual({ status: 'success' });
    expect(tokenStore.get()).toBe('token-2');
  });

  it('stores the rotated token a login answers with', async () => {
    const server = fakeServer({ '/realform/form-pl/new-login': success({ next: 'desktopSms', token: 'rotated' }) });
    const tokenStore = memoryTokenStore();
    const client = createRealformClient({ brand: 'pl', locale: 'pl', tokenStore, fetch: server.fetch });
    await client.newLogin({ loginEmail: 'jan@example.com', loginPassword: 'x' });
    expect(tokenStore.get()).toBe('rotated');
  });

  it('throws a RealformResponseError on a 5xx', async () => {
    const server = fakeServer({ '/realform/form-pl/validate': () => json({ status: 'error' }, 502) });
    const client = createRealformClient({ brand: 'pl', locale: 'pl', tokenStore: memoryTokenStore(), fetch: server.fetch });
    const error = await client.validate('email', 'x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RealformResponseError);
    expect(error).toMatchObject({ name: 'RealformResponseError', status: 502 });
    expect((error as Error).message).toContain('HTTP 502');
  });

  it("keeps the server's translated globalError of a 5xx standard answer (e.g. a mail server refused the code's e-mail)", async () => {
    const server = fakeServer({
      '/realform/form-pl/verify-email': () => json({ status: 'error', globalError: 'Nie udało się wysłać wiadomości e-mail z kodem.' }, 503),
      '/realform/form-pl/validate': () => new Response('<html>bad gateway</html>', { status: 502 }),
    });
    const client = createRealformClient({ brand: 'pl', locale: 'pl', tokenStore: memoryTokenStore(), fetch: server.fetch });
    const refused = await client.call('verifyEmail', {}).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(RealformResponseError);
    expect(refused).toMatchObject({ status: 503, globalError: 'Nie udało się wysłać wiadomości e-mail z kodem.' });
    // A proxy's page is no standard answer: nothing to show from it.
    expect(await client.validate('email', 'x').catch((e: unknown) => e)).toMatchObject({ status: 502, globalError: undefined });
  });

  it('throws a RealformResponseError on a body outside the contract or not JSON', async () => {
    const server = fakeServer({
      '/realform/form-pl/validate': () => json({ status: 'maybe' }),
      '/realform/form-pl/new-login': () => new Response('<html>proxy error</html>', { status: 400 }),
    });
    const client = createRealformClient({ brand: 'pl', locale: 'pl', tokenStore: memoryTokenStore(), fetch: server.fetch });
    await expect(client.validate('email', 'x')).rejects.toThrow(/does not match the realform contract/);
    await expect(client.newLogin({ loginEmail: 'a', loginPassword: 'b' })).rejects.toBeInstanceOf(RealformResponseError);
  });

  it('throws a RealformNetworkError when the server cannot be reached', async () => {
    const client = createRealformClient({
      brand: 'pl',
      locale: 'pl',
      tokenStore: memoryTokenStore(),
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    const error = await client.ensureToken().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RealformNetworkError);
    expect((error as RealformNetworkError).url).toBe('http://localhost/realform/get-token');
    expect((error as Error).cause).toBeDefined();
  });

  it('throws a RealformNetworkError when the server does not answer in time', async () => {
    const client = createRealformClient({
      brand: 'pl',
      locale: 'pl',
      tokenStore: memoryTokenStore(),
      timeoutMs: 20,
      fetch: (input, init) =>
        new Promise((_resolve, reject) => {
          const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
          signal?.addEventListener('abort', () => reject(signal.reason));
        }),
    });
    await expect(client.ensureToken()).rejects.toThrow(/no answer within 20 ms/);
  });
});
