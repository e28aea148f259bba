import { flowMeta, flowStory, type FlowScenario } from '../../../stories/flowStory';
import { press, submitWhileServerIsSlow, submitWithFieldErrors, type Play } from '../../../stories/play';
import { answer, NEVER_ANSWERS, PAYMENT_OFFER, STORED_ANSWERS } from '../../../stories/realformHandlers';

/** The summary before account-open (docs/spec/flow/calls.md#step-calls summary-and-payment-choice): the answers in short and the first deposit. */
const reached: FlowScenario = { path: '/summary' };

const meta = {
  title: 'Flow/Data/Summary',
  ...flowMeta(reached),
};
export default meta;

/** The answers, each with its "Change" link, and the gateways the server offers. */
export const WithPayment = { ...flowStory(reached), tags: ['visual'] };

/** docs/spec/flow/entities.md#uploads-and-form-data isPaymentAllowed false: the answers and Open the account, no payment. */
export const WithoutPayment = flowStory(reached, [answer('getSummary', { status: 'success', dataContent: STORED_ANSWERS, payment: { isPaymentAllowed: false, gateways: [] } })]);

/** The applicant came back from a payment that failed: said first, the choice again. */
export const PaymentFailed = flowStory(reached, [answer('getSummary', { status: 'success', dataContent: STORED_ANSWERS, payment: { ...PAYMENT_OFFER, lastResult: 'failed' } })]);

export const LoadingAnswers = flowStory(reached, [answer('getSummary', NEVER_ANSWERS)]);

/** Pay without choosing a payment method: the error under the choice. */
export const NoPaymentMethodChosen = { ...flowStory(reached), play: submitWithFieldErrors };

export const Sending = { ...flowStory(reached, [answer('summaryAndPaymentChoice', NEVER_ANSWERS)]), play: (async (context) => {
  await press(context, 'input[type="radio"]');
  await submitWhileServerIsSlow(context);
}) satisfies Play };
