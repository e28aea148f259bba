import type { CountryCode } from './countryCodes';
import type { Locale } from './locales';
import { PHONE_PREFIXES, type PhonePrefix } from './phonePrefixes';
import { sortCountries } from './sortCountries';
import { isUsEmail } from './usEmailDomains';

export interface PhonePrefixOption extends PhonePrefix {
  /** The country's name in the requested locale. */
  name: string;
}

/** Whom the phone-prefix select is for: the page's locale and the e-mail the applicant registered with. */
export interface PhonePrefixApplicant {
  locale: Locale;
  /** The registration e-mail; the US prefix is offered only when its domain calls for it ({@link isUsEmail}). */
  email: string | null | undefined;
}

// docs/spec/flow/entities.md: "for the Russian locale UA, PL, RU, LV, LT, BY come first" — where Russian-speaking applicants live.
const RUSSIAN_FIRST: readonly CountryCode[] = ['UA', 'PL', 'RU', 'LV', 'LT', 'BY'];

const prefixByCountry = /* @__PURE__ */ new Map<CountryCode, string>(/* @__PURE__ */ PHONE_PREFIXES.map((entry) => [entry.country, entry.prefix]));

/**
 * The phone-prefix select's options, ordered like the country lists ({@link sortCountries}) with the Russian
 * locale's own head (docs/spec/flow/entities.md#dictionaries), names localised.
 *
 * - `phonePrefixOptions(locale)`: the whole dictionary, {@link PHONE_PREFIXES} with the United States, as the
 *   server serves `phonePrefixesList`;
 * - `phonePrefixOptions({ locale, email })`: what an applicant is offered: the United States only when the
 *   e-mail's domain calls for it (docs/spec/flow/entities.md#dictionaries "US is added for certain e-mail domains").
 */
export function phonePrefixOptions(input: Locale | PhonePrefixApplicant): PhonePrefixOption[] {
  const { locale, withUs } =
    typeof input === 'string' ? { locale: input, withUs: true } : { locale: input.locale, withUs: !!input.email && isUsEmail(input.email) };
  const countries = [...prefixByCountry.keys()].filter((code) => withUs || code !== 'US');
  let options = sortCountries(countries, locale);
  if (locale === 'ru') {
    const head = RUSSIAN_FIRST.map((code) => options.find((option) => option.code === code)!);
    options = [...head, ...options.filter((option) => !RUSSIAN_FIRST.includes(option.code))];
  }
  return options.map(({ code, name }) => ({ country: code, prefix: prefixByCountry.get(code)!, name }));
}
