import { CURRENCIES, PAYMENT_GATEWAY_VALUES } from '@onboarding/dictionaries';
import * as v from 'valibot';
import { pure } from '../pure';
import { PAYMENT_PROVIDERS } from './payments';

// The brand setting `payments` (server README "Payments"). Pure: the client bundle, which never reads a setting,
// drops these schemas (docs/architecture.md#the-front-end).

const CURRENCY_CODES = pure(() => Object.keys(CURRENCIES) as (keyof typeof CURRENCIES)[]);

/** One gateway of a brand (brand setting `payments.gateways`). */
export const paymentGatewaySettingSchema = pure(() =>
  v.strictObject({
    /** docs/spec/flow/entities.md numbering: 1 and 2 the bank-transfer providers, 3 the card processor. */
    id: v.picklist(PAYMENT_GATEWAY_VALUES, `must be one of ${PAYMENT_GATEWAY_VALUES.join(', ')} (1, 2 bank transfer, 3 card)`),
    /** The adapter that talks to the provider: `stand-in` is the server's local test gateway. */
    provider: v.picklist(PAYMENT_PROVIDERS, `must be one of: ${PAYMENT_PROVIDERS.join(', ')}`),
    /** Account currencies the gateway takes. @default every currency */
    currencies: v.optional(
      v.pipe(v.array(v.picklist(CURRENCY_CODES, `must be one of ${CURRENCY_CODES.join(', ')}`)), v.minLength(1, 'list at least one currency')),
    ),
  }),
);
export type PaymentGatewaySetting = v.InferOutput<typeof paymentGatewaySettingSchema>;

/**
 * Brand setting `payments`: the first deposit offered on the summary. Unset: no payment is offered
 * (`isPaymentAllowed` false) and the summary only leads on to account-open.
 */
export const paymentsSettingSchema = pure(() =>
  v.strictObject({
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
  }),
);
export type PaymentsSetting = v.InferOutput<typeof paymentsSettingSchema>;
