import * as v from 'valibot';
import type { Locale } from '../locales';

/** Account currencies (docs/spec/flow/entities.md, docs/spec/flow/constants.md#currencies: "PLN 1, EUR 2, USD 3, CZK 4"). */
export const CURRENCIES = { PLN: 1, EUR: 2, USD: 3, CZK: 4 } as const;

export type CurrencyCode = keyof typeof CURRENCIES;
export type Currency = (typeof CURRENCIES)[CurrencyCode];

export const CURRENCY_VALUES: readonly Currency[] = /* @__PURE__ */ Object.values(CURRENCIES);

export const currencySchema = /* @__PURE__ */ v.picklist(CURRENCY_VALUES);

const WITHOUT_CZK: readonly Currency[] = /* @__PURE__ */ CURRENCY_VALUES.filter((currency) => currency !== CURRENCIES.CZK);

/** The currencies offered in a locale, in the flow spec order (docs/spec/flow/validation.md#currency "the Polish locale excludes CZK"). */
export function currenciesFor(locale: Locale): readonly Currency[] {
  return locale === 'pl' ? WITHOUT_CZK : CURRENCY_VALUES;
}
