import { DEFAULT_OWN_LANGUAGE_PAGES, type BrandConfig } from '@onboarding/flow';

const base = import.meta.env.BASE_URL;

/**
 * The Polish brokerage brand (S0 §1): /onboarding/ for Polish, /ru/onboarding/ and /ua/onboarding/ (S0 §2).
 * Build-time settings (`VITE_…`, see README): the bot-check site key and the two pages of the broker's own site.
 */
export const brand: BrandConfig = {
  brand: 'pl',
  name: 'Dom Maklerski',
  locales: ['pl', 'ru', 'ua'],
  defaultLocale: 'pl',
  // S0 §7: one bot-check site key per brand path. This is the local test key the server's local verifier accepts;
  // production builds set the provider's key through VITE_CAPTCHA_SITE_KEY.
  captchaSiteKey: import.meta.env.VITE_CAPTCHA_SITE_KEY ?? 'local-test-key-pl',
  // S0 §1: favicon and header images by brand.
  favicon: `${base}favicon.svg`,
  headerImages: {
    logo: { src: `${base}logo.svg`, width: 200, height: 40 },
    logoMobile: { src: `${base}logo-mark.svg`, width: 40, height: 40 },
  },
  nonEuPageUrl: import.meta.env.VITE_NON_EU_PAGE_URL ?? 'https://www.dm.example/non-eu-clients',
  ownLanguagePages: DEFAULT_OWN_LANGUAGE_PAGES,
  remindPasswordUrl: import.meta.env.VITE_REMIND_PASSWORD_URL ?? 'https://client.dm.example/remind-password',
  feesTableUrl: import.meta.env.VITE_FEES_TABLE_URL || undefined,
  documentsUrl: import.meta.env.VITE_DOCUMENTS_URL || undefined,
  contact: { email: 'kontakt@dm.example', phone: '+48 22 000 00 00' },
};
