import { BRAND_SETTINGS_ELEMENT_ID, type Localized, type PageAgreementDocument } from '@onboarding/realform-api';
import type { AwardBadge, BrandConfig } from './BrandConfig';

/**
 * The brand settings the server puts in the page (issue 16: a `<script type="application/json">` element with id
 * {@link BRAND_SETTINGS_ELEMENT_ID}), as the part of a {@link BrandConfig} they set. The server validated them; this
 * keeps only values of the right shape all the same (a page may be cached or hand-edited), and a link only when it is
 * http(s) — never `javascript:` — or a path on this server. What is missing or malformed is left out, so the app's
 * own config stays; nothing here throws.
 */
export type PageBrandConfig = Partial<
  Pick<
    BrandConfig,
    | 'nonEuPageUrl'
    | 'remindPasswordUrl'
    | 'feesTableUrl'
    | 'clientZoneUrl'
    | 'contact'
    | 'awards'
    | 'documents'
    | 'documentsArchiveUrl'
    | 'tagManager'
    | 'analytics'
    | 'brandOrigins'
    | 'cfdRetailLossPercent'
  >
> & { captcha?: CaptchaSettingShape };

/** The bot check a brand's pages run (the captcha module reads it). */
type CaptchaSettingShape = { provider: 'altcha' } | { provider: 'turnstile' | 'recaptcha'; siteKey: string };

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** An absolute http(s) URL. */
function webUrl(value: unknown): string | undefined {
  return typeof value === 'string' && /^https?:\/\/[^\s]+$/i.test(value) ? value : undefined;
}

/** An http(s) origin, without a path. */
function origin(value: unknown): string | undefined {
  return typeof value === 'string' && /^https?:\/\/[^\s/?#]+$/i.test(value) ? value : undefined;
}

/** An absolute http(s) URL, or a path on this server (`/brand-files/…`). */
function link(value: unknown): string | undefined {
  return webUrl(value) ?? (typeof value === 'string' && /^\/(?!\/)[^\s\\]*$/.test(value) ? value : undefined);
}

/** A {@link Localized} value whose every entry passes `check`; undefined when any does not. */
function localized(value: unknown, check: (entry: unknown) => string | undefined): Localized | undefined {
  if (typeof value === 'string') return check(value);
  if (!isObject(value)) return undefined;
  const entries = Object.entries(value);
  if (entries.length === 0 || entries.some(([, entry]) => check(entry) === undefined)) return undefined;
  return Object.fromEntries(entries) as Localized;
}

function award(value: unknown): AwardBadge | undefined {
  if (!isObject(value)) return undefined;
  const title = localized(value.title, text);
  if (!title) return undefined;
  const image = link(value.image);
  const url = webUrl(value.url);
  return { title, ...(image ? { image } : {}), ...(url ? { url } : {}) };
}

function agreementDocument(value: unknown): PageAgreementDocument | undefined {
  if (!isObject(value)) return undefined;
  const id = text(value.id);
  const url = localized(value.url, link);
  if (!id || !url) return undefined;
  const title = localized(value.title, text);
  return { id, url, ...(title ? { title } : {}) };
}

function listOf<T>(value: unknown, item: (entry: unknown) => T | undefined): T[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.map(item).filter((entry): entry is T => entry !== undefined);
}

function captcha(value: unknown): CaptchaSettingShape | undefined {
  if (!isObject(value)) return undefined;
  if (value.provider === 'altcha') return { provider: 'altcha' };
  const siteKey = text(value.siteKey);
  if ((value.provider === 'turnstile' || value.provider === 'recaptcha') && siteKey) return { provider: value.provider, siteKey };
  return undefined;
}

/** Drops the keys whose value is undefined, so spreading the result never unsets the app's own value. */
function defined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;
}

/** The brand settings of a parsed element (see {@link readPageBrandSettings}). */
export function pageBrandConfig(settings: unknown): PageBrandConfig {
  if (!isObject(settings)) return {};
  const contact = isObject(settings.contact)
    ? defined({ email: text(settings.contact.email), phone: text(settings.contact.phone), hours: localized(settings.contact.hours, text) })
    : undefined;
  const tagManager =
    isObject(settings.tagManager) && typeof settings.tagManager.containerId === 'string' && /^GTM-[A-Z0-9]{4,12}$/.test(settings.tagManager.containerId)
      ? defined({ containerId: settings.tagManager.containerId, scriptUrl: webUrl(settings.tagManager.scriptUrl) })
      : undefined;
  const analytics = isObject(settings.analytics)
    ? defined({ productAnalyticsUrl: webUrl(settings.analytics.productAnalyticsUrl), attributionUrl: webUrl(settings.analytics.attributionUrl) })
    : undefined;
  const brandOrigins = isObject(settings.brandOrigins) ? defined({ pl: origin(settings.brandOrigins.pl), eu: origin(settings.brandOrigins.eu) }) : undefined;
  const lossPercent = settings.cfdRetailLossPercent;
  return defined({
    brandOrigins: brandOrigins && Object.keys(brandOrigins).length > 0 ? brandOrigins : undefined,
    cfdRetailLossPercent: typeof lossPercent === 'number' && Number.isInteger(lossPercent) && lossPercent >= 0 && lossPercent <= 100 ? lossPercent : undefined,
    nonEuPageUrl: webUrl(settings.nonEuPageUrl),
    remindPasswordUrl: webUrl(settings.remindPasswordUrl),
    feesTableUrl: webUrl(settings.feesTableUrl),
    clientZoneUrl: webUrl(settings.clientZoneUrl),
    contact,
    awards: listOf(settings.awards, award),
    documents: listOf(settings.documents, agreementDocument),
    documentsArchiveUrl: link(settings.documentsArchiveUrl),
    captcha: captcha(settings.captcha),
    tagManager: tagManager as BrandConfig['tagManager'],
    analytics,
  }) as PageBrandConfig;
}

/** The settings the server put in the page; empty when the element is missing or is not a JSON object. */
export function readPageBrandSettings(document: Document): PageBrandConfig {
  const element = document.getElementById(BRAND_SETTINGS_ELEMENT_ID);
  if (!element?.textContent) return {};
  try {
    return pageBrandConfig(JSON.parse(element.textContent));
  } catch {
    return {};
  }
}

/** The app's brand config with the page's settings over it: each setting the page gives replaces the app's. */
export function withPageBrandSettings(brand: BrandConfig, settings: PageBrandConfig): BrandConfig {
  return { ...brand, ...settings };
}
