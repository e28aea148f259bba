import type { AltchaChallenge, Brand } from '@onboarding/realform-api';
import { altchaChallengeSchema, captchaChallengeUrl, encodeAltchaToken } from '@onboarding/realform-api';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import * as v from 'valibot';

/**
 * Solves a challenge as a browser would (the same PoW, with Node's PBKDF2) and answers the `recaptchaToken` that
 * carries the solution. For tests and benchmarks that talk to the API without a browser.
 */
export async function solveAltchaChallenge(challenge: AltchaChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The ALTCHA challenge was not solved within altcha-lib\'s time limit: is ALTCHA_MAX_NUMBER very high?');
  return encodeAltchaToken(challenge, solution);
}

/**
 * Fetches a challenge for the brand from a server (GET /realform/captcha-challenge) and solves it: a real,
 * single-use bot-check token, as the pages send. Keep the server's ALTCHA_MAX_NUMBER low in tests.
 */
export async function solvedBotCheckToken(fetchImpl: (url: string) => Promise<Response>, baseUrl: string, brand: Brand): Promise<string> {
  const response = await fetchImpl(captchaChallengeUrl(baseUrl, brand));
  if (response.status !== 200) throw new Error(`GET captcha-challenge answered ${response.status}: ${await response.text()}`);
  return solveAltchaChallenge(v.parse(altchaChallengeSchema, await response.json()));
}
