import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header that carries a webhook's signature: `Idscan-Signature: t={unix seconds},v1={hex HMAC-SHA-256}`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Idscan-Signature';
/** The header that carries the delivery's id (the same on every retry): receivers deduplicate on it. */
export const WEBHOOK_DELIVERY_HEADER = 'Idscan-Delivery';
/**
 * The replay window: a receiver accepts a webhook whose signed timestamp is at most this far from its own clock
 * (either way). Every attempt is signed anew at the time it is sent, so a retry is never outside the window.
 */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

function hmac(secret: string, timestamp: number, payload: string | Uint8Array): Buffer {
  const mac = createHmac('sha256', secret);
  mac.update(`${timestamp}.`, 'utf8');
  mac.update(payload);
  return mac.digest();
}

/**
 * The `Idscan-Signature` value of a payload: HMAC-SHA-256 under the key's webhook secret over `{timestamp}.{body}`; one
 * `v1=` per secret — after `api-key rotate-webhook-secret`, the new secret's first and the replaced one's while it still
 * signs, so a receiver on either accepts the webhook.
 */
export function signWebhook(secrets: string | readonly string[], timestampSeconds: number, payload: string | Uint8Array): string {
  const signatures = (typeof secrets === 'string' ? [secrets] : secrets).map((secret) => `v1=${hmac(secret, timestampSeconds, payload).toString('hex')}`);
  return [`t=${timestampSeconds}`, ...signatures].join(',');
}

export interface VerifyWebhookSignatureInput {
  /** The request body exactly as received (bytes or the string they decode to): never a re-serialised object. */
  payload: string | Uint8Array;
  /** The `Idscan-Signature` header's value. */
  header: string | null | undefined;
  /** The key's webhook secret (`whsec_…`), as `api-key create` printed it. */
  secret: string;
  /**
   * How far the signed timestamp may be from `now`, in seconds.
   * @default WEBHOOK_TOLERANCE_SECONDS (300)
   */
  toleranceSeconds?: number;
  /** @default new Date() */
  now?: Date;
}

export type VerifyWebhookSignatureResult =
  | { ok: true; timestamp: number }
  /** `header`: missing or malformed; `timestamp`: outside the replay window; `signature`: no v1 value matches. */
  | { ok: false; reason: 'header' | 'timestamp' | 'signature' };

/**
 * Checks a webhook from the scan API (README "Scan API for other teams"): the header's timestamp within the replay
 * window and one of its `v1` signatures equal (in constant time) to the HMAC of `{t}.{payload}` under the secret.
 * Receivers also deduplicate on `Idscan-Delivery` (a retry carries the same id and body).
 */
export function verifyWebhookSignature({ payload, header, secret, toleranceSeconds = WEBHOOK_TOLERANCE_SECONDS, now = new Date() }: VerifyWebhookSignatureInput): VerifyWebhookSignatureResult {
  if (typeof header !== 'string' || header.length > 1024) return { ok: false, reason: 'header' };
  let timestamp: number | undefined;
  const signatures: Buffer[] = [];
  for (const part of header.split(',')) {
    const [key, value = ''] = part.trim().split('=', 2);
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(Buffer.from(value, 'hex'));
  }
  if (timestamp === undefined || signatures.length === 0) return { ok: false, reason: 'header' };
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) return { ok: false, reason: 'timestamp' };
  const expected = hmac(secret, timestamp, payload);
  return signatures.some((signature) => timingSafeEqual(signature, expected)) ? { ok: true, timestamp } : { ok: false, reason: 'signature' };
}
