import { CURRENCIES } from '@onboarding/dictionaries';
import type { PaymentGatewaySetting, PaymentOffer, PaymentsSetting } from '@onboarding/realform-api';
import type { Application } from '../../store/applicationStore';

const CURRENCY_CODE_OF = new Map<number, string>(Object.entries(CURRENCIES).map(([code, id]) => [id, code]));

/** The account currency's code (PLN, EUR…) of the application's currency step, or undefined before it. */
export function accountCurrency(application: Pick<Application, 'data'>): string | undefined {
  const choice = (application.data.currency as { currencyChoice?: number } | undefined)?.currencyChoice;
  return choice === undefined ? undefined : CURRENCY_CODE_OF.get(choice);
}

/** The brand's gateways that take this currency (a gateway without `currencies` takes every one). */
export function gatewaysFor(settings: PaymentsSetting | undefined, currency: string | undefined): PaymentGatewaySetting[] {
  if (!settings || !currency) return [];
  return settings.gateways.filter((gateway) => gateway.currencies === undefined || (gateway.currencies as readonly string[]).includes(currency));
}

/**
 * docs/spec/flow/entities.md#currency isPaymentAllowed: the brand offers a first deposit in the account's currency (an amount for it) through at
 * least one gateway that takes it. Otherwise the summary offers no payment and leads on to account-open.
 */
export function paymentOffer(settings: PaymentsSetting | undefined, application: Pick<Application, 'data'>): Omit<PaymentOffer, 'lastResult'> {
  const currency = accountCurrency(application);
  const amount = currency ? settings?.firstDeposit[currency as keyof PaymentsSetting['firstDeposit']] : undefined;
  const gateways = amount === undefined ? [] : gatewaysFor(settings, currency);
  if (amount === undefined || gateways.length === 0 || !currency) return { isPaymentAllowed: false, gateways: [] };
  return { isPaymentAllowed: true, amount, currency, gateways: gateways.map(({ id }) => ({ id })) };
}
