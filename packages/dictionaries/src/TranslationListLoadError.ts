import type { Locale } from './locales';
import type { TranslationListName } from './translationLists';

/** A translation list could not be loaded. Nothing was cached, so the next `load()` of the same list tries again. */
export class TranslationListLoadError extends Error {
  override readonly name = 'TranslationListLoadError';
  readonly locale: Locale;
  readonly list: TranslationListName;

  constructor(locale: Locale, list: TranslationListName, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(
      `Expected the "${list}" translation list for locale "${locale}", but loading it failed: ${reason}. ` +
        'Nothing was cached, so the next load tries again; check the fetch function and where it reads the list from.',
      { cause },
    );
    this.locale = locale;
    this.list = list;
  }
}
