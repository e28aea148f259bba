import { COUNTRY_CODES, type CountryCode } from './countryCodes';

// Uninhabited territories: nobody holds their citizenship, so they have no place in a citizenship select
// (Antarctica, Bouvet Island, Heard and McDonald Islands, South Georgia, French Southern Territories, the US
// Minor Outlying Islands).
const WITHOUT_CITIZENS: readonly CountryCode[] = ['AQ', 'BV', 'HM', 'GS', 'TF', 'UM'];

/**
 * The citizenship list (docs/spec/flow/entities.md#dictionaries dictionary `citizenship`): every ISO code but the uninhabited territories.
 * Sort it for a select with `sortCountries(CITIZENSHIP_COUNTRIES, locale)`.
 */
export const CITIZENSHIP_COUNTRIES: readonly CountryCode[] = /* @__PURE__ */ COUNTRY_CODES.filter(
  (code) => !WITHOUT_CITIZENS.includes(code),
);
