import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { toBcp47, type Locale } from '@onboarding/dictionaries';
import type { BrandConfig } from '../brand/BrandConfig';

/** The page title of the entry (docs/spec/flow/overview.md#languages: title and meta texts depend on the language). */
export function entryTitle(i18n: I18n, brand: BrandConfig): string {
  return i18n._(msg`Open a trading account — ${brand.name}`);
}

/** The page's meta description (docs/spec/flow/overview.md#languages: meta texts depend on the language). */
export function entryDescription(i18n: I18n, brand: BrandConfig): string {
  return i18n._(msg`Open a live trading account with ${brand.name} online in a few minutes: register, verify your identity and start investing.`);
}

/**
 * The page title of a step: its heading and the brand, so tabs, history and screen readers name the page the
 * applicant is on (WCAG 2.4.2); the entry keeps the product's title.
 */
export function stepTitle(i18n: I18n, brand: BrandConfig, heading: string | null | undefined): string {
  const text = heading?.replace(/\s+/g, ' ').trim();
  return text ? i18n._(msg`${text} — ${brand.name}`) : entryTitle(i18n, brand);
}

/**
 * docs/spec/flow/overview.md#languages: the page's language, title and meta description depend on the language; the favicon on the brand.
 * Set on mount, before the first render, so the tab and search engines see them at once.
 */
export function applyDocumentMeta(doc: Document, i18n: I18n, locale: Locale, brand: BrandConfig): void {
  doc.documentElement.lang = toBcp47(locale);
  doc.title = entryTitle(i18n, brand);
  setMeta(doc, 'description', entryDescription(i18n, brand));
  let icon = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!icon) {
    icon = doc.createElement('link');
    icon.rel = 'icon';
    doc.head.append(icon);
  }
  icon.href = brand.favicon;
  if (brand.favicon.endsWith('.svg')) icon.type = 'image/svg+xml';
  else icon.removeAttribute('type');
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
