import type { PaymentGateway } from '@onboarding/dictionaries';
import { paymentGatewaySchema } from '@onboarding/dictionaries';
import { optionalFlag, optionalNumber, problemOf, stepRequest } from '../areas/steps/stepRequest';
import { pure } from '../pure';
import { commonRequestSchema } from './common';
import { requestObject } from './requestObject';

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

