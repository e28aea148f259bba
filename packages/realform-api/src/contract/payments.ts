import * as v from 'valibot';
import { standardResponseSchema } from './standardResponse';

/**
 * The summary and the first deposit (docs/spec/flow/entities.md#uploads-and-form-data "Form data: … isPaymentAllowed", docs/spec/flow/calls.md#step-calls summary-and-payment-choice and
 * "Payment callbacks (two bank-transfer providers and a card processor) redirect the browser to the given Url plus
 * Query"). The applicant reviews the answers, then pays the first deposit through a gateway of the brand's list, or
 * goes on without paying (the account does not depend on it; the deposit can be made later from the client zone).
 */

/** Where the server's local stand-in gateways show their pages: `{PAYMENT_STAND_IN_PATH}/{gateway id}`. */
export const PAYMENT_STAND_IN_PATH = '/payments/stand-in';

/** Where every gateway sends the browser back, with its signed result in the query. */
export const PAYMENT_RETURN_PATH = '/payments/return';

/** What a gateway reports back: paid, or not (declined, cancelled, abandoned: nothing was charged). */
export const PAYMENT_RESULTS = ['paid', 'failed'] as const;
export type PaymentResult = (typeof PAYMENT_RESULTS)[number];

/** The adapters a gateway may use. Only the local stand-in is built here (server README "Payments"). */
export const PAYMENT_PROVIDERS = ['stand-in'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

// The brand setting's schema is in paymentsSetting.ts and the request schemas in paymentsRequests.ts: the client's
// bundle carries only what it reads here (the answer's schema and the paths).

/** What the summary offers to pay (docs/spec/flow/entities.md#uploads-and-form-data isPaymentAllowed), as get-summary answers it. */
export const paymentOfferSchema = v.object({
  isPaymentAllowed: v.boolean(),
  /** The first deposit, in whole units of `currency`; absent when no payment is allowed. */
  amount: v.optional(v.number()),
  /** The account currency's code, such as PLN. */
  currency: v.optional(v.string()),
  /** The gateways that take this account's currency, in the brand's order. */
  gateways: v.array(v.object({ id: v.number() })),
  /** The outcome of the latest payment that came back: `failed` keeps the applicant on the summary to choose again. */
  lastResult: v.optional(v.nullable(v.picklist(PAYMENT_RESULTS))),
});
export type PaymentOffer = v.InferOutput<typeof paymentOfferSchema>;

/**
 * The get-summary answer: the stored answers of the data steps in `dataContent` (under the keys each step's answer
 * uses: personalData, address, taxResidences, currency, declarations, riskAssessment) and the payment offer.
 */
export const summaryResponseSchema = v.looseObject({
  ...standardResponseSchema.entries,
  payment: v.optional(paymentOfferSchema),
});
export type SummaryResponse = v.InferOutput<typeof summaryResponseSchema>;
