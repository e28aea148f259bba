import type { AltchaChallenge, AltchaSolution, Brand } from '@onboarding/realform-api';
import { altchaChallengeSchema, captchaChallengeUrl, encodeAltchaToken } from '@onboarding/realform-api';
import { solveChallenge, solveChallengeWorkers } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import * as v from 'valibot';
import { CaptchaError, type Captcha } from './Captcha';

/**
 * A solved challenge older than this is not used: the server accepts a solution for 10 minutes after it issued the
 * challenge (README "Bot check"), and this leaves room for a slow submit and a clock that is off.
 */
export const ALTCHA_TOKEN_MAX_AGE_MS = 5 * 60_000;
/** Longest a solve may take before the check counts as failed (the default complexity takes about a second). */
export const ALTCHA_SOLVE_TIMEOUT_MS = 60_000;
/** Most solver workers at once: the work splits across cores, and a phone keeps some for the page. */
const MAX_SOLVER_WORKERS = 4;

/** Finds the solution of a challenge; null when it gave up (time-out, abort). */
export type AltchaSolver = (challenge: AltchaChallenge) => Promise<AltchaSolution | null>;

export interface AltchaCaptchaOptions {
  brand: Brand;
  /** Origin of the realform server. @default the page's origin */
  baseUrl?: string;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  /** @default Web Workers (one per core, at most 4), or the page's thread where workers cannot start */
  solve?: AltchaSolver;
  /** @default Date.now */
  now?: () => number;
}

/** On the page's thread: SubtleCrypto does the hashing off the thread, and the solver yields, so the page stays responsive. */
const solveHere: AltchaSolver = (challenge) => solveChallenge({ challenge, deriveKey, timeout: ALTCHA_SOLVE_TIMEOUT_MS });

/** Off the page's thread, in module workers that split the counters between them. */
export const solveInWorkers: AltchaSolver = async (challenge) => {
  if (typeof Worker === 'undefined') return solveHere(challenge);
  try {
    return await solveChallengeWorkers({
      challenge,
      concurrency: Math.min(MAX_SOLVER_WORKERS, Math.max(1, globalThis.navigator?.hardwareConcurrency ?? 2)),
      timeout: ALTCHA_SOLVE_TIMEOUT_MS,
      // The literal `new Worker(new URL('./altchaWorker.js', import.meta.url))` is the pattern Vite and other bundlers
      // follow to build the worker; the package build puts altchaWorker.js beside this chunk.
      createWorker: () => new Worker(new URL('./altchaWorker.js', import.meta.url), { type: 'module', name: 'altcha' }),
    });
  } catch {
    // A worker that cannot start (a CSP without worker-src 'self', an old browser): solve here instead.
    return solveHere(challenge);
  }
};

/**
 * The self-hosted bot check: fetches a challenge signed for the brand (GET /realform/captcha-challenge), solves the
 * proof of work, and answers the token. `prepare` starts that early, so the token is usually ready when Next is
 * pressed; each token is used once (the server refuses a second use), so the next `execute` starts a new one.
 */
export function createAltchaCaptcha(options: AltchaCaptchaOptions): Captcha {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const solve = options.solve ?? solveInWorkers;
  const now = options.now ?? Date.now;
  const baseUrl = options.baseUrl ?? globalThis.location?.origin ?? 'http://localhost';
  let pending: { token: Promise<string>; startedAt: number } | null = null;

  async function challenge(): Promise<AltchaChallenge> {
    let response: Response;
    try {
      response = await fetchImpl(captchaChallengeUrl(baseUrl, options.brand), { headers: { accept: 'application/json' }, cache: 'no-store' });
    } catch (error) {
      throw new CaptchaError('unavailable', `The bot-check challenge could not be fetched: ${(error as Error)?.message ?? String(error)}.`, { cause: error });
    }
    const parsed = response.ok ? v.safeParse(altchaChallengeSchema, await response.json().catch(() => null)) : undefined;
    if (!parsed?.success) {
      throw new CaptchaError('unavailable', `GET ${captchaChallengeUrl(baseUrl, options.brand)} answered ${response.status} without a challenge; try again in a moment.`);
    }
    return parsed.output;
  }

  function start() {
    const startedAt = now();
    const token = (async () => {
      const signed = await challenge();
      let solution: AltchaSolution | null;
      try {
        solution = await solve(signed);
      } catch (error) {
        throw new CaptchaError('failed', `The bot-check challenge could not be solved: ${(error as Error)?.message ?? String(error)}.`, { cause: error });
      }
      if (!solution) throw new CaptchaError('failed', `The bot-check challenge was not solved within ${ALTCHA_SOLVE_TIMEOUT_MS / 1000} s.`);
      return encodeAltchaToken(signed, solution);
    })();
    const started = { token, startedAt };
    // A check started early that failed is forgotten: the next execute starts over (and reports its own failure).
    token.catch(() => {
      if (pending === started) pending = null;
    });
    pending = started;
    return started;
  }

  const fresh = () => (pending && now() - pending.startedAt < ALTCHA_TOKEN_MAX_AGE_MS ? pending : null);

  return {
    prepare() {
      if (!fresh()) start();
    },
    execute() {
      const current = fresh() ?? start();
      // One use per token: the next call starts a new challenge.
      pending = null;
      return current.token;
    },
  };
}
