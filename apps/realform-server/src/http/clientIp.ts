import { isIP } from 'node:net';
import type { Context } from 'hono';
import type { AppEnv } from './AppEnv';

/**
 * The client's address behind `hops` reverse proxies of our own, from X-Forwarded-For: each proxy appends the
 * address it saw, so the entry `hops` from the right is what the outermost trusted proxy saw. Entries further left
 * were written by the client and are never believed (nginx's `proxy_add_x_forwarded_for` keeps whatever the client
 * sent in front). Falls back to the peer's address with 0 hops, without the header, or when that entry is not an IP
 * address. With fewer entries than hops, the leftmost one there is.
 */
export function forwardedClientAddress(forwardedFor: string | undefined, peer: string, hops: number): string {
  if (hops <= 0 || !forwardedFor) return peer;
  const entries = forwardedFor.split(',');
  const entry = entries[Math.max(0, entries.length - hops)]?.trim() ?? '';
  return isIP(entry) ? entry : peer;
}

/**
 * The client's address for the per-IP limits. X-Forwarded-For is only read behind proxies we run (`trustProxy`
 * hops, TRUST_PROXY); otherwise anyone could pick their own address and dodge the per-IP limits.
 */
export function clientIp(c: Context<AppEnv>, trustProxy: number): string {
  const peer = c.env?.incoming?.socket.remoteAddress ?? 'unknown';
  return trustProxy > 0 ? forwardedClientAddress(c.req.header('x-forwarded-for'), peer, trustProxy) : peer;
}

/** ServerConfig.trustProxy as a number of hops (`true` is one proxy). */
export function proxyHops(trustProxy: boolean | number | undefined): number {
  if (trustProxy === true) return 1;
  return typeof trustProxy === 'number' && Number.isInteger(trustProxy) && trustProxy > 0 ? trustProxy : 0;
}
