import type { Messages } from '@lingui/core';

type Loader = () => Promise<{ messages: Messages }>;

/** The stories' own labels (src/storyLabels.ts), compiled per product locale. */
const loaders: Record<string, Loader> = {
  en: () => import('./en'),
  pl: () => import('./pl'),
  lt: () => import('./lt'),
  lv: () => import('./lv'),
  ru: () => import('./ru'),
  es: () => import('./es'),
  ua: () => import('./ua'),
  cz: () => import('./cz'),
  fr: () => import('./fr'),
  it: () => import('./it'),
  de: () => import('./de'),
  pt: () => import('./pt'),
  nl: () => import('./nl'),
  ro: () => import('./ro'),
};

/** The stories' label messages for a product locale (URL code: 'ua', 'cz'); English for unknown codes. */
export async function loadMessages(locale: string): Promise<Messages> {
  return (await (loaders[locale] ?? loaders.en!)()).messages;
}
