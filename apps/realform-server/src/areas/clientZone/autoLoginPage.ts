import type { Locale } from '@onboarding/dictionaries';
import { isLocale, toBcp47 } from '@onboarding/dictionaries';
import type { Translate } from '../../i18n/translator';
import { CLIENT_ZONE_STYLESHEET_PATH } from './clientZoneStylesheet';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

// No inline script or style anywhere: the page lives under the server's strict CSP (docs/security.md#security-headers).
function page(locale: Locale, title: string, body: string): string {
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(toBcp47(locale))}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)}</title>`,
    `<link rel="stylesheet" href="${CLIENT_ZONE_STYLESHEET_PATH}">`,
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

/**
 * The client zone's first page after the automatic login (docs/spec/flow/calls.md): the account is open, with its client number. With
 * `documentsLoginUrl`, the account's identity document is still missing (issue 17 defect 6): the page says so and
 * links to the application's login, which leads to the upload.
 */
export function accountOpenPage(locale: Locale, t: Translate, clientId: string, documentsLoginUrl?: string): string {
  return page(
    locale,
    t('clientZone.title'),
    [
      `<p>${escapeHtml(t('clientZone.welcome'))}</p>`,
      '<dl>',
      `<dt>${escapeHtml(t('clientZone.clientId'))}</dt>`,
      `<dd>${escapeHtml(clientId)}</dd>`,
      '</dl>',
      `<p>${escapeHtml(t('clientZone.keepClientId'))}</p>`,
      ...(documentsLoginUrl
        ? [
            `<h2>${escapeHtml(t('clientZone.documentsHeading'))}</h2>`,
            `<p>${escapeHtml(t('clientZone.documentsPending'))}</p>`,
            `<p><a href="${escapeHtml(documentsLoginUrl)}">${escapeHtml(t('clientZone.documentsLogin'))}</a></p>`,
          ]
        : []),
    ].join('\n'),
  );
}

/** A used, expired or unknown token: nothing about the account is shown. */
export function refusedPage(locale: Locale, t: Translate): string {
  return page(locale, t('clientZone.refusedTitle'), `<p>${escapeHtml(t('clientZone.refusedText'))}</p>`);
}

/** A post sent from another website (login CSRF, issue 14 finding 9): refused before the token is looked at. */
export function crossSitePage(locale: Locale, t: Translate): string {
  return page(locale, t('clientZone.crossSiteTitle'), `<p>${escapeHtml(t('clientZone.crossSiteText'))}</p>`);
}

/** A post without a usable token field. */
export function badRequestPage(locale: Locale, t: Translate): string {
  return page(locale, t('clientZone.badRequestTitle'), `<p>${escapeHtml(t('request.malformed'))}</p>`);
}

// Browser language tags that differ from the product's locale codes (docs/spec/flow/overview.md#languages uses 'ua' and 'cz').
const FROM_BCP47: Record<string, string> = { uk: 'ua', cs: 'cz' };

/** The page language when no application is known: the browser's first product locale, else English. */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  for (const part of (header ?? '').split(',')) {
    const primary = part.split(';')[0]?.trim().split('-')[0]?.toLowerCase() ?? '';
    const code = FROM_BCP47[primary] ?? primary;
    if (isLocale(code)) return code;
  }
  return 'en';
}
