import type { Context } from 'hono';
import type { AppEnv } from '../http/AppEnv';
import type { Translate } from '../i18n/translator';

/**
 * HTTP 429 with a translated global error (docs/spec/flow/errors.md#global-error banner) and Retry-After. Built by Hono rather than written
 * straight to Node, so the header goes out with it; the security headers are added by the app's middleware.
 */
export function tooManyRequests(c: Context<AppEnv>, t: Translate, retryAfterSeconds: number): Response {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return c.json({ status: 'error', globalError: t('rate.limited', { minutes }) }, 429, {
    'Retry-After': String(retryAfterSeconds),
    'Cache-Control': 'no-store',
  });
}
