// Story fixtures (not part of the package build: only *.stories.tsx import this folder).
import { EU_BRAND_LOCALES, PL_BRAND_LOCALES } from '@onboarding/dictionaries';
import { DEFAULT_OWN_LANGUAGE_PAGES, type BrandConfig } from '../brand/BrandConfig';

const DOCUMENTS = ['TERMS', 'FEES', 'RISKS', 'EXECUTION', 'CONFLICTS', 'CLASSIFICATION', 'PRIVACY'] as const;

/** What the server puts in a brand's page (apps/realform-server brands/{brand}/settings.json), for both brands. */
function pageSettings(brand: 'pl' | 'eu') {
  return {
    documents: DOCUMENTS.map((id) => ({ id, url: `brand-files/${brand}/${id.toLowerCase()}.pdf` })),
    documentsArchiveUrl: `brand-files/${brand}/{locale}/all.zip`,
    contact: brand === 'pl' ? { email: 'kontakt@broker.example', phone: '+48 22 000 00 00' } : { email: 'support@broker.example', phone: '+44 20 0000 0000' },
    remindPasswordUrl: 'https://client-zone.broker.example/remind-password',
    feesTableUrl: `brand-files/${brand}/fees.pdf`,
    clientZoneUrl: 'https://client-zone.broker.example',
    cfdRetailLossPercent: 74,
    awards: [{ title: { default: 'Best broker 2026', pl: 'Najlepszy broker 2026' } }, { title: { default: 'Best trading platform 2026', pl: 'Najlepsza platforma 2026' } }],
  } satisfies Partial<BrandConfig>;
}

/**
 * The two brands as their apps configure them (apps/pl/src/brand.ts, apps/eu/src/brand.ts) with the brand settings
 * the server adds to the page. The header's mark and the favicon are the apps' own files (`public/`), served by
 * Storybook's staticDirs under `brand-pl/` and `brand-eu/`; the intro video is left out (a story does not play it).
 */
export const STORY_BRANDS = {
  pl: {
    brand: 'pl',
    name: 'Dom Maklerski',
    locales: PL_BRAND_LOCALES,
    defaultLocale: 'pl',
    favicon: 'brand-pl/favicon.svg',
    headerImages: { logo: { src: 'brand-pl/logo-mark.svg', width: 40, height: 40 } },
    ownLanguagePages: DEFAULT_OWN_LANGUAGE_PAGES,
    ...pageSettings('pl'),
  },
  eu: {
    brand: 'eu',
    name: 'Broker International',
    locales: EU_BRAND_LOCALES,
    defaultLocale: 'en',
    favicon: 'brand-eu/favicon.svg',
    headerImages: { logo: { src: 'brand-eu/logo-mark.svg', width: 40, height: 40 } },
    ownLanguagePages: DEFAULT_OWN_LANGUAGE_PAGES,
    ...pageSettings('eu'),
  },
} as const satisfies Record<'pl' | 'eu', BrandConfig>;

/** The brand of the toolbar's `brand` global; the Polish brand for anything else. */
export function storyBrand(value: unknown): BrandConfig {
  return value === 'eu' ? STORY_BRANDS.eu : STORY_BRANDS.pl;
}
