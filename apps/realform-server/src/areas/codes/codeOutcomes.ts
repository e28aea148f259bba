import type { Context } from 'hono';
import type { AppEnv } from '../../http/AppEnv';
import type { StepOutcome } from '../../http/stepRoute';
import type { SendResult, VerifyResult } from './oneTimeCodes';

/**
 * Tells the client when to come back: the Retry-After header, and `dataContent.retryAfterSeconds` in the body,
 * which the page can count down from.
 */
export function refusedForNow(_c: Context<AppEnv>, retryAfterSeconds: number, outcome: StepOutcome): StepOutcome {
  return {
    ...outcome,
    httpStatus: 429,
    headers: { 'Retry-After': String(retryAfterSeconds) },
    extra: { ...outcome.extra, dataContent: { retryAfterSeconds } },
  };
}

/** The answer to a send the limits refused: the cool-down, or an hourly cap (docs/security.md#one-time-codes). */
export function sendRefused(c: Context<AppEnv>, result: Extract<SendResult, { sent: false }>): StepOutcome {
  return refusedForNow(c, result.retryAfterSeconds, { globalError: result.reason === 'cooldown' ? 'code.resendTooSoon' : 'code.sendLimit' });
}

const FIELD_MESSAGES = {
  notRequested: 'code.notRequested',
  expired: 'code.expired',
  exhausted: 'code.attemptsExhausted',
  incorrect: 'code.incorrect',
} as const;

/**
 * The answer to a code that did not verify: under the code field for this code's problems (wrong, expired,
 * used up), or a 429 when the application's failures reached the hourly limit.
 */
export function verifyRefused(c: Context<AppEnv>, result: Extract<VerifyResult, { verified: false }>, field: string): StepOutcome {
  if (result.reason === 'failureLimit') return refusedForNow(c, result.retryAfterSeconds, { globalError: 'code.failureLimit' });
  return { errors: { [field]: FIELD_MESSAGES[result.reason] }, extra: { dataContent: { attemptsLeft: result.attemptsLeft } } };
}
