import type { Locale, TranslationList, TranslationListName } from '@onboarding/dictionaries';
import { useEffect, useState } from 'react';
import { translationLists } from './translationLists';

/**
 * A translation list of docs/spec/flow/calls.md for a locale, or null until it arrives. A failed load is logged and leaves null:
 * the screen keeps the labels it ships with.
 */
export function useTranslationList(locale: Locale, list: TranslationListName): TranslationList | null {
  const [loaded, setLoaded] = useState<{ key: string; entries: TranslationList } | null>(null);
  const key = `${locale}:${list}`;
  useEffect(() => {
    let current = true;
    translationLists.load(locale, list).then(
      (entries) => {
        if (current) setLoaded({ key, entries });
      },
      (error: unknown) => console.warn(error),
    );
    return () => {
      current = false;
    };
  }, [key, locale, list]);
  return loaded?.key === key ? loaded.entries : null;
}
