import { LOCALES as PRODUCT_LOCALES } from '@repo/tsup-config/locales';
import * as v from 'valibot';

/**
 * The product's 14 locales as they appear in URLs (docs/spec/flow/overview.md#languages), defined once for the repository in
 * tooling/tsup-config/locales.js (bundled in at build). `ua` and `cz` are not BCP 47: see {@link toBcp47}.
 */
export const LOCALES = PRODUCT_LOCALES;

export type Locale = (typeof LOCALES)[number];

export const localeSchema = /* @__PURE__ */ v.picklist(LOCALES);

/** Same answer as `v.is(localeSchema, value)`, without valibot: the brands' first page calls it (issue 7 budget). */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

// The URL codes predate BCP 47 use: Ukrainian is `uk` and Czech is `cs` for Intl and plural rules.
const BCP47_EXCEPTIONS: Partial<Record<Locale, string>> = { ua: 'uk', cz: 'cs' };

/** The BCP 47 tag of a product locale, for `Intl` and plural rules: `ua` → `uk`, `cz` → `cs`, others unchanged. */
export function toBcp47(locale: Locale): string {
  return BCP47_EXCEPTIONS[locale] ?? locale;
}

/** Locales served by the international brand under `/eu-{lang}/onboarding/` (docs/spec/flow/overview.md#brands). */
export const EU_BRAND_LOCALES: readonly Locale[] = ['en', 'fr', 'it', 'es', 'de', 'pt', 'nl', 'cz', 'lv', 'lt', 'ro'];

/** Locales served by the Polish brand: `/onboarding/`, `/ru/onboarding/`, `/ua/onboarding/` (docs/spec/flow/routes.md#locale-and-base-path). */
export const PL_BRAND_LOCALES: readonly Locale[] = ['pl', 'ru', 'ua'];
