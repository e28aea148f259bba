import { isLocale, toBcp47 } from '@onboarding/dictionaries';

/**
 * A collator that ignores case and diacritics ("cote" finds "Côte d’Ivoire", "osterreich" finds "Österreich"),
 * for a product locale (`ua`, `cz` become the BCP 47 `uk`, `cs`) or any BCP 47 tag.
 */
export function prefixCollator(locale: string): Intl.Collator {
  return new Intl.Collator(isLocale(locale) ? toBcp47(locale) : locale, { sensitivity: 'base', usage: 'search' });
}

/** Whether `name` starts with `query`, compared by the collator (both NFC-normalised so lengths line up). */
export function matchesPrefix(name: string, query: string, collator: Intl.Collator): boolean {
  const q = query.normalize('NFC');
  if (!q) return true;
  const head = name.normalize('NFC').slice(0, q.length);
  return collator.compare(head, q) === 0;
}
