import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recaptchaVerifier, turnstileVerifier } from './captchaHosted';

/**
 * A local counterpart of the providers' siteverify endpoints: it reads the form POST as Cloudflare and Google document
 * it (`secret`, `response`, `remoteip`, application/x-www-form-urlencoded) and answers with their documented bodies.
 */
interface Received {
  path: string;
  contentType: string | undefined;
  form: Record<string, string>;
}
const received: Received[] = [];
let answer: { status: number; body: string } = { status: 200, body: '{}' };
let server: Server;
let origin: string;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  server = createServer((request, response) => {
    void readBody(request).then((body) => {
      received.push({ path: request.url ?? '', contentType: request.headers['content-type'], form: Object.fromEntries(new URLSearchParams(body)) });
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
});

const SECRETS = { pl: 'secret-of-pl', eu: 'secret-of-eu' };

describe('Cloudflare Turnstile siteverify', () => {
  const turnstile = () => turnstileVerifier({ secrets: SECRETS, verifyUrl: `${origin}/turnstile/v0/siteverify` });

  it("posts the brand's secret, the token and the client IP as a form, and passes a documented success", async () => {
    answer = { status: 200, body: JSON.stringify({ success: true, challenge_ts: '2026-03-01T10:00:00.000Z', hostname: 'onboarding.example', 'error-codes': [], action: 'new_account', cdata: '' }) };
    expect(await turnstile().verify('XXXX.DUMMY.TOKEN', { brand: 'eu', remoteIp: '203.0.113.9', action: 'new_account' })).toBe(true);
    expect(received).toEqual([
      { path: '/turnstile/v0/siteverify', contentType: 'application/x-www-form-urlencoded;charset=UTF-8', form: { secret: 'secret-of-eu', response: 'XXXX.DUMMY.TOKEN', remoteip: '203.0.113.9' } },
    ]);
  });

  it('refuses the documented failures: an invalid or spent token, a token of another action, an HTTP error, a body that is not JSON', async () => {
    answer = { status: 200, body: JSON.stringify({ success: false, 'error-codes': ['invalid-input-response'] }) };
    expect(await turnstile().verify('bad', { brand: 'pl' })).toBe(false);
    answer = { status: 200, body: JSON.stringify({ success: false, 'error-codes': ['timeout-or-duplicate'] }) };
    expect(await turnstile().verify('spent', { brand: 'pl' })).toBe(false);
    answer = { status: 200, body: JSON.stringify({ success: true, 'error-codes': [], action: 'desktop_sms' }) };
    expect(await turnstile().verify('other-form', { brand: 'pl', action: 'new_account' })).toBe(false);
    answer = { status: 500, body: 'oops' };
    expect(await turnstile().verify('tok', { brand: 'pl' })).toBe(false);
    answer = { status: 200, body: '<html>' };
    expect(await turnstile().verify('tok', { brand: 'pl' })).toBe(false);
    expect(received.map((request) => request.form.secret)).toEqual(Array(5).fill('secret-of-pl'));
  });

  it('counts an unreachable provider as not verified, and never sends an empty token', async () => {
    const offline = turnstileVerifier({ secrets: SECRETS, verifyUrl: 'http://127.0.0.1:9/siteverify' });
    expect(await offline.verify('tok', { brand: 'pl' })).toBe(false);
    expect(await turnstile().verify('', { brand: 'pl' })).toBe(false);
    expect(received).toEqual([]);
  });
});

describe('Google reCAPTCHA siteverify', () => {
  const recaptcha = () => recaptchaVerifier({ secrets: SECRETS, verifyUrl: `${origin}/recaptcha/api/siteverify` });

  it("posts the brand's secret, the token and the client IP, and passes a v3 answer at or above 0.5", async () => {
    answer = { status: 200, body: JSON.stringify({ success: true, score: 0.9, action: 'desktop_sms', challenge_ts: '2026-03-01T10:00:00Z', hostname: 'onboarding.example' }) };
    expect(await recaptcha().verify('03AFcWeA', { brand: 'pl', remoteIp: '198.51.100.7', action: 'desktop_sms' })).toBe(true);
    expect(received[0]?.form).toEqual({ secret: 'secret-of-pl', response: '03AFcWeA', remoteip: '198.51.100.7' });
    // v2 answers carry no score.
    answer = { status: 200, body: JSON.stringify({ success: true, challenge_ts: '2026-03-01T10:00:00Z', hostname: 'onboarding.example' }) };
    expect(await recaptcha().verify('v2-token', { brand: 'eu' })).toBe(true);
  });

  it('refuses a low score, a failed check, a token of another action', async () => {
    answer = { status: 200, body: JSON.stringify({ success: true, score: 0.1, action: 'new_account' }) };
    expect(await recaptcha().verify('tok', { brand: 'pl', action: 'new_account' })).toBe(false);
    answer = { status: 200, body: JSON.stringify({ success: false, 'error-codes': ['invalid-input-response'] }) };
    expect(await recaptcha().verify('tok', { brand: 'pl' })).toBe(false);
    answer = { status: 200, body: JSON.stringify({ success: true, score: 0.9, action: 'new_account' }) };
    expect(await recaptcha().verify('tok', { brand: 'pl', action: 'confirm_email' })).toBe(false);
  });
});
