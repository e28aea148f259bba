import type { Messages } from '@lingui/core';
import { isLocale, LOCALES, toBcp47, type Locale } from '@onboarding/dictionaries';
import { loadMessages as formFieldsMessages } from '@onboarding/form-fields';
import { loadMessages as idscanWidgetMessages } from '@onboarding/idscan-widget';

export { LOCALES, toBcp47 };

/** A toolbar value as a product locale; English for anything else. */
export function storyLocale(value: unknown): Locale {
  return isLocale(value) ? value : 'en';
}

/** Each locale's name in its own language (from CLDR, not a hand-written list), for the toolbar. */
export function autonym(locale: Locale): string {
  const tag = toBcp47(locale);
  const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? locale;
  return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
}

/** Every package's catalog loader; a package with messages adds its `loadMessages` here. */
const catalogs: ReadonlyArray<(locale: string) => Promise<Messages>> = [formFieldsMessages, idscanWidgetMessages];

/** All packages' messages for a locale, merged into one catalog as the apps do. */
export async function loadAllMessages(locale: Locale): Promise<Messages> {
  const loaded = await Promise.all(catalogs.map((load) => load(locale)));
  return Object.assign({}, ...loaded);
}
