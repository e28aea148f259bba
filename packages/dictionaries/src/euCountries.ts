import type { CountryCode } from './countryCodes';

/**
 * The 28 countries the product treats as the EU for ordering and eligibility (docs/spec/flow/constants.md#countries: "the EU list of 28
 * countries (including PL and GB)"): the pre-2020 EU, so the United Kingdom is in it.
 */
export const EU_COUNTRIES: readonly CountryCode[] = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE',
  'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'GB',
];

const EU_SET: ReadonlySet<string> = /* @__PURE__ */ new Set(EU_COUNTRIES);

/** Whether a country code (either case) is one of the 28 of {@link EU_COUNTRIES}. */
export function isEuCountry(code: string): boolean {
  return EU_SET.has(code.toUpperCase());
}

/** EU countries whose residents get a page in their own language (docs/spec/flow/constants.md#countries). */
export const OWN_LANGUAGE_PAGE_COUNTRIES: readonly CountryCode[] = ['AT', 'DE', 'FR', 'HU', 'IE', 'LU'];
