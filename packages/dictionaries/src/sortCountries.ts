import type { CountryCode } from './countryCodes';
import { countryName } from './countryName';
import { isEuCountry } from './euCountries';
import { localeCountry } from './localeCountry';
import { toBcp47, type Locale } from './locales';

export interface CountryOption {
  code: CountryCode;
  name: string;
}

const collators = new Map<Locale, Intl.Collator>();

function collator(locale: Locale): Intl.Collator {
  let found = collators.get(locale);
  if (!found) {
    found = new Intl.Collator(toBcp47(locale));
    collators.set(locale, found);
  }
  return found;
}

/**
 * Countries as a select lists them (docs/spec/flow/entities.md#dictionaries): the locale's own country first, then the EU countries by name,
 * then the rest by name, names and order in the locale's language. Duplicates are dropped; the own
 * country is only listed when `codes` contains it.
 */
export function sortCountries(codes: readonly CountryCode[], locale: Locale): CountryOption[] {
  const own = localeCountry(locale);
  const compare = collator(locale);
  const byName = (a: CountryOption, b: CountryOption) => compare.compare(a.name, b.name);
  const options = [...new Set(codes)].map((code) => ({ code, name: countryName(code, locale) }));
  return [
    ...options.filter((option) => option.code === own),
    ...options.filter((option) => option.code !== own && isEuCountry(option.code)).sort(byName),
    ...options.filter((option) => option.code !== own && !isEuCountry(option.code)).sort(byName),
  ];
}
