import type { Brand } from '@onboarding/realform-api';
import type { SafeLogger } from '../log/safeLogger';
import type { CaptchaVerifier } from './captcha';

/** The hosted bot checks a brand may select instead of ALTCHA (brand settings `captcha.provider`). */
export type HostedCaptchaProvider = 'turnstile' | 'recaptcha';

/** Each provider's documented server-side verification endpoint. */
export const SITEVERIFY_URLS: Record<HostedCaptchaProvider, string> = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
};

/**
 * The providers' published test secrets, which pass (or fail) every token without a check: stand-ins that production
 * mode refuses (Cloudflare "Testing" page: 1x…AA passes, 2x…AA fails, 3x…AA answers "token already spent"; Google's
 * reCAPTCHA FAQ: the test key pair).
 */
export const PUBLISHED_TEST_SECRETS: readonly string[] = [
  '1x0000000000000000000000000000000AA',
  '2x0000000000000000000000000000000AA',
  '3x0000000000000000000000000000000AA',
  '6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe',
];

/** How long one siteverify call may take before the token counts as not verified. */
const SITEVERIFY_TIMEOUT_MS = 5000;
/** The longest answer read from a provider. */
const MAX_ANSWER_BYTES = 16 * 1024;
/** Longest token passed on; the providers' tokens are about 2 KB (Turnstile documents 2048 characters at most). */
const MAX_TOKEN_LENGTH = 4096;

export interface HostedCaptchaOptions {
  /** The secret key of each brand's site key (CAPTCHA_SECRET_PL / CAPTCHA_SECRET_EU). */
  secrets: Partial<Record<Brand, string>>;
  /** @default the provider's siteverify URL (tests point it at a local counterpart) */
  verifyUrl?: string;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  logger?: SafeLogger;
}

export interface RecaptchaVerifierOptions extends HostedCaptchaOptions {
  /** Lowest reCAPTCHA v3 score accepted; v2 answers carry no score. @default 0.5 */
  minScore?: number;
}

interface SiteverifyAnswer {
  success?: unknown;
  score?: unknown;
  action?: unknown;
  'error-codes'?: unknown;
}

async function readAnswer(response: Response): Promise<SiteverifyAnswer | undefined> {
  const text = await response.text();
  if (text.length > MAX_ANSWER_BYTES) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' ? (parsed as SiteverifyAnswer) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One siteverify round trip, as both providers document it: a form POST of `secret`, `response` and `remoteip`,
 * answered with JSON whose `success` says whether the token is valid. Any failure to verify — a network error, a
 * timeout, an HTTP error, a body that is not the documented JSON — counts as "not human".
 */
function siteverifyVerifier(provider: HostedCaptchaProvider, options: HostedCaptchaOptions, accept: (answer: SiteverifyAnswer, action: string | undefined) => boolean): CaptchaVerifier {
  const verifyUrl = options.verifyUrl ?? SITEVERIFY_URLS[provider];
  const fetchImpl = options.fetch ?? globalThis.fetch;
  return {
    async verify(token, { brand, remoteIp, action }) {
      const secret = options.secrets[brand];
      if (!secret || token.trim().length === 0 || token.length > MAX_TOKEN_LENGTH) return false;
      const form = new URLSearchParams({ secret, response: token });
      if (remoteIp) form.set('remoteip', remoteIp);
      try {
        const response = await fetchImpl(verifyUrl, { method: 'POST', body: form, signal: AbortSignal.timeout(SITEVERIFY_TIMEOUT_MS) });
        const answer = response.ok ? await readAnswer(response) : undefined;
        if (!answer) {
          options.logger?.warn('bot check unavailable', { provider, brand, status: response.status });
          return false;
        }
        const accepted = answer.success === true && accept(answer, action);
        if (!accepted) {
          const codes = Array.isArray(answer['error-codes']) ? answer['error-codes'].filter((code) => typeof code === 'string').slice(0, 5) : [];
          options.logger?.info('bot check refused', { provider, brand, errorCodes: codes });
        }
        return accepted;
      } catch (error) {
        options.logger?.warn('bot check unavailable', { provider, brand, error });
        return false;
      }
    },
  };
}

/** An action the provider reports must be the one this call expects (a token minted for another form is refused). */
function sameAction(answer: SiteverifyAnswer, action: string | undefined): boolean {
  return action === undefined || answer.action === undefined || answer.action === '' || answer.action === action;
}

/** Cloudflare Turnstile: `POST https://challenges.cloudflare.com/turnstile/v0/siteverify`. */
export function turnstileVerifier(options: HostedCaptchaOptions): CaptchaVerifier {
  return siteverifyVerifier('turnstile', options, sameAction);
}

/** Google reCAPTCHA (v3 scores, or v2 without one): `POST https://www.google.com/recaptcha/api/siteverify`. */
export function recaptchaVerifier(options: RecaptchaVerifierOptions): CaptchaVerifier {
  const minScore = options.minScore ?? 0.5;
  return siteverifyVerifier('recaptcha', options, (answer, action) => {
    if (!sameAction(answer, action)) return false;
    return answer.score === undefined || (typeof answer.score === 'number' && answer.score >= minScore);
  });
}
