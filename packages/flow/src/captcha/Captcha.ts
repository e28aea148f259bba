/**
 * The bot check of S0 §7 ("recaptchaToken from a bot-check challenge, two site keys, one per brand path").
 * The product talks to it through this interface; the local implementation below needs no third party and is
 * accepted by the server's local verifier. A production build passes the provider's implementation instead.
 */
export interface Captcha {
  /** Runs the challenge for an action and resolves the token the server verifies. */
  execute(action: string): Promise<string>;
}

/** Prefix the server's local verifier accepts; never valid against a real provider. */
export const LOCAL_CAPTCHA_PREFIX = 'local-captcha';

/** A captcha that always passes, for local runs and tests: token `local-captcha.<siteKey>.<action>.<nonce>`. */
export function createLocalCaptcha(siteKey: string): Captcha {
  return {
    async execute(action) {
      const nonce = Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('');
      return `${LOCAL_CAPTCHA_PREFIX}.${siteKey}.${action}.${nonce}`;
    },
  };
}
