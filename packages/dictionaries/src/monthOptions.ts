import { toBcp47, type Locale } from './locales';
import type { TranslationList } from './translationLists';

const cache = new Map<Locale, TranslationList>();

/**
 * The months list (docs/spec/flow/calls.md) without a network call: the twelve month names from `Intl` (CLDR) in the locale's
 * stand-alone form, valued `'01'`…`'12'` as dates are stored (docs/spec/flow/validation.md#dates YYYY-MM-DD), e.g. `pl` → `Styczeń`.
 */
export function monthOptions(locale: Locale): TranslationList {
  let months = cache.get(locale);
  if (!months) {
    const tag = toBcp47(locale);
    // Month-only formatting gives the stand-alone (nominative) name: Polish "styczeń", not "stycznia".
    const format = new Intl.DateTimeFormat(tag, { month: 'long', timeZone: 'UTC' });
    months = Array.from({ length: 12 }, (_, index) => {
      const name = format.format(Date.UTC(2000, index, 1));
      // CLDR capitalises stand-alone month names in lists and menus for these languages (contextTransforms).
      return { value: String(index + 1).padStart(2, '0'), label: name.charAt(0).toLocaleUpperCase(tag) + name.slice(1) };
    });
    cache.set(locale, months);
  }
  return months;
}
