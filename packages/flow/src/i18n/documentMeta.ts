import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { toBcp47, type Locale } from '@onboarding/dictionaries';
import type { BrandConfig } from '../brand/BrandConfig';

/** S0 §1: page title and meta texts depend on the language; S0 §1: favicon by brand. */
export function applyDocumentMeta(doc: Document, i18n: I18n, locale: Locale, brand: BrandConfig): void {
  doc.documentElement.lang = toBcp47(locale);
  doc.title = i18n._(msg`Open a trading account — ${brand.name}`);
  setMeta(doc, 'description', i18n._(msg`Open a live trading account with ${brand.name} online in a few minutes: register, verify your identity and start investing.`));
  let icon = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!icon) {
    icon = doc.createElement('link');
    icon.rel = 'icon';
    doc.head.append(icon);
  }
  icon.href = brand.favicon;
}

function setMeta(doc: Document, name: string, content: string) {
  let meta = doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = name;
    doc.head.append(meta);
  }
  meta.content = content;
}
