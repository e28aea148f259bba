import { isLocale, toBcp47 } from '@onboarding/dictionaries';

/**
 * The twelve month names in a locale, January first, from `Intl` (docs/architecture.md#internationalisation: no hand-written lists). Takes a
 * product locale (`ua`, `cz` become `uk`, `cs`) or any BCP 47 tag. The stand-alone form is used ("styczeń", not the
 * genitive "stycznia" of a full date), capitalised as a list item is.
 */
export function monthNames(locale: string): string[] {
  const tag = isLocale(locale) ? toBcp47(locale) : locale;
  const format = new Intl.DateTimeFormat(tag, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, index) => {
    const name = format.format(Date.UTC(2000, index, 1));
    return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
  });
}
