import { isLocale, type Locale } from '@onboarding/dictionaries';

/**
 * The product locale of Storybook's locale toolbar, for a story's lists that come from the dictionaries (country names,
 * dialling codes): English for the pseudo-locale and anything unknown.
 */
export function toolbarLocale(globals: Record<string, unknown>): Locale {
  return isLocale(globals.locale) ? globals.locale : 'en';
}
