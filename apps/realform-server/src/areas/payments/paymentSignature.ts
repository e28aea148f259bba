import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PaymentResult } from '@onboarding/realform-api';
import type { Database } from '../../db/Database';
import type { PaymentOrder } from './paymentStore';

/** At least this many characters for a configured PAYMENT_SIGNING_KEY (256 bits of base64url). */
export const PAYMENT_SIGNING_KEY_MIN_LENGTH = 32;

/**
 * What a gateway's result signs: the attempt, the gateway, the result, the amount and the currency. Changing any of
 * them (a failed payment turned paid, another amount, another attempt) breaks the signature.
 */
function signedText(order: Pick<PaymentOrder, 'id' | 'gateway' | 'amount' | 'currency'>, result: PaymentResult): string {
  return ['payment-result-v1', order.id, String(order.gateway), result, String(order.amount), order.currency].join('\n');
}

/** HMAC-SHA-256 of a result, base64url. */
export function signPaymentResult(key: string, order: Pick<PaymentOrder, 'id' | 'gateway' | 'amount' | 'currency'>, result: PaymentResult): string {
  return createHmac('sha256', key).update(signedText(order, result)).digest('base64url');
}

/** Whether `signature` is the key's signature of the result, compared in constant time. */
export function verifyPaymentResult(
  key: string,
  order: Pick<PaymentOrder, 'id' | 'gateway' | 'amount' | 'currency'>,
  result: PaymentResult,
  signature: string,
): boolean {
  const expected = Buffer.from(signPaymentResult(key, order, result));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The signing key: PAYMENT_SIGNING_KEY (ServerConfig.paymentSigningKey), else a random one created once and kept in
 * `server_secrets`, shared by every instance on the database.
 */
export async function paymentSigningKey(db: Database, configured: string | undefined): Promise<string> {
  if (configured !== undefined) {
    if (configured.length < PAYMENT_SIGNING_KEY_MIN_LENGTH) {
      throw new Error(`PAYMENT_SIGNING_KEY must have at least ${PAYMENT_SIGNING_KEY_MIN_LENGTH} characters (got ${configured.length}); generate one with: openssl rand -base64 32`);
    }
    return configured;
  }
  await db.query("INSERT INTO server_secrets (name, value) VALUES ('payment_signing_key', $1) ON CONFLICT (name) DO NOTHING", [randomBytes(32).toString('base64url')]);
  const { rows } = await db.query<{ value: string }>("SELECT value FROM server_secrets WHERE name = 'payment_signing_key'");
  const value = rows[0]?.value;
  if (!value) throw new Error('Expected the payment signing key in server_secrets after creating it; the database returned none.');
  return value;
}
