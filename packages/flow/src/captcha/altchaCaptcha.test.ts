import { ALTCHA_ALGORITHM, ALTCHA_COST, type AltchaChallenge } from '@onboarding/realform-api';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { describe, expect, it, vi } from 'vitest';
import { ALTCHA_TOKEN_MAX_AGE_MS, createAltchaCaptcha } from './altchaCaptcha';
import { CaptchaError } from './Captcha';

const SECRET = 'test-hmac-key-0123456789-0123456789';

/** What GET /realform/captcha-challenge answers: a challenge signed like the server's, at a tiny complexity. */
async function signedChallenge(brand: 'pl' | 'eu' = 'pl'): Promise<AltchaChallenge> {
  return (await createChallenge({
    algorithm: ALTCHA_ALGORITHM,
    cost: ALTCHA_COST,
    counter: 7,
    deriveKey,
    data: { brand, expires: Math.floor(Date.now() / 1000) + 600 },
    hmacSignatureSecret: SECRET,
  })) as AltchaChallenge;
}

/** The challenge server: answers a new challenge per request, and remembers what it issued. */
function challengeServer() {
  const issued: AltchaChallenge[] = [];
  const fetch = vi.fn(async (url: string | URL | Request) => {
    expect(String(url)).toBe('https://broker.test/realform/captcha-challenge?brand=pl');
    // The slot is taken when the request comes in, so issued[n] is the n-th request's challenge however the signing of
    // overlapping requests finishes (it did not: two requests in flight could swap places and fail the test).
    const slot = issued.length;
    issued.push(undefined as unknown as AltchaChallenge);
    const challenge = await signedChallenge();
    issued[slot] = challenge;
    return new Response(JSON.stringify(challenge), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, issued, calls: fetch };
}

function decode(token: string) {
  return JSON.parse(atob(token)) as { challenge: AltchaChallenge; solution: { counter: number; derivedKey: string } };
}

describe('the ALTCHA captcha', () => {
  it('answers the solution of the challenge it fetched, which the server would verify', async () => {
    const server = challengeServer();
    const captcha = createAltchaCaptcha({ brand: 'pl', baseUrl: 'https://broker.test', fetch: server.fetch });
    const token = await captcha.execute('new_account');
    const { challenge, solution } = decode(token);
    expect(challenge).toEqual(server.issued[0]);
    expect(solution.counter).toBe(7);
    expect(await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: SECRET })).toMatchObject({ verified: true });
  });

  it('solves once prepared, uses each solution once, and solves again after five minutes', async () => {
    let clock = 1_000_000;
    const server = challengeServer();
    const captcha = createAltchaCaptcha({ brand: 'pl', baseUrl: 'https://broker.test', fetch: server.fetch, now: () => clock });
    captcha.prepare?.('new_account');
    captcha.prepare?.('new_account');
    const first = await captcha.execute('new_account');
    expect(server.calls).toHaveBeenCalledTimes(1);
    const second = await captcha.execute('new_account');
    expect(server.calls).toHaveBeenCalledTimes(2);
    expect(decode(second).challenge.signature).not.toBe(decode(first).challenge.signature);

    captcha.prepare?.('desktop_sms');
    clock += ALTCHA_TOKEN_MAX_AGE_MS;
    const third = await captcha.execute('desktop_sms');
    expect(server.calls).toHaveBeenCalledTimes(4);
    expect(decode(third).challenge).toEqual(server.issued[3]);
  });

  it('fails with a CaptchaError when the challenge cannot be fetched or solved, and tries afresh next time', async () => {
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const captcha = createAltchaCaptcha({ brand: 'pl', baseUrl: 'https://broker.test', fetch: offline as unknown as typeof fetch });
    await expect(captcha.execute('new_account')).rejects.toMatchObject({ name: 'CaptchaError', reason: 'unavailable' });
    await expect(captcha.execute('new_account')).rejects.toBeInstanceOf(CaptchaError);
    expect(offline).toHaveBeenCalledTimes(2);

    const refusing = createAltchaCaptcha({ brand: 'pl', baseUrl: 'https://broker.test', fetch: (async () => new Response('{"status":"error"}', { status: 429 })) as typeof fetch });
    await expect(refusing.execute('new_account')).rejects.toMatchObject({ reason: 'unavailable' });

    const gaveUp = createAltchaCaptcha({ brand: 'pl', baseUrl: 'https://broker.test', fetch: challengeServer().fetch, solve: async () => null });
    await expect(gaveUp.execute('new_account')).rejects.toMatchObject({ reason: 'failed' });
  });
});
