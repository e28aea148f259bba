import {
  BRAND_SETTINGS_ELEMENT_ID,
  type Brand,
  type BrandSettings,
  type Localized,
  type PageAgreementDocument,
  type PageBrandSettings,
} from '@onboarding/realform-api';

/** Where the server serves the files beside a brand's settings file (documents, award images). */
export function brandFileUrl(brand: Brand, file: string): string {
  // The schema allows only letters, digits, '.', '_', '-' and '/' in a file name: nothing to escape.
  return `/brand-files/${brand}/${file}`;
}

/** The "download all" archive of a brand's documents; `{locale}` is replaced by the page. */
export function documentsArchiveUrl(brand: Brand): string {
  return `/brand-files/${brand}/agreement-documents-{locale}.zip`;
}

function mapLocalized(value: Localized, map: (text: string) => string): Localized {
  if (typeof value === 'string') return map(value);
  return Object.fromEntries(Object.entries(value).map(([locale, text]) => [locale, text === undefined ? text : map(text)]));
}

const HTTP_URL = /^https?:\/\//i;

/**
 * What a brand's pages get of its settings (README "Brand settings"): every setting as is, except that files beside
 * the settings file become links the server serves (`/brand-files/{brand}/{file}`, localized shape kept), the
 * documents come with their "download all" archive, and `origin` becomes `brandOrigins`, both brands' origins.
 */
export function pageBrandSettings(brand: Brand, settings: BrandSettings, all: Partial<Record<Brand, BrandSettings>> = { [brand]: settings }): PageBrandSettings {
  const { documents, awards, origin: _origin, ...rest } = settings;
  const page: PageBrandSettings = { ...rest };
  // Both brands' origins, so a redirect to the other brand goes to its host (issue 17).
  const brandOrigins = Object.fromEntries(
    (['pl', 'eu'] as const).flatMap((each) => (all[each]?.origin ? [[each, all[each].origin]] : [])),
  ) as PageBrandSettings['brandOrigins'];
  if (brandOrigins && Object.keys(brandOrigins).length > 0) page.brandOrigins = brandOrigins;
  if (awards) {
    page.awards = awards.map((award) =>
      award.image && !HTTP_URL.test(award.image) ? { ...award, image: brandFileUrl(brand, award.image) } : award,
    );
  }
  if (documents) {
    page.documents = documents.map((document): PageAgreementDocument => {
      const url = document.url ?? mapLocalized(document.file!, (file) => brandFileUrl(brand, file));
      return { id: document.id, ...(document.title === undefined ? {} : { title: document.title }), url };
    });
    page.documentsArchiveUrl = documentsArchiveUrl(brand);
  }
  return page;
}

/**
 * JSON that is safe as the text of an HTML `<script>` element: `<`, `>` and `&` cannot close the element or start a
 * comment, and U+2028/U+2029 are escaped as well (line terminators to older JavaScript parsers). Still the same JSON.
 */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/**
 * The element a brand's page reads its settings from. A JSON script is data, never run, so the strict CSP needs no
 * hash or nonce for it.
 */
export function brandSettingsElement(page: PageBrandSettings): string {
  return `<script type="application/json" id="${BRAND_SETTINGS_ELEMENT_ID}">${jsonForHtml(page)}</script>`;
}

/** The page with the element put at the end of its head (or, without a head, at the end of the document). */
export function withBrandSettingsElement(html: string, element: string): string {
  const headEnd = html.search(/<\/head\s*>/i);
  if (headEnd >= 0) return `${html.slice(0, headEnd)}${element}${html.slice(headEnd)}`;
  return `${html}${element}`;
}
