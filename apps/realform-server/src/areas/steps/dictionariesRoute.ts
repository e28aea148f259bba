import type { Locale } from '@onboarding/dictionaries';
import {
  COUNTRY_CODES,
  EU_COUNTRIES,
  phonePrefixOptions,
  sortCountries,
  TAX_OFFICES,
  TIN_COUNTRIES,
} from '@onboarding/dictionaries';
import type { Brand, DictionariesList } from '@onboarding/realform-api';
import { consentsFor, dictionariesListRequestSchema } from '@onboarding/realform-api';
import type { StepsDeps } from './stepsApp';
import { formCall } from '../../http/formCall';

type Dictionaries = Omit<DictionariesList, 'status' | 'paymentGateways'> & { consents: readonly string[] };

// The lists depend only on the locale and the brand: built once per pair, then served from memory (no state
// another instance would need: every instance builds the same).
const cache = new Map<string, Dictionaries>();

/** The dictionaries of docs/spec/flow/entities.md#dictionaries in a locale's names and order. */
export function dictionariesFor(locale: Locale, brand: Brand): Dictionaries {
  const key = `${locale}:${brand}`;
  let found = cache.get(key);
  if (!found) {
    const countries = sortCountries(COUNTRY_CODES, locale);
    found = {
      taxOfficeList: TAX_OFFICES.map(({ id, code, name, city }) => ({ id, code, name, city })),
      citizenship: countries,
      countries,
      phonePrefixesList: phonePrefixOptions(locale),
      europeanCountries: sortCountries(EU_COUNTRIES, locale),
      tinCountries: [...TIN_COUNTRIES],
      // Not in the flow spec's list: the declarations step's consent list (docs/spec/flow/validation.md#declarations), so a flow resumed at that step has it.
      consents: consentsFor(brand),
    };
    cache.set(key, found);
  }
  return found;
}

/**
 * POST form-{pl|eu}/get-dictionaries-list (docs/spec/flow/entities.md#dictionaries "Dictionaries loaded at start", docs/spec/flow/calls.md#transport "not stated beyond
 * token"). Needs a live session but no application: the flow loads them when it starts, before registration,
 * and nothing in them is personal.
 */
export function dictionariesRoute(deps: StepsDeps) {
  return formCall(deps, dictionariesListRequestSchema, async ({ c, input }) => {
    // docs/spec/flow/entities.md#payment-gateway "a payment-gateway list": the brand's (brand setting payments), whatever the account's currency; the
    // summary's get-summary narrows it to the gateways that take it.
    const paymentGateways = (deps.brandSettings[input.brand]?.payments?.gateways ?? []).map(({ id }) => ({ id }));
    return c.json({ status: 'success', ...dictionariesFor(input.languageCode, input.brand), paymentGateways }, 200);
  });
}
