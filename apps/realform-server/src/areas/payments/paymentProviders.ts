import type { PaymentProviderName, PaymentResult } from '@onboarding/realform-api';
import type { PaymentOrder } from './paymentStore';

/** Where a provider sends the browser: docs/spec/flow/calls.md#payment-callbacks "redirect the browser to the given Url plus Query". */
export interface PaymentRedirect {
  Url: string;
  /** The query string, without the leading `?`. */
  Query: string;
}

/** What a provider is told about the attempt it starts. */
export interface PaymentStart {
  /** The public origin of this server (PUBLIC_ORIGIN): the return URL lives there. */
  origin: string;
  /** Where the provider must send the browser back: `{origin}{PAYMENT_RETURN_PATH}`. */
  returnUrl: string;
  /** The applicant's page language, for the provider's page. */
  locale: string;
}

/**
 * A payment provider's adapter (server README "Payments"). A real one registers the attempt with its provider
 * (server to server) and answers where the browser goes; on the return it checks the provider's signature (or asks
 * the provider for the attempt's status) and answers the result — or null when the return is not genuine, which is
 * then refused and never recorded.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  start(order: PaymentOrder, start: PaymentStart): Promise<PaymentRedirect>;
  verifyReturn(order: PaymentOrder, query: URLSearchParams): Promise<PaymentResult | null>;
}
