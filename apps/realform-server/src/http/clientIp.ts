import type { Context } from 'hono';
import type { AppEnv } from './AppEnv';

/**
 * The client's address for the login limiter. X-Forwarded-For is only believed behind a proxy we run
 * (`trustProxy`); otherwise anyone could pick their own address and dodge the per-IP limit.
 */
export function clientIp(c: Context<AppEnv>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return c.env?.incoming?.socket.remoteAddress ?? 'unknown';
}
