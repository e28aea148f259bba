import * as v from 'valibot';
import { brandSchema, type Brand } from './brands';
import { REALFORM_PREFIX } from './realformPrefix';

/**
 * The self-hosted bot check (docs/spec/flow/calls.md#new-account-extras "recaptchaToken from a bot-check challenge"; issue 16): an ALTCHA proof of work
 * (altcha-lib, PoW v2). The page fetches a challenge signed for its brand, solves it, and sends the solution as
 * `recaptchaToken`; the server accepts each solution once, before the challenge expires.
 */

/** `GET {prefix}/captcha-challenge?brand={pl|eu}`: a new challenge (no session needed). */
export const CAPTCHA_CHALLENGE_PATH = `${REALFORM_PREFIX}/captcha-challenge`;

/** The URL of a brand's challenge below an origin. */
export function captchaChallengeUrl(baseUrl: string, brand: Brand): string {
  return `${baseUrl.replace(/\/+$/, '')}${CAPTCHA_CHALLENGE_PATH}?brand=${brand}`;
}

/** The key derivation of every challenge: PBKDF2-SHA-256, which browsers run natively (SubtleCrypto). */
export const ALTCHA_ALGORITHM = 'PBKDF2/SHA-256';
/** PBKDF2 iterations of one try. The number of tries is the server's ALTCHA_MAX_NUMBER. */
export const ALTCHA_COST = 1000;

const hex = (max: number) => v.pipe(v.string(), v.regex(/^[0-9a-f]+$/), v.maxLength(max));

/** A challenge as the server signs it (altcha-lib's `Challenge`); the brand and the expiry are in the signed `data`. */
export const altchaChallengeSchema = v.object({
  parameters: v.object({
    algorithm: v.pipe(v.string(), v.maxLength(32)),
    nonce: hex(64),
    salt: hex(64),
    cost: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)),
    keyLength: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(64)),
    keyPrefix: hex(128),
    data: v.optional(
      v.object({
        brand: brandSchema,
        /** Unix seconds after which the server refuses the solution. */
        expires: v.pipe(v.number(), v.integer()),
      }),
    ),
  }),
  signature: hex(128),
});
export type AltchaChallenge = v.InferOutput<typeof altchaChallengeSchema>;

/** A solution: the counter whose derived key starts with the challenge's prefix, and that key. */
export const altchaSolutionSchema = v.object({
  counter: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(0xffffffff)),
  derivedKey: hex(128),
  time: v.optional(v.number()),
});
export type AltchaSolution = v.InferOutput<typeof altchaSolutionSchema>;

/** What `recaptchaToken` carries for ALTCHA, base64-encoded JSON: the same payload as the ALTCHA widget's. */
export const altchaTokenSchema = v.object({ challenge: altchaChallengeSchema, solution: altchaSolutionSchema });

/** The `recaptchaToken` of a solved challenge. */
export function encodeAltchaToken(challenge: AltchaChallenge, solution: AltchaSolution): string {
  return btoa(JSON.stringify({ challenge, solution }));
}
