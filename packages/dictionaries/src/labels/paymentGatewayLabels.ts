import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PaymentGateway } from '../enumerations/paymentGateways';

/**
 * Labels of the payment gateways (docs/spec/flow/entities.md#payment-gateway "Payment gateway"). The providers are the deployment's
 * choice and not named here, so the labels say what the applicant does: pay by an online bank transfer or by card.
 */
export const PAYMENT_GATEWAY_LABELS: Readonly<Record<PaymentGateway, MessageDescriptor>> = {
  1: msg`Online bank transfer`,
  2: msg`Online bank transfer (second provider)`,
  3: msg`Payment card`,
};
