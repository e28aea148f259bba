import { CURRENCIES } from '@onboarding/dictionaries';
import type { AppDeps } from '../../http/AppDeps';
import { PAYMENT_CHOICE_STEPS } from '../../steps/flowOrder';
import { stepRoute } from '../../steps/stepRoute';

/**
 * POST form-{pl|eu}/summary-and-payment-choice: the gateway of the first deposit, once the data steps are done.
 * Both gateways are Polish bank-transfer providers (S0 §3), so payment is allowed for PLN accounts only
 * (S0 §3 form data `isPaymentAllowed`). The step does not move; the answer says whether payment is allowed.
 * The providers' redirect (S0 §7 "Payment callbacks … redirect the browser to the given Url plus Query") belongs
 * to a deployment with real gateway contracts and is not made here.
 */
export function summaryAndPaymentChoiceRoute(deps: AppDeps) {
  return stepRoute(deps, 'summaryAndPaymentChoice', {
    from: PAYMENT_CHOICE_STEPS,
    handle: async ({ input, application, now }) => {
      const currency = (application.data.currency as { currencyChoice?: number } | undefined)?.currencyChoice;
      const isPaymentAllowed = currency === CURRENCIES.PLN;
      if (!isPaymentAllowed) {
        return { errors: { paymentGateway: 'paymentGateway.unavailable' }, extra: { dataContent: { isPaymentAllowed } } };
      }
      return {
        data: { payment: { paymentGateway: input.paymentGateway, at: now.toISOString() } },
        extra: { dataContent: { isPaymentAllowed, paymentGateway: input.paymentGateway } },
      };
    },
  });
}
