import type { Locale } from '@onboarding/dictionaries';
import { isLocale } from '@onboarding/dictionaries';

// Accept-Language speaks BCP 47; the product's codes differ for Ukrainian and Czech.
const FROM_BCP47: Record<string, Locale> = { uk: 'ua', cs: 'cz' };

/**
 * The first of the product's locales an Accept-Language header names, in the header's order (its q-values are in
 * that order in every browser), or null. `de-AT,de;q=0.9` → `de`, `uk-UA` → `ua`.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  for (const part of (header ?? '').split(',')) {
    const primary = part.split(';')[0]?.trim().toLowerCase().split('-')[0] ?? '';
    const locale = FROM_BCP47[primary] ?? primary;
    if (isLocale(locale)) return locale;
  }
  return null;
}
