import type { CountryCode } from './countryCodes';
import type { Locale } from './locales';

// English is the international brand's language, served from the UK (docs/spec/flow/routes.md#locale-and-base-path: a .com host means en).
const LOCALE_COUNTRIES = {
  pl: 'PL', en: 'GB', lt: 'LT', lv: 'LV', ru: 'RU', es: 'ES', ua: 'UA',
  cz: 'CZ', fr: 'FR', it: 'IT', de: 'DE', pt: 'PT', nl: 'NL', ro: 'RO',
} as const satisfies Record<Locale, CountryCode>;

/** The country a locale belongs to: the one listed first in that locale's country lists (docs/spec/flow/entities.md#dictionaries). */
export function localeCountry(locale: Locale): CountryCode {
  return LOCALE_COUNTRIES[locale];
}
