import { randomBytes } from 'node:crypto';
import type { AltchaChallenge, Brand, BrandSettings } from '@onboarding/realform-api';
import { BRANDS } from '@onboarding/realform-api';
import type { Database } from '../db/Database';
import type { SafeLogger } from '../log/safeLogger';
import { ALTCHA_MIN_KEY_LENGTH, altchaBotCheck } from './altcha';
import { CaptchaConfigError } from './captchaConfigError';
import { recaptchaVerifier, turnstileVerifier, type HostedCaptchaProvider } from './captchaHosted';

/** The bot check behind new-account, the SMS sends and confirm-email (docs/spec/flow/screens.md, docs/spec/flow/calls.md; README "Bot check"). */
export interface CaptchaVerifier {
  /**
   * True when the token proves a human passed the challenge on this brand's site. `action` names the call
   * (`new_account`, `desktop_sms`, `mobile_sms`, `confirm_email`); hosted providers report the action a token was
   * made for, and a token of another action is refused.
   */
  verify(token: string, context: { brand: Brand; remoteIp?: string | undefined; action?: string }): Promise<boolean>;
}

/** The bot check a server runs: verification, and the self-hosted challenges of brands on ALTCHA. */
export interface BotCheck {
  verifier: CaptchaVerifier;
  /** A new ALTCHA challenge for a brand, or undefined when the brand uses a hosted provider. */
  challenge(brand: Brand): Promise<AltchaChallenge | undefined>;
}

export { CaptchaConfigError };

/** What createServer passes: the parts of ServerConfig about the bot check. */
export interface BotCheckConfig {
  brandSettings?: Partial<Record<Brand, BrandSettings>>;
  altchaHmacKeys?: Partial<Record<Brand, string>>;
  altchaMaxNumber?: number;
  captchaSecrets?: Partial<Record<Brand, string>>;
  /** A verifier of one's own instead of the configured ones (tests); ALTCHA challenges are still issued. */
  captcha?: CaptchaVerifier;
  /** Where the hosted providers' siteverify calls go (tests: a local counterpart). */
  captchaVerifyUrls?: Partial<Record<HostedCaptchaProvider, string>>;
}

const envSuffix = (brand: Brand) => brand.toUpperCase();

/** The brand's HMAC key: ALTCHA_HMAC_KEY_{PL,EU}, else a random one created once and kept in `server_secrets`. */
async function altchaKey(db: Database, brand: Brand, configured: string | undefined): Promise<string> {
  if (configured !== undefined) {
    if (configured.length < ALTCHA_MIN_KEY_LENGTH) {
      throw new CaptchaConfigError(
        `ALTCHA_HMAC_KEY_${envSuffix(brand)} must be at least ${ALTCHA_MIN_KEY_LENGTH} characters (got ${configured.length}); for example: openssl rand -base64 48. Unset it to use a random key kept in the database.`,
      );
    }
    return configured;
  }
  const name = `altcha_hmac_key_${brand}`;
  await db.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, randomBytes(32).toString('base64url')]);
  const { rows } = await db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [name]);
  const value = rows[0]?.value;
  if (!value) throw new Error(`Expected the ALTCHA key "${name}" in server_secrets after creating it; the database returned none.`);
  return value;
}

/**
 * Each brand's bot check from the configuration: the brand settings' `captcha.provider` picks it — ALTCHA by
 * default, or Turnstile / reCAPTCHA with the brand's secret (CAPTCHA_SECRET_PL / CAPTCHA_SECRET_EU).
 */
export async function botCheck(config: BotCheckConfig, deps: { db: Database; logger: SafeLogger; now: () => Date }): Promise<BotCheck> {
  const altchaBrands = BRANDS.filter((brand) => (config.brandSettings?.[brand]?.captcha?.provider ?? 'altcha') === 'altcha');
  const keys = {} as Record<Brand, string>;
  for (const brand of BRANDS) keys[brand] = altchaBrands.includes(brand) ? await altchaKey(deps.db, brand, config.altchaHmacKeys?.[brand]) : '';
  const altcha = altchaBotCheck({ db: deps.db, keys, maxNumber: config.altchaMaxNumber, now: deps.now, logger: deps.logger });

  const perBrand = {} as Record<Brand, CaptchaVerifier>;
  for (const brand of BRANDS) {
    const provider = config.brandSettings?.[brand]?.captcha?.provider ?? 'altcha';
    const secret = config.captchaSecrets?.[brand];
    if (provider === 'altcha') {
      if (secret) deps.logger.warn('bot check secret unused', { variable: `CAPTCHA_SECRET_${envSuffix(brand)}`, brand, provider });
      perBrand[brand] = altcha;
      continue;
    }
    if (!secret) {
      throw new CaptchaConfigError(
        `Brand ${brand} selects the ${provider} bot check (brand settings "captcha"), but CAPTCHA_SECRET_${envSuffix(brand)} is not set: every registration would be refused. Set it to the secret key of the site key in the brand settings, or select { "provider": "altcha" }.`,
      );
    }
    const options = { secrets: { [brand]: secret }, verifyUrl: config.captchaVerifyUrls?.[provider], logger: deps.logger };
    perBrand[brand] = provider === 'turnstile' ? turnstileVerifier(options) : recaptchaVerifier(options);
  }

  return {
    verifier: config.captcha ?? { verify: (token, context) => perBrand[context.brand].verify(token, context) },
    challenge: async (brand) => (altchaBrands.includes(brand) ? altcha.challenge(brand) : undefined),
  };
}
