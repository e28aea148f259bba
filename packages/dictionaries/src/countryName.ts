import type { CountryCode } from './countryCodes';
import { toBcp47, type Locale } from './locales';

// Building a DisplayNames loads locale data; country selects ask for ~250 names per render.
const displayNames = new Map<Locale, Intl.DisplayNames>();

/** The name of a country in a product locale, from `Intl.DisplayNames` (CLDR), e.g. `('DE', 'pl')` → `Niemcy`. */
export function countryName(code: CountryCode, locale: Locale): string {
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames(toBcp47(locale), { type: 'region' });
    displayNames.set(locale, names);
  }
  return names.of(code) ?? code;
}
