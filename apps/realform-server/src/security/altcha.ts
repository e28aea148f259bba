import { randomInt } from 'node:crypto';
import type { Brand } from '@onboarding/realform-api';
import { ALTCHA_ALGORITHM, ALTCHA_COST, altchaTokenSchema, type AltchaChallenge } from '@onboarding/realform-api';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import * as v from 'valibot';
import type { Database } from '../db/Database';
import type { SafeLogger } from '../log/safeLogger';
import type { CaptchaVerifier } from './captcha';
import { CaptchaConfigError } from './captchaConfigError';

/** How long a challenge may be solved and used (README "Bot check"). */
export const ALTCHA_CHALLENGE_TTL_MINUTES = 10;

/**
 * The default complexity: the counter the browser must reach lies between half this and this. Each try is a
 * PBKDF2-SHA-256 of {@link ALTCHA_COST} iterations; measured in the README ("Bot check").
 */
export const DEFAULT_ALTCHA_MAX_NUMBER = 5000;

/** The largest ALTCHA_MAX_NUMBER taken: beyond it a phone would work for minutes. */
export const ALTCHA_MAX_NUMBER_LIMIT = 10_000_000;

/** The shortest HMAC key accepted (ALTCHA_HMAC_KEY_PL / _EU). */
export const ALTCHA_MIN_KEY_LENGTH = 32;

export interface AltchaOptions {
  db: Database;
  /** Each brand's HMAC key: a challenge signed for one brand never verifies for the other. */
  keys: Record<Brand, string>;
  /** @default DEFAULT_ALTCHA_MAX_NUMBER */
  maxNumber?: number;
  now: () => Date;
  logger?: SafeLogger;
}

/** The self-hosted proof-of-work bot check: issues signed challenges and verifies each solution once. */
export interface AltchaBotCheck extends CaptchaVerifier {
  /** A new challenge for a brand's page, signed with the brand's key, valid {@link ALTCHA_CHALLENGE_TTL_MINUTES}. */
  challenge(brand: Brand): Promise<AltchaChallenge>;
}

/** Why a token was refused: logged (no personal data), never told to the sender. */
type Refusal = 'malformed' | 'brand' | 'expired' | 'signature' | 'solution' | 'replayed';

function decodeToken(token: string): v.InferOutput<typeof altchaTokenSchema> | undefined {
  if (token.length === 0 || token.length > 4096 || !/^[A-Za-z0-9+/=_-]+$/.test(token)) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = v.safeParse(altchaTokenSchema, json);
  return parsed.success ? parsed.output : undefined;
}

/**
 * ALTCHA (altcha-lib, PoW v2) in deterministic mode: the server picks the counter (between half of `maxNumber`
 * and `maxNumber`), so every applicant does about the same work, and signs the challenge with the brand's key.
 * The brand and the expiry travel in the signed `data`, checked against the server's clock (`now`). Verification
 * re-derives the key from the submitted counter (a tampered counter or key fails), then records the challenge as
 * spent in one statement: a second use of the same solution is refused, also across instances.
 */
export function altchaBotCheck(options: AltchaOptions): AltchaBotCheck {
  const maxNumber = options.maxNumber ?? DEFAULT_ALTCHA_MAX_NUMBER;
  if (!Number.isInteger(maxNumber) || maxNumber < 1 || maxNumber > ALTCHA_MAX_NUMBER_LIMIT) {
    throw new CaptchaConfigError(`ALTCHA_MAX_NUMBER must be a whole number from 1 to ${ALTCHA_MAX_NUMBER_LIMIT}, got ${String(maxNumber)}.`);
  }
  const refuse = (reason: Refusal, brand: Brand) => {
    options.logger?.info('bot check refused', { provider: 'altcha', brand, reason });
    return false;
  };

  return {
    async challenge(brand) {
      const expires = Math.floor(options.now().getTime() / 1000) + ALTCHA_CHALLENGE_TTL_MINUTES * 60;
      const low = Math.max(0, Math.ceil(maxNumber / 2));
      const challenge = await createChallenge({
        algorithm: ALTCHA_ALGORITHM,
        cost: ALTCHA_COST,
        counter: low === maxNumber ? maxNumber : randomInt(low, maxNumber + 1),
        deriveKey,
        data: { brand, expires },
        hmacSignatureSecret: options.keys[brand],
      });
      return challenge as AltchaChallenge;
    },

    async verify(token, { brand }) {
      const payload = decodeToken(token);
      if (!payload) return refuse('malformed', brand);
      const { challenge, solution } = payload;
      const data = challenge.parameters.data;
      if (data?.brand !== brand) return refuse('brand', brand);
      const expires = data.expires;
      if (typeof expires !== 'number' || expires * 1000 <= options.now().getTime()) return refuse('expired', brand);
      if (challenge.parameters.algorithm !== ALTCHA_ALGORITHM) return refuse('signature', brand);
      let result: Awaited<ReturnType<typeof verifySolution>>;
      try {
        result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: options.keys[brand] });
      } catch {
        // A parameter the key derivation cannot take (a cost of 0, an absurd key length…) is a forged challenge.
        return refuse('signature', brand);
      }
      if (result.invalidSignature) return refuse('signature', brand);
      if (!result.verified) return refuse('solution', brand);
      const spent = await options.db.query(
        'INSERT INTO captcha_spent_challenges (signature, brand, expires_at) VALUES ($1, $2, $3) ON CONFLICT (signature) DO NOTHING RETURNING signature',
        [challenge.signature, brand, new Date(expires * 1000)],
      );
      if (spent.rows.length === 0) return refuse('replayed', brand);
      return true;
    },
  };
}
