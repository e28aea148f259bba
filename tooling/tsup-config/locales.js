// @ts-check
/**
 * The product's 14 locales as they appear in URLs, defined once for the whole repository: `@onboarding/dictionaries`
 * exports them to the product (its `LOCALES`, `Locale`), the widget bundles them, the Lingui configs, `check-catalogs`
 * and the Playwright catalogs read them from here. `ua` and `cz` are not BCP 47 (dictionaries' `toBcp47`).
 */
export const LOCALES = /** @type {const} */ (['pl', 'en', 'lt', 'lv', 'ru', 'es', 'ua', 'cz', 'fr', 'it', 'de', 'pt', 'nl', 'ro']);

/** The locale the messages are written in (Lingui's source locale); every other one is translated from it. */
export const SOURCE_LOCALE = 'en';
