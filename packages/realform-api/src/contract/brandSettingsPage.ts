import type { Locale } from '@onboarding/dictionaries';

// What the pages need of the brand settings at run time, apart from the schemas (./brandSettings.ts): the flow's
// entry script imports these, and must not carry valibot and the settings' schemas with them (issue 7 budget).

/** Text or a link that may differ by locale: one value for all, or one per locale with an optional `default`. */
export type Localized<T extends string = string> = T | Partial<Record<Locale | 'default', T>>;

/** The value of a {@link Localized} setting for a locale: its own, else `default`, else undefined. */
export function localizedValue<T extends string>(value: Localized<T> | undefined, locale: Locale): T | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return value;
  return value[locale] ?? value.default;
}

/** The id of the `<script type="application/json">` element the server puts the brand's public settings in. */
export const BRAND_SETTINGS_ELEMENT_ID = 'brand-settings';
