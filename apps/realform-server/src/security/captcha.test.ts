import { describe, expect, it } from 'vitest';
import { localCaptchaVerifier, recaptchaVerifier } from './captcha';

describe('local captcha verifier', () => {
  it('passes a non-empty token and fails an empty one', async () => {
    const verifier = localCaptchaVerifier();
    expect(await verifier.verify('local-captcha-token', { brand: 'pl' })).toBe(true);
    expect(await verifier.verify('', { brand: 'pl' })).toBe(false);
    expect(await verifier.verify('   ', { brand: 'eu' })).toBe(false);
  });
});

describe('reCAPTCHA verifier (production slot)', () => {
  function verifierAnswering(answer: unknown, status = 200) {
    const calls: { url: string; body: string }[] = [];
    const verifier = recaptchaVerifier({
      secrets: { pl: 'secret-pl', eu: 'secret-eu' },
      fetch: async (input, init) => {
        calls.push({ url: String(input), body: String(init?.body) });
        return new Response(JSON.stringify(answer), { status });
      },
    });
    return { verifier, calls };
  }

  it("sends the brand's secret with the token and the client IP", async () => {
    const { verifier, calls } = verifierAnswering({ success: true });
    expect(await verifier.verify('tok', { brand: 'eu', remoteIp: '10.0.0.1' })).toBe(true);
    expect(calls[0]?.url).toBe('https://www.google.com/recaptcha/api/siteverify');
    expect(new URLSearchParams(calls[0]?.body)).toEqual(new URLSearchParams({ secret: 'secret-eu', response: 'tok', remoteip: '10.0.0.1' }));
  });

  it('fails on a low score, a failed check, an HTTP error or an unreachable provider', async () => {
    expect(await verifierAnswering({ success: true, score: 0.1 }).verifier.verify('tok', { brand: 'pl' })).toBe(false);
    expect(await verifierAnswering({ success: false }).verifier.verify('tok', { brand: 'pl' })).toBe(false);
    expect(await verifierAnswering({ success: true }, 500).verifier.verify('tok', { brand: 'pl' })).toBe(false);
    const offline = recaptchaVerifier({ secrets: { pl: 'a', eu: 'b' }, fetch: () => Promise.reject(new TypeError('offline')) });
    expect(await offline.verify('tok', { brand: 'pl' })).toBe(false);
  });
});
