import type { CountryCode } from '../countryCodes';

/**
 * Countries whose TIN has digits only (docs/spec/flow/validation.md#tax-residence: "TIN is numeric for: at, be, bg, cz, de, dk, ee, fr, gr, hr, hu,
 * lt, lv, pl, pt, ro, se, si, sk, us, nl, lu"), as ISO codes.
 */
export const NUMERIC_TIN_COUNTRIES: readonly CountryCode[] = [
  'AT', 'BE', 'BG', 'CZ', 'DE', 'DK', 'EE', 'FR', 'GR', 'HR', 'HU',
  'LT', 'LV', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'US', 'NL', 'LU',
];

/**
 * The "configured TIN list" of docs/spec/flow/validation.md#tax-residence (also the `tinCountries` dictionary of docs/spec/flow/entities.md#dictionaries): countries for which the
 * "I have no TIN" checkbox is not offered. The flow spec does not name them; these are the EU countries whose TIN is the
 * personal number every resident is given at birth or registration (BE national number, BG EGN, CZ and SK birth
 * number, DE IdNr, DK CPR, EE isikukood, HR OIB, LT asmens kodas, LV personas kods, NL BSN, PL PESEL, RO CNP,
 * SE personnummer), so a resident cannot truthfully say it was not issued. Elsewhere a TIN is issued on request
 * (e.g. FR, PT, AT), and the CRS reasons apply.
 */
export const TIN_COUNTRIES: readonly CountryCode[] = [
  'BE', 'BG', 'CZ', 'DE', 'DK', 'EE', 'HR', 'LT', 'LV', 'NL', 'PL', 'RO', 'SE', 'SK',
];

const NUMERIC = /* @__PURE__ */ new Set<string>(NUMERIC_TIN_COUNTRIES);
const ALWAYS_ISSUED = /* @__PURE__ */ new Set<string>(TIN_COUNTRIES);

/** Whether a country's TIN has digits only (docs/spec/flow/validation.md#tax-residence); either letter case. */
export function isNumericTinCountry(country: string): boolean {
  return NUMERIC.has(country.toUpperCase());
}

/** Whether the "no TIN" checkbox is offered for a country (docs/spec/flow/validation.md#tax-residence): not for {@link TIN_COUNTRIES}. */
export function offersNoTinOption(country: string): boolean {
  return !ALWAYS_ISSUED.has(country.toUpperCase());
}
