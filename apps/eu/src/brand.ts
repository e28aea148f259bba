import { DEFAULT_OWN_LANGUAGE_PAGES, type BrandConfig } from '@onboarding/flow';

const base = import.meta.env.BASE_URL;

/**
 * The international brand (S0 §1): /eu-{lang}/onboarding/ for EN, FR, IT, ES, DE, PT, NL, CZ, LV, LT, RO.
 * Only what is built into the app: name, languages, favicon and header images. The broker's links, contact details,
 * awards, bot check and agreement documents are brand settings the server reads at start-up and puts in the page
 * (apps/realform-server README "Brand settings"): none is baked in here.
 */
export const brand: BrandConfig = {
  brand: 'eu',
  name: 'Broker International',
  locales: ['en', 'fr', 'it', 'es', 'de', 'pt', 'nl', 'cz', 'lv', 'lt', 'ro'],
  defaultLocale: 'en',
  // S0 §1: favicon and header images by brand.
  favicon: `${base}favicon.svg`,
  headerImages: {
    logo: { src: `${base}logo.svg`, width: 240, height: 40 },
    logoMobile: { src: `${base}logo-mark.svg`, width: 40, height: 40 },
  },
  ownLanguagePages: DEFAULT_OWN_LANGUAGE_PAGES,
};
