import { WIDGET_LOCALES } from './constants';

export type WidgetLocale = (typeof WIDGET_LOCALES)[number];

// The product's URL codes differ from BCP 47 for Ukrainian and Czech (docs/architecture.md#internationalisation).
const BCP47: Partial<Record<WidgetLocale, string>> = { ua: 'uk', cz: 'cs' };

/** A product locale the widget has messages for; English for anything else (docs/spec/widget/overview.md#languages). */
export function widgetLocale(locale: string | undefined): WidgetLocale {
  const code = (locale ?? '').trim().toLowerCase();
  return (WIDGET_LOCALES as readonly string[]).includes(code) ? (code as WidgetLocale) : 'en';
}

/** The BCP 47 tag `Intl` and plural rules understand for a product locale. */
export function toBcp47(locale: WidgetLocale): string {
  return BCP47[locale] ?? locale;
}
