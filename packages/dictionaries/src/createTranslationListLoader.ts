import { TRANSLATION_CACHE_TTL_MS } from './constants';
import type { Locale } from './locales';
import { TranslationListLoadError } from './TranslationListLoadError';
import type { TranslationList, TranslationListName } from './translationLists';

export interface TranslationListLoaderOptions<T> {
  /** Reads one list for one locale, e.g. the translation JSON over HTTP, or `monthOptions` for months. */
  fetch: (locale: Locale, list: TranslationListName) => Promise<T>;
  /**
   * The clock, in milliseconds; tests pass a fake one.
   * @default Date.now
   */
  now?: () => number;
  /**
   * How long a loaded list is reused, counted from when it arrived.
   * @default TRANSLATION_CACHE_TTL_MS (5 minutes, docs/spec/flow/constants.md)
   */
  ttlMs?: number;
}

export interface TranslationListLoader<T> {
  /**
   * The list for a locale: from the cache when it arrived less than `ttlMs` ago, else fetched. Loads of the same
   * list that overlap share one fetch. A failed fetch rejects with {@link TranslationListLoadError} and is not cached.
   */
  load(locale: Locale, list: TranslationListName): Promise<T>;
  /** Forgets every cached list, e.g. after a deployment changed the translations. */
  clear(): void;
}

interface Entry<T> {
  promise: Promise<T>;
  /** When the list arrived; undefined while the fetch is in flight. */
  loadedAt: number | undefined;
}

/**
 * A framework-free loader for the translation lists of docs/spec/flow/calls.md with the 5-minute cache of docs/spec/flow/constants.md, per
 * (locale, list). The cache lives in the returned object: create one per app.
 *
 * ```ts
 * const lists = createTranslationListLoader({
 *   fetch: (locale, list) =>
 *     list === 'months' ? Promise.resolve(monthOptions(locale)) : ky(`/i18n/${locale}/${list}.json`).json(),
 * });
 * await lists.load('pl', 'purposeContract');
 * ```
 */
export function createTranslationListLoader<T = TranslationList>(options: TranslationListLoaderOptions<T>): TranslationListLoader<T> {
  const { fetch, now = Date.now, ttlMs = TRANSLATION_CACHE_TTL_MS } = options;
  const cache = new Map<string, Entry<T>>();

  return {
    load(locale, list) {
      const key = `${locale}:${list}`;
      const cached = cache.get(key);
      if (cached && (cached.loadedAt === undefined || now() - cached.loadedAt < ttlMs)) return cached.promise;

      // new Promise turns a fetch that throws synchronously into a rejection like any other failure.
      const promise = new Promise<T>((resolve) => resolve(fetch(locale, list))).then(
        (value) => {
          entry.loadedAt = now();
          return value;
        },
        (error: unknown) => {
          // Only this attempt's entry: a clear() and a newer load may have replaced it meanwhile.
          if (cache.get(key) === entry) cache.delete(key);
          throw new TranslationListLoadError(locale, list, error);
        },
      );
      const entry: Entry<T> = { promise, loadedAt: undefined };
      cache.set(key, entry);
      return entry.promise;
    },
    clear() {
      cache.clear();
    },
  };
}
