import type { CountryCode } from './countryCodes';
import type { Locale } from './locales';
import { PHONE_PREFIXES, type PhonePrefix } from './phonePrefixes';
import { sortCountries } from './sortCountries';

export interface PhonePrefixOption extends PhonePrefix {
  /** The country's name in the requested locale. */
  name: string;
}

// S0 §3: "for the Russian locale UA, PL, RU, LV, LT, BY come first" — where Russian-speaking applicants live.
const RUSSIAN_FIRST: readonly CountryCode[] = ['UA', 'PL', 'RU', 'LV', 'LT', 'BY'];

const prefixByCountry = new Map<CountryCode, string>(PHONE_PREFIXES.map((entry) => [entry.country, entry.prefix]));

/** The phone-prefix select's options, ordered like the country lists ({@link sortCountries}), names localised. */
export function phonePrefixOptions(locale: Locale): PhonePrefixOption[] {
  let options = sortCountries([...prefixByCountry.keys()], locale);
  if (locale === 'ru') {
    const head = RUSSIAN_FIRST.map((code) => options.find((option) => option.code === code)!);
    options = [...head, ...options.filter((option) => !RUSSIAN_FIRST.includes(option.code))];
  }
  return options.map(({ code, name }) => ({ country: code, prefix: prefixByCountry.get(code)!, name }));
}
