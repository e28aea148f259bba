import type { Locale } from '@onboarding/dictionaries';
import { isLocale } from '@onboarding/dictionaries';
import { escapeHtml, htmlPage } from '../../http/htmlPage';
import type { Translate } from '../../i18n/translator';
import { CLIENT_ZONE_STYLESHEET_PATH } from './clientZoneStylesheet';

// The client zone's pages: its own stylesheet only.
const page = (locale: Locale, title: string, body: string) => htmlPage(locale, title, body, [CLIENT_ZONE_STYLESHEET_PATH]);

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
