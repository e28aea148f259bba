import { LOCAL_CAPTCHA_TOKEN } from '@onboarding/realform-api';

/**
 * The bot check of S0 §7 ("recaptchaToken from a bot-check challenge, two site keys, one per brand path").
 * The product talks to it through this interface; a production host passes the provider's implementation
 * (loaded with the brand's site key). The local implementation needs no third party.
 */
export interface Captcha {
  /** Runs the challenge for an action and resolves the token the server verifies. */
  execute(action: string): Promise<string>;
}

/**
 * A captcha for local runs and tests: it answers the contract's local token, which only the server's local
 * verifier accepts (a production server verifies tokens with the provider and rejects it).
 */
export function createLocalCaptcha(_siteKey: string): Captcha {
  return { execute: async () => LOCAL_CAPTCHA_TOKEN };
}
