import type { I18n } from '@lingui/core';
import { setupI18n } from '@lingui/core';
import type { Locale } from '@onboarding/dictionaries';
import { toBcp47 } from '@onboarding/dictionaries';
import type { MessageKey } from '@onboarding/realform-api';
import { loadMessages, translateMessage } from '@onboarding/realform-api';

export type Translate = (key: MessageKey, values?: Record<string, unknown>) => string;

/** Formatted messages kept per locale; past this many the memo starts over (a bound, not a working-set size). */
export const TRANSLATION_MEMO_LIMIT = 2_000;

/**
 * A Translate that formats each (message, values) once: formatting a plural or a number through Lingui and Intl
 * costs tens of microseconds, and the refusals of a flood (issue 14: "uploads are busy", "sign in again") repeat the
 * same few messages thousands of times. Only messages without values or with numeric values are kept — never a
 * string value, which may be someone's input — and the memo is bounded.
 */
export function memoized(format: Translate): Translate {
  const memo = new Map<string, string>();
  return (key, values) => {
    let memoKey: string = key;
    if (values) {
      for (const name in values) {
        const value = values[name];
        if (typeof value !== 'number') return format(key, values);
        memoKey += `\u0000${name}=${value}`;
      }
    }
    let text = memo.get(memoKey);
    if (text === undefined) {
      text = format(key, values);
      if (memo.size >= TRANSLATION_MEMO_LIMIT) memo.clear();
      memo.set(memoKey, text);
    }
    return text;
  };
}

/**
 * One Lingui instance per locale, created on first use and kept: the server answers in the request's
 * `languageCode` (docs/architecture.md#internationalisation: every string goes through Lingui, the server's messages too).
 */
export function translator() {
  const instances = new Map<Locale, Promise<I18n>>();
  // Once a locale is loaded its Translate is handed out without a promise: most calls need no await for it.
  const ready = new Map<Locale, Translate>();

  function i18nFor(locale: Locale): Promise<I18n> {
    let instance = instances.get(locale);
    if (!instance) {
      instance = loadMessages(locale).then((messages) =>
        // Plural rules need BCP 47 ('uk', not the URL's 'ua').
        setupI18n({ locale, locales: toBcp47(locale), messages: { [locale]: messages } }),
      );
      // A failed load must not poison the cache for the process's lifetime.
      instance.catch(() => instances.delete(locale));
      instances.set(locale, instance);
    }
    return instance;
  }

  return {
    async forLocale(locale: Locale): Promise<Translate> {
      const known = ready.get(locale);
      if (known) return known;
      const i18n = await i18nFor(locale);
      const translate = memoized((key, values) => translateMessage(i18n, key, values));
      ready.set(locale, translate);
      return translate;
    },
    /** The Translate of a locale already loaded, else undefined (then use `forLocale`). */
    loaded(locale: Locale): Translate | undefined {
      return ready.get(locale);
    },
  };
}

export type Translator = ReturnType<typeof translator>;

/** The messages of the refusals a flood of anonymous calls meets (busy, sign in again, malformed), in English: formatted once. */
export async function warmRefusalMessages(translate: Translator): Promise<void> {
  const english = await translate.forLocale('en');
  english('rate.limited', { minutes: 1 });
  english('token.invalid');
  english('request.malformed');
}
