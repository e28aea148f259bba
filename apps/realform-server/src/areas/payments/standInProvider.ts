import { PAYMENT_RESULTS, PAYMENT_STAND_IN_PATH, type PaymentResult } from '@onboarding/realform-api';
import type { PaymentProvider } from './paymentProviders';
import { signPaymentResult, verifyPaymentResult } from './paymentSignature';
import type { PaymentOrder } from './paymentStore';

/** The query fields of a stand-in return: the attempt, the result, and its HMAC. */
export const RETURN_FIELDS = { order: 'order', result: 'result', signature: 'signature' } as const;

export function isPaymentResult(value: unknown): value is PaymentResult {
  return typeof value === 'string' && (PAYMENT_RESULTS as readonly string[]).includes(value);
}

/** The stand-in's page of an attempt: `{origin}/payments/stand-in/{gateway}?order={id}`. */
export function standInPagePath(order: Pick<PaymentOrder, 'gateway'>): string {
  return `${PAYMENT_STAND_IN_PATH}/${order.gateway}`;
}

/** Where the stand-in sends the browser back with a signed result (what a provider's redirect does). */
export function standInReturnUrl(key: string, returnUrl: string, order: PaymentOrder, result: PaymentResult): string {
  const url = new URL(returnUrl);
  url.searchParams.set(RETURN_FIELDS.order, order.id);
  url.searchParams.set(RETURN_FIELDS.result, result);
  url.searchParams.set(RETURN_FIELDS.signature, signPaymentResult(key, order, result));
  return url.toString();
}

/**
 * The local stand-in for every gateway (brand setting `provider: "stand-in"`): a page of this server shows the
 * amount and reference and lets a tester pay or cancel; the result comes back signed with the server's
 * PAYMENT_SIGNING_KEY, as a real provider signs with the merchant's key.
 */
export function standInProvider(key: string): PaymentProvider {
  return {
    name: 'stand-in',
    async start(order, { origin }) {
      return { Url: `${origin}${standInPagePath(order)}`, Query: new URLSearchParams({ [RETURN_FIELDS.order]: order.id }).toString() };
    },
    async verifyReturn(order, query) {
      const result = query.get(RETURN_FIELDS.result);
      const signature = query.get(RETURN_FIELDS.signature) ?? '';
      if (!isPaymentResult(result) || signature.length > 100) return null;
      return verifyPaymentResult(key, order, result, signature) ? result : null;
    },
  };
}
