import type { PaymentGateway } from '@onboarding/dictionaries';
import { CURRENCIES, PAYMENT_GATEWAY_VALUES, paymentGatewaySchema } from '@onboarding/dictionaries';
import * as v from 'valibot';
import { optionalFlag, optionalNumber, problemOf, stepRequest } from '../areas/steps/stepRequest';
import { commonRequestSchema } from './common';
import { requestObject } from './requestObject';
import { standardResponseSchema } from './standardResponse';
import { pure } from '../pure';

/**
 * The summary and the first deposit (S0 §3 "Form data: … isPaymentAllowed", S0 §7 summary-and-payment-choice and
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

const CURRENCY_CODES = pure(() => Object.keys(CURRENCIES) as (keyof typeof CURRENCIES)[]);

/** One gateway of a brand (brand setting `payments.gateways`). */
export const paymentGatewaySettingSchema = v.strictObject({
  /** S0 §3 numbering: 1 and 2 the bank-transfer providers, 3 the card processor. */
  id: v.picklist(PAYMENT_GATEWAY_VALUES, `must be one of ${PAYMENT_GATEWAY_VALUES.join(', ')} (1, 2 bank transfer, 3 card)`),
  /** The adapter that talks to the provider: `stand-in` is the server's local test gateway. */
  provider: v.picklist(PAYMENT_PROVIDERS, `must be one of: ${PAYMENT_PROVIDERS.join(', ')}`),
  /** Account currencies the gateway takes. @default every currency */
  currencies: v.optional(v.pipe(v.array(v.picklist(CURRENCY_CODES, `must be one of ${CURRENCY_CODES.join(', ')}`)), v.minLength(1, 'list at least one currency'))),
});
export type PaymentGatewaySetting = v.InferOutput<typeof paymentGatewaySettingSchema>;

/**
 * Brand setting `payments`: the first deposit offered on the summary. Unset: no payment is offered
 * (`isPaymentAllowed` false) and the summary only leads on to account-open.
 */
export const paymentsSettingSchema = v.strictObject({
  gateways: v.pipe(
    v.array(paymentGatewaySettingSchema),
    v.minLength(1, 'list at least one gateway'),
    v.check((gateways) => new Set(gateways.map((gateway) => gateway.id)).size === gateways.length, 'list each gateway id once'),
  ),
  /** The first deposit in each account currency, in whole units; an account in a currency not listed is offered no payment. */
  firstDeposit: v.record(
    v.picklist(CURRENCY_CODES, `keys must be currencies (${CURRENCY_CODES.join(', ')})`),
    v.pipe(v.number('must be a number'), v.integer('must be a whole number'), v.minValue(1), v.maxValue(1_000_000)),
  ),
});
export type PaymentsSetting = v.InferOutput<typeof paymentsSettingSchema>;

/**
 * POST form-{pl|eu}/summary-and-payment-choice: a gateway to pay the first deposit through (answered with the
 * `redirect` callback to the gateway), or `withoutPayment` to go on to account-open.
 */
export const summaryAndPaymentChoiceRequestSchema = stepRequest(
  { paymentGateway: optionalNumber, withoutPayment: optionalFlag },
  (input) => (input.withoutPayment === true ? {} : { paymentGateway: problemOf(paymentGatewaySchema, input.paymentGateway) ? 'paymentGateway.required' : undefined }),
  (input) => ({ paymentGateway: input.withoutPayment === true ? null : (input.paymentGateway as PaymentGateway) }),
);

/** POST form-{pl|eu}/get-summary: the common fields only; the answer is the application's, not the request's. */
export const summaryRequestSchema = pure(() => requestObject({ ...commonRequestSchema.entries }));

/** What the summary offers to pay (S0 §3 isPaymentAllowed), as get-summary answers it. */
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
