export { COUNTRY_CODES, countryCodeSchema, isCountryCode } from './countryCodes';
export { countryName } from './countryName';
export { EU_COUNTRIES, isEuCountry, OWN_LANGUAGE_PAGE_COUNTRIES } from './euCountries';
export { EU_BRAND_LOCALES, isLocale, LOCALES, localeSchema, PL_BRAND_LOCALES, toBcp47 } from './locales';
export { localeCountry } from './localeCountry';
export { PHONE_PREFIXES } from './phonePrefixes';
export { phonePrefixOptions } from './phonePrefixOptions';
export { sortCountries } from './sortCountries';

export type { CountryCode } from './countryCodes';
export type { Locale } from './locales';
export type { PhonePrefix } from './phonePrefixes';
export type { PhonePrefixOption } from './phonePrefixOptions';
export type { CountryOption } from './sortCountries';
