import type { Locale } from '@onboarding/dictionaries';
import { toBcp47 } from '@onboarding/dictionaries';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML text and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/**
 * A small server-rendered page (the client zone's pages, the stand-in payment gateway's): the locale's language, not
 * indexed, the given stylesheets, a heading of its title and the body (HTML, escaped by the caller). No inline script
 * or style anywhere: the pages live under a strict CSP (docs/security.md#security-headers).
 */
export function htmlPage(locale: Locale, title: string, body: string, stylesheets: readonly string[]): string {
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(toBcp47(locale))}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)}</title>`,
    ...stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    '</head>',
    '<body>',
    '<main>',
    `<h1>${escapeHtml(title)}</h1>`,
    body,
    '</main>',
    '</body>',
    '</html>',
  ].join('\n');
}
