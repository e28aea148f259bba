import type { Messages } from '@lingui/core';
import { isLocale, LOCALES, toBcp47, type Locale } from '@onboarding/dictionaries';
import { loadMessages as formFieldsMessages } from '@onboarding/form-fields';
import { loadMessages as idscanWidgetMessages } from '@onboarding/idscan-widget';
import { pseudoLocalize } from '@onboarding/flow';
import { loadMessages as storyLabelMessages } from '../src/locales';

export { LOCALES, toBcp47 };

/**
 * The toolbar's extra entry (issue 8): English made longer and accented, to catch clipped or overflowing text. It is
 * not a product locale: it renders with English plural rules.
 */
export const PSEUDO_LOCALE = 'pseudo';

/** A toolbar value as a product locale or the pseudo-locale; English for anything else. */
export function storyLocale(value: unknown): Locale | typeof PSEUDO_LOCALE {
  return value === PSEUDO_LOCALE ? PSEUDO_LOCALE : isLocale(value) ? value : 'en';
}

/** Each locale's name in its own language (from CLDR, not a hand-written list), for the toolbar. */
export function autonym(locale: Locale): string {
  const tag = toBcp47(locale);
  const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? locale;
  return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
}

/**
 * Every package's catalog loader; a package with messages adds its `loadMessages` here. The stories' own labels
 * (src/storyLabels.ts) come first, so a product message with the same English text keeps the product's translation.
 */
const catalogs: ReadonlyArray<(locale: string) => Promise<Messages>> = [storyLabelMessages, formFieldsMessages, idscanWidgetMessages];

/** All packages' messages for a locale (or the pseudo-locale), merged into one catalog as the apps do. */
export async function loadAllMessages(locale: Locale | typeof PSEUDO_LOCALE): Promise<Messages> {
  const loaded = await Promise.all(catalogs.map((load) => load(locale === PSEUDO_LOCALE ? 'en' : locale)));
  const messages: Messages = Object.assign({}, ...loaded);
  return locale === PSEUDO_LOCALE ? pseudoLocalize(messages) : messages;
}

/** The BCP 47 tag of a toolbar locale (the pseudo-locale behaves as English). */
export function storyLanguageTag(locale: Locale | typeof PSEUDO_LOCALE): string {
  return locale === PSEUDO_LOCALE ? 'en' : toBcp47(locale);
}
