import { DEFAULT_OWN_LANGUAGE_PAGES, type BrandConfig } from '@onboarding/flow';

const base = import.meta.env.BASE_URL;

/**
 * The international brand (S0 §1): /eu-{lang}/onboarding/ for EN, FR, IT, ES, DE, PT, NL, CZ, LV, LT, RO.
 * Build-time settings (`VITE_…`, see README): the bot-check site key and the two pages of the broker's own site.
 */
export const brand: BrandConfig = {
  brand: 'eu',
  name: 'Broker International',
  locales: ['en', 'fr', 'it', 'es', 'de', 'pt', 'nl', 'cz', 'lv', 'lt', 'ro'],
  defaultLocale: 'en',
  // S0 §7: one bot-check site key per brand path; the local test key is accepted by the server's local verifier.
  captchaSiteKey: import.meta.env.VITE_CAPTCHA_SITE_KEY ?? 'local-test-key-eu',
  // S0 §1: favicon and header images by brand.
  favicon: `${base}favicon.svg`,
  headerImages: {
    logo: { src: `${base}logo.svg`, width: 240, height: 40 },
    logoMobile: { src: `${base}logo-mark.svg`, width: 40, height: 40 },
  },
  nonEuPageUrl: import.meta.env.VITE_NON_EU_PAGE_URL ?? 'https://www.broker.example/non-eu-clients',
  ownLanguagePages: DEFAULT_OWN_LANGUAGE_PAGES,
  remindPasswordUrl: import.meta.env.VITE_REMIND_PASSWORD_URL ?? 'https://client.broker.example/remind-password',
  feesTableUrl: import.meta.env.VITE_FEES_TABLE_URL || undefined,
  documentsUrl: import.meta.env.VITE_DOCUMENTS_URL || undefined,
  contact: { email: 'support@broker.example', phone: '+44 20 0000 0000' },
};
