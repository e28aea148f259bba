import { isEuCountry, OWN_LANGUAGE_PAGE_COUNTRIES } from './euCountries';

/**
 * Where the entry flow goes once the applicant has named a residence country (docs/spec/flow/states.md#entry-flow "Entry flow" 2–3, docs/spec/flow/constants.md#countries):
 *
 * - `askOwnLanguagePage`: the country has its own-language page; ask whether to continue there (yes: go to that
 *   page; no: `register`).
 * - `askEuAddress`: Ukraine; ask whether the applicant has an address in the EU (yes: `register`; no: `nonEuPage`).
 * - `register`: an EU country (of the 28, docs/spec/flow/constants.md#countries); registration is shown on this page.
 * - `nonEuPage`: everyone else goes to the non-EU application page.
 */
export type ResidenceRoute = 'askOwnLanguagePage' | 'askEuAddress' | 'register' | 'nonEuPage';

export interface ResidenceRouteOptions {
  /**
   * The countries whose own-language page should be offered. Leave out the countries whose page is the one
   * being shown, so an Austrian on the German page is not asked to move to the German page.
   * @default OWN_LANGUAGE_PAGE_COUNTRIES (AT, DE, FR, HU, IE, LU)
   */
  ownLanguagePages?: readonly string[];
}

/**
 * The entry flow's next move for a residence country (either letter case). Pure: the caller performs the
 * redirect or shows the question.
 *
 * ```ts
 * residenceRoute('AT'); // 'askOwnLanguagePage'
 * residenceRoute('PL'); // 'register'
 * residenceRoute('UA'); // 'askEuAddress'
 * residenceRoute('US'); // 'nonEuPage'
 * ```
 */
export function residenceRoute(country: string, options: ResidenceRouteOptions = {}): ResidenceRoute {
  const code = country.toUpperCase();
  const ownLanguagePages = options.ownLanguagePages ?? OWN_LANGUAGE_PAGE_COUNTRIES;
  if (ownLanguagePages.some((page) => page.toUpperCase() === code)) return 'askOwnLanguagePage';
  // docs/spec/flow/states.md#entry-flow entry flow 3: Ukrainians may live in the EU already; only they are asked rather than turned away.
  if (code === 'UA') return 'askEuAddress';
  return isEuCountry(code) ? 'register' : 'nonEuPage';
}
