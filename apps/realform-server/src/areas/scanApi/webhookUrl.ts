import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP } from 'node:net';

/** A webhook URL is at most this long. */
export const WEBHOOK_URL_MAX_LENGTH = 2048;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether an address is one a webhook must never reach in production: loopback, private, link-local (cloud metadata
 * at 169.254.169.254), carrier-grade NAT, unspecified, multicast and their IPv6 counterparts.
 */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const ip = mapped ? mapped[1]! : address;
  if (isIP(ip) === 4) {
    const [a = 0, b = 0] = ip.split('.').map(Number);
    return a === 0 || a === 10 || a === 127 || (a === 100 && b >= 64 && b <= 127) || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || a >= 224;
  }
  const lower = ip.toLowerCase();
  return lower === '::' || lower === '::1' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower) || lower.startsWith('ff');
}

export type WebhookUrlCheck = { ok: true; url: string } | { ok: false; reason: string };

/**
 * The rule for a session's (or key's) webhook URL: in production `https:` to a public host only; in development also
 * `http:` to this machine (localhost, 127.0.0.1, [::1]) for a receiver a developer runs. No credentials, no fragment.
 */
export function checkWebhookUrl(value: unknown, { production }: { production: boolean }): WebhookUrlCheck {
  if (typeof value !== 'string' || value.length === 0 || value.length > WEBHOOK_URL_MAX_LENGTH) {
    return { ok: false, reason: `webhookUrl must be a URL of at most ${WEBHOOK_URL_MAX_LENGTH} characters.` };
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, reason: 'webhookUrl is not a URL.' };
  }
  if (url.username || url.password || url.hash) return { ok: false, reason: 'webhookUrl must carry no user, password or fragment.' };
  const local = LOCAL_HOSTS.has(url.hostname);
  if (production) {
    if (url.protocol !== 'https:') return { ok: false, reason: 'webhookUrl must be https: in production.' };
    if (local || (isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0 && isPrivateAddress(url.hostname.replace(/^\[|\]$/g, '')))) {
      return { ok: false, reason: 'webhookUrl must name a public host in production.' };
    }
    return { ok: true, url: url.href };
  }
  if (url.protocol === 'https:' || (url.protocol === 'http:' && local)) return { ok: true, url: url.href };
  return { ok: false, reason: 'webhookUrl must be https: (http: only to localhost, 127.0.0.1 or [::1] in development).' };
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A DNS look-up for webhook requests in production that refuses private addresses: a public name that resolves to
 * an internal address (DNS rebinding, a team's misconfiguration) reaches nothing inside the network.
 */
export function publicOnlyLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const list = addresses;
    const refused = list.find((entry) => isPrivateAddress(entry.address));
    if (refused || list.length === 0) {
      const problem = Object.assign(new Error(`The webhook host ${hostname} resolves to a private address; webhooks go to public hosts only.`), { code: 'EPRIVATEADDRESS' });
      return callback(problem, []);
    }
    if (options.all) return callback(null, list);
    const first = list[0]!;
    callback(null, first.address, first.family);
  });
}
