import * as v from 'valibot';

/**
 * The payment gateways of the summary step (docs/spec/flow/entities.md#payment-gateway "Payment gateway: 1 a bank-transfer payment provider, 2 a second
 * bank-transfer provider"; docs/spec/flow/calls.md#payment-callbacks "Payment callbacks (two bank-transfer providers and a card processor)": the card
 * processor is 3). The providers themselves are configured by the deployment, not named here.
 */
export const PAYMENT_GATEWAYS = { PRIMARY_BANK_TRANSFER: 1, SECONDARY_BANK_TRANSFER: 2, CARD: 3 } as const;

export type PaymentGateway = (typeof PAYMENT_GATEWAYS)[keyof typeof PAYMENT_GATEWAYS];

export const PAYMENT_GATEWAY_VALUES: readonly PaymentGateway[] = /* @__PURE__ */ Object.values(PAYMENT_GATEWAYS);

export const paymentGatewaySchema = /* @__PURE__ */ v.picklist(PAYMENT_GATEWAY_VALUES);
