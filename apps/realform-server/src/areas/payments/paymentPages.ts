import type { Locale } from '@onboarding/dictionaries';
import { toBcp47 } from '@onboarding/dictionaries';
import type { MessageKey } from '@onboarding/realform-api';
import { escapeHtml, htmlPage } from '../../http/htmlPage';
import type { Translate } from '../../i18n/translator';
import { CLIENT_ZONE_STYLESHEET_PATH } from '../clientZone/clientZoneStylesheet';
import type { PaymentOrder } from './paymentStore';

/** The stand-in page's own additions to the server's page stylesheet (the strict CSP allows no inline style). */
export const PAYMENT_STYLESHEET_PATH = '/payments/stand-in.css';

export const PAYMENT_STYLESHEET = `.actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-top: 1.5rem; }
button { font: inherit; font-weight: 700; min-height: 2.75rem; padding: 0.5rem 1.25rem; border-radius: 0.25rem; border: 2px solid var(--accent); cursor: pointer; }
button[value="paid"] { background: var(--accent); color: var(--surface); }
button[value="failed"] { background: var(--surface); color: var(--text); }
button:focus-visible { outline: 3px solid #ffdd00; outline-offset: 2px; }
.notice { color: var(--muted); }
dd.amount { font-size: 1.5rem; }
dl div + div { margin-top: 0.75rem; }
`;

// The stand-in's pages: the client zone's stylesheet and its own (no inline style: see standInCsp).
const page = (locale: Locale, title: string, body: string) => htmlPage(locale, title, body, [CLIENT_ZONE_STYLESHEET_PATH, PAYMENT_STYLESHEET_PATH]);

/** The amount as the applicant's language writes it, e.g. "1 000,00 zł" or "€250.00". */
export function formatAmount(locale: Locale, amount: number, currency: string): string {
  return new Intl.NumberFormat(toBcp47(locale), { style: 'currency', currency }).format(amount);
}

/** The stand-in gateway's page: method, amount and reference, then Pay or Cancel (a form posted back to this path). */
export function standInPage(locale: Locale, t: Translate, order: PaymentOrder, action: string): string {
  const row = (label: string, value: string, className = '') =>
    `<div><dt>${escapeHtml(label)}</dt><dd${className ? ` class="${className}"` : ''}>${escapeHtml(value)}</dd></div>`;
  return page(
    locale,
    t('payment.standIn.title'),
    [
      `<p class="notice">${escapeHtml(t('payment.standIn.notice'))}</p>`,
      '<dl>',
      row(t('payment.standIn.method'), t(`payment.gateway.${order.gateway}` as MessageKey)),
      row(t('payment.standIn.amount'), formatAmount(locale, order.amount, order.currency), 'amount'),
      row(t('payment.standIn.reference'), order.reference),
      '</dl>',
      `<form method="post" action="${escapeHtml(action)}">`,
      `<input type="hidden" name="order" value="${escapeHtml(order.id)}">`,
      '<div class="actions">',
      `<button type="submit" name="result" value="paid">${escapeHtml(t('payment.standIn.pay'))}</button>`,
      `<button type="submit" name="result" value="failed">${escapeHtml(t('payment.standIn.cancel'))}</button>`,
      '</div>',
      '</form>',
    ].join('\n'),
  );
}

/**
 * An unknown, tampered, completed or replayed attempt: nothing about it is shown. For an attempt of a known application
 * (the browser's Back from the flow to a gateway page already used), a link back to where the application is.
 */
export function paymentRefusedPage(locale: Locale, t: Translate, applicationUrl?: string): string {
  const back = applicationUrl ? `\n<p><a href="${escapeHtml(applicationUrl)}">${escapeHtml(t('payment.backToApplication'))}</a></p>` : '';
  return page(locale, t('payment.refusedTitle'), `<p>${escapeHtml(t('payment.refusedText'))}</p>${back}`);
}
