import { CODE_RESEND_COOLDOWN_SECONDS } from '@onboarding/realform-api';
import type { CallDeps } from '../http/AppDeps';
import type { RateLimit, RateLimiter } from './rateLimiter';
import { rateLimiter } from './rateLimiter';

/** Every request and code limit of the server (docs/security.md#one-time-codes), in one place. Sign-in failures have their own limiter. */
export interface RateLimits {
  /** get-token calls per client IP: each one creates a session row. */
  getTokenPerIp: RateLimit;
  /** Bot-check challenges (GET captcha-challenge) per client IP: each one costs a key derivation. */
  captchaChallengesPerIp: RateLimit;
  /** new-account calls per client IP, before the bot check and the password KDF run. */
  newAccountPerIp: RateLimit;
  /** Codes sent (SMS and e-mail) per client IP: SMS pumping and mail bombing from one place. */
  codeSendsPerIp: RateLimit;
  /** Codes sent per application and purpose (desktop SMS, hand-off SMS, e-mail): the hourly send cap. */
  codeSendsPerApplication: RateLimit;
  /** Codes sent to one phone number or e-mail address, whichever application asks: nobody gets flooded. */
  codeSendsPerRecipient: RateLimit;
  /** Wrong codes per application, all purposes together (docs/security.md#one-time-codes: at most 100 failures per hour). */
  codeFailuresPerApplication: RateLimit;
  /** Seconds between two codes for the same application and purpose (the resend cool-down). */
  codeResendCooldownSeconds: number;
  /**
   * Upload requests (document uploads, scan captures) per client IP, counted before the body is read — in this
   * process's memory, not the database (it guards this process's resources; see uploadsPerIpWindow).
   */
  uploadsPerIp: RateLimit;
  /** Uploads admitted per application (after authentication), all devices and journeys together. */
  uploadsPerApplication: RateLimit;
}

const HOUR = 3600;

/**
 * Sensible defaults. The IP limits are generous because offices and mobile carriers put many people behind one
 * address; the per-application and per-recipient caps do the real work for codes.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  getTokenPerIp: { max: 600, windowSeconds: 600 },
  captchaChallengesPerIp: { max: 600, windowSeconds: 600 },
  newAccountPerIp: { max: 100, windowSeconds: 600 },
  codeSendsPerIp: { max: 100, windowSeconds: HOUR },
  codeSendsPerApplication: { max: 5, windowSeconds: HOUR },
  codeSendsPerRecipient: { max: 5, windowSeconds: HOUR },
  codeFailuresPerApplication: { max: 100, windowSeconds: HOUR },
  codeResendCooldownSeconds: CODE_RESEND_COOLDOWN_SECONDS,
  uploadsPerIp: { max: 300, windowSeconds: 600 },
  uploadsPerApplication: { max: 60, windowSeconds: HOUR },
};

/**
 * What the server configuration may add to AppDeps for these limits (ServerConfig.rateLimits, passed through
 * by createServer). Optional, so the routes work with the defaults until it is wired.
 */
export interface RateLimitDeps {
  rateLimits?: Partial<RateLimits> | undefined;
}

export interface RequestLimits {
  limiter: RateLimiter;
  limits: RateLimits;
}

const perDeps = new WeakMap<object, RequestLimits>();

/** The limiter on this server's database and the limits in force (defaults with the configured overrides). */
export function requestLimits(deps: CallDeps & RateLimitDeps): RequestLimits {
  let found = perDeps.get(deps);
  if (!found) {
    found = { limiter: rateLimiter(deps.db), limits: { ...DEFAULT_RATE_LIMITS, ...deps.rateLimits } };
    perDeps.set(deps, found);
  }
  return found;
}
