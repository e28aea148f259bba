import { describe, expect, it } from 'vitest';
import { createRealformClient } from './createRealformClient';
import { memoryTokenStore } from './TokenStore';

// Issue 20 item 3: the creating calls carry an Idempotency-Key (the server answers a balancer's retry of the same
// request with the first answer); the other calls carry none.

function recordingFetch() {
  const keys: Array<{ path: string; key: string | null }> = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    keys.push({ path, key: request.headers.get('idempotency-key') });
    const body = path.endsWith('/get-token') ? { token: 'token-1' } : { status: 'success' };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, keys };
}

const registration = {
  residenceConfirm: true,
  residenceCountry: 'PL',
  chooseLanguage: false,
  email: 'anna@example.com',
  confirmEmail: 'anna@example.com',
  password: 'Secret-pa55',
  termsAccepted: true,
  recaptchaToken: 'solved',
} as const;

describe('Idempotency-Key on the creating calls', () => {
  it('new-account and the document uploads send a fresh 128-bit key with every request; other calls send none', async () => {
    const server = recordingFetch();
    const client = createRealformClient({ brand: 'pl', locale: 'pl', tokenStore: memoryTokenStore(), fetch: server.fetch, clientIdCookie: false });
    await client.newAccount(registration);
    await client.newAccount(registration);
    await client.upload('desktopDocumentUpload', {}, { documentImage: new Blob(['%PDF-1.4'], { type: 'application/pdf' }) });
    await client.call('dataUploadChoice', { dataUploadChoice: 2 });
    const keyOf = (suffix: string) => server.keys.filter((k) => k.path.endsWith(suffix)).map((k) => k.key);
    const [first, second] = keyOf('/new-account');
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toMatch(/^[0-9a-f]{32}$/);
    // A new press is a new attempt: only a request sent again (by a balancer) repeats its key.
    expect(second).not.toBe(first);
    expect(keyOf('/desktop-document-upload')[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keyOf('/data-upload-choice')).toEqual([null]);
    expect(keyOf('/get-token')).toEqual([null]);
  });
});
