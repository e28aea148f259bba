/**
 * The bot check of docs/spec/flow/calls.md#new-account-extras ("recaptchaToken from a bot-check challenge, two site keys, one per brand path"): the
 * product talks to it through this interface. `createBrandCaptcha` picks the brand's: the self-hosted ALTCHA proof
 * of work by default, or a hosted provider (Turnstile, reCAPTCHA) its brand settings select.
 */
export interface Captcha {
  /**
   * Starts the check early — on the first interaction with a form that will need a token — so Next does not wait
   * for it. Optional, idempotent, never throws.
   */
  prepare?(action: string): void;
  /**
   * Runs the challenge for an action (`new_account`, `desktop_sms`, `mobile_sms`, `confirm_email`) and resolves the
   * token the server verifies. Every token is good for one call. Rejects with a {@link CaptchaError}.
   */
  execute(action: string): Promise<string>;
}

/** Why the check could not give a token: the page says so and the applicant tries again. */
export type CaptchaFailure = 'unavailable' | 'failed';

/**
 * The check did not produce a token: `unavailable` when its challenge or script could not be loaded (offline, a
 * blocked provider), `failed` when it ran and did not pass (timed out, expired, refused by the provider).
 */
export class CaptchaError extends Error {
  override readonly name = 'CaptchaError';
  constructor(
    readonly reason: CaptchaFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
