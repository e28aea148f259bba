import type { Brand } from '@onboarding/realform-api';
import { markLocalStandIn } from './productionConfig';

/** The bot check behind new-account (S0 §7: "recaptchaToken from a bot-check challenge"). */
export interface CaptchaVerifier {
  /** True when the token proves a human passed the challenge on this brand's site. */
  verify(token: string, context: { brand: Brand; remoteIp?: string | undefined }): Promise<boolean>;
}

/** Longest token the local verifier takes; provider tokens are about 2 KB. */
const MAX_TOKEN_LENGTH = 4096;

/**
 * The local stand-in: like the provider's published test keys, every non-empty token passes (the apps send
 * `LOCAL_CAPTCHA_TOKEN` when no provider is configured); an empty one fails.
 */
export function localCaptchaVerifier(): CaptchaVerifier {
  return markLocalStandIn<CaptchaVerifier>({
    verify: (token) => Promise.resolve(token.trim().length > 0 && token.length <= MAX_TOKEN_LENGTH),
  });
}

export interface RecaptchaVerifierOptions {
  /** The secret key of each brand's site key (S0 §7: "two site keys, one per brand path"). */
  secrets: Record<Brand, string>;
  /** @default 'https://www.google.com/recaptcha/api/siteverify' */
  verifyUrl?: string;
  /** Lowest reCAPTCHA v3 score accepted; v2 answers carry no score. @default 0.5 */
  minScore?: number;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
}

/** The production slot: the provider's server-side verify call. Any failure to verify counts as "not human". */
export function recaptchaVerifier(options: RecaptchaVerifierOptions): CaptchaVerifier {
  const verifyUrl = options.verifyUrl ?? 'https://www.google.com/recaptcha/api/siteverify';
  const minScore = options.minScore ?? 0.5;
  const fetchImpl = options.fetch ?? globalThis.fetch;
  return {
    async verify(token, { brand, remoteIp }) {
      if (!token) return false;
      const form = new URLSearchParams({ secret: options.secrets[brand], response: token });
      if (remoteIp) form.set('remoteip', remoteIp);
      try {
        const response = await fetchImpl(verifyUrl, { method: 'POST', body: form, signal: AbortSignal.timeout(5000) });
        if (!response.ok) return false;
        const result = (await response.json()) as { success?: boolean; score?: number };
        return result.success === true && (result.score === undefined || result.score >= minScore);
      } catch {
        return false;
      }
    },
  };
}
