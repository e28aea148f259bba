import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRealformClient } from '../../client/createRealformClient';
import { memoryTokenStore } from '../../client/TokenStore';
import { confirmMobileHandoff, newDeviceId } from './confirmMobileHandoff';
import { returnToDesktop } from './returnToDesktop';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A fake server for one path: records bodies and answers from a script (a thrown error is a network failure). */
function fakeServer(path: string, script: (Response | Error)[]) {
  const bodies: Record<string, unknown>[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    expect(new URL(request.url).pathname).toBe(path);
    bodies.push((await request.json()) as Record<string, unknown>);
    const next = script.shift() ?? json({ status: 'error' }, 500);
    if (next instanceof Error) throw next;
    return next;
  };
  return { fetch, bodies };
}

describe('confirmMobileHandoff (the phone opens the hand-off link)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the link token with qrCodeScan and a device id, then keeps the new session token', async () => {
    const server = fakeServer('/realform/form-pl/mobile-qr-code-scan', [
      json({ status: 'success', token: 'phone-session', next: 'mobileDocumentChoice', isQrCodeScan: true }),
    ]);
    const tokenStore = memoryTokenStore();
    tokenStore.set('an old session of this browser');
    const client = createRealformClient({ brand: 'eu', locale: 'de', tokenStore, fetch: server.fetch });

    const result = await confirmMobileHandoff(client, tokenStore, 'handoff-token', { deviceId: 'device-id-0123456789' });

    expect(result).toMatchObject({ outcome: 'confirmed', response: { next: 'mobileDocumentChoice' } });
    expect(server.bodies[0]).toMatchObject({ token: 'handoff-token', qrCodeScan: true, deviceId: 'device-id-0123456789' });
    expect(tokenStore.get()).toBe('phone-session');
  });

  it('given a used or expired link, clears the token and answers restart (docs/spec/flow/errors.md#global-error)', async () => {
    const server = fakeServer('/realform/form-pl/mobile-qr-code-scan', [
      json({ status: 'error', next: 'restart', restart: true, globalError: 'expired' }, 401),
    ]);
    const tokenStore = memoryTokenStore();
    const client = createRealformClient({ brand: 'pl', locale: 'pl', tokenStore, fetch: server.fetch });

    const result = await confirmMobileHandoff(client, tokenStore, 'handoff-token');

    expect(result.outcome).toBe('restart');
    expect(tokenStore.get()).toBeNull();
  });

  it('retries every second while the network fails, with the same device id, and stops after 10 s', async () => {
    const script = Array.from({ length: 20 }, () => new TypeError('fetch failed'));
    const server = fakeServer('/realform/form-pl/mobile-qr-code-scan', script);
    const tokenStore = memoryTokenStore();
    const client = createRealformClient({ brand: 'pl', locale: 'pl', tokenStore, fetch: server.fetch });

    const promise = confirmMobileHandoff(client, tokenStore, 'handoff-token');
    await vi.advanceTimersByTimeAsync(10_000);
    const result = await promise;

    expect(result.outcome).toBe('timeout');
    expect(server.bodies).toHaveLength(11);
    expect(new Set(server.bodies.map((body) => body.deviceId)).size).toBe(1);
    expect(tokenStore.get()).toBeNull();
  });

  it('a lost first answer is retried and then confirmed', async () => {
    const server = fakeServer('/realform/form-pl/mobile-qr-code-scan', [
      new TypeError('fetch failed'),
      json({ status: 'success', token: 'phone-session', next: 'mobileDocumentChoice' }),
    ]);
    const tokenStore = memoryTokenStore();
    const client = createRealformClient({ brand: 'pl', locale: 'pl', tokenStore, fetch: server.fetch });

    const promise = confirmMobileHandoff(client, tokenStore, 'handoff-token');
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(promise).resolves.toMatchObject({ outcome: 'confirmed' });
    expect(server.bodies.map((body) => body.token)).toEqual(['handoff-token', 'handoff-token']);
  });
});

describe('newDeviceId', () => {
  it('is 128 random bits in base64url, different each time', () => {
    const a = newDeviceId();
    expect(a).toMatch(/^[\w-]{22}$/);
    expect(newDeviceId()).not.toBe(a);
  });
});

describe('returnToDesktop (the phone is done)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tries document/mobile-return-to-desktop up to 3 times, 3 s apart', async () => {
    const server = fakeServer('/realform/document/mobile-return-to-desktop', [
      json({ status: 'error' }, 500),
      new TypeError('fetch failed'),
      json({ status: 'error' }, 500),
      json({ status: 'success' }),
    ]);
    const tokenStore = memoryTokenStore();
    tokenStore.set('phone-session');
    const client = createRealformClient({ brand: 'pl', locale: 'pl', tokenStore, fetch: server.fetch });

    const promise = returnToDesktop(client);
    await vi.advanceTimersByTimeAsync(6_000);
    const result = await promise;

    expect(result).toMatchObject({ outcome: 'failed', attempts: 3 });
    expect(server.bodies).toHaveLength(3);
  });

  it('answers the server success at once', async () => {
    const server = fakeServer('/realform/document/mobile-return-to-desktop', [json({ status: 'success', next: 'mobileReturnToDesktop' })]);
    const tokenStore = memoryTokenStore();
    tokenStore.set('phone-session');
    const client = createRealformClient({ brand: 'pl', locale: 'pl', tokenStore, fetch: server.fetch });
    await expect(returnToDesktop(client)).resolves.toMatchObject({ outcome: 'notified' });
  });
});
