import { AD_PARAMETERS, AFFILIATE_CLICK_PARAMETER, SOURCE_PARAMETER, type AdParameter } from './adParameters';
import { SOURCE_COOKIE, TMSC_COOKIE, TMSC_MAX_AGE_SECONDS } from './constants';
import type { Consent } from './createConsent';
import { whenGranted } from './createConsent';
import { defaultCookies, type CookieJar } from './cookieJar';

/** Contents of the tmsc cookie (docs/spec/flow/entities.md#local-storage-and-cookies): the ad parameters, `affid` (from `click_id`) and `referrer`. */
export type TmscData = Partial<Record<AdParameter | 'affid' | 'referrer', string>>;

/**
 * Longest value kept. Click ids are about 100 characters; the bound keeps the cookie under the browsers' 4 KB
 * limit (a larger cookie is dropped without a word) and within new-account's 512-character limit.
 */
const VALUE_MAX_LENGTH = 256;

function decodeJson(raw: string | undefined): unknown {
  try {
    return raw ? JSON.parse(decodeURIComponent(raw)) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The tmsc cookie's contents (URI-encoded JSON). A missing, truncated or foreign-written cookie reads as
 * `{}`: attribution is best effort and must never break the form.
 * @param cookies @default the document's cookies
 */
export function readTmsc(cookies: CookieJar = defaultCookies()): TmscData {
  const parsed = decodeJson(cookies.get(TMSC_COOKIE));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  return Object.fromEntries(Object.entries(parsed).filter((entry) => typeof entry[1] === 'string'));
}

/** The kept `from` query parameter (docs/spec/flow/routes.md#query-parameters), or `undefined`. @param cookies @default the document's cookies */
export function readSource(cookies: CookieJar = defaultCookies()): string | undefined {
  const source = decodeJson(cookies.get(SOURCE_COOKIE));
  return typeof source === 'string' ? source : undefined;
}

export interface CaptureAdParametersOptions {
  /** Nothing is written before the applicant allows `marketing`; until then the values wait in memory. */
  consent: Consent;
  /** The landing URL to read parameters from. @default location.href (none on a server) */
  url?: string | URL;
  /** The page that linked here; kept (origin and path only) when it is on another host. @default document.referrer */
  referrer?: string;
  /** @default the document's cookies */
  cookies?: CookieJar;
}

const clip = (value: string) => value.slice(0, VALUE_MAX_LENGTH);

function externalReferrer(referrer: string | undefined, landing: URL): string | undefined {
  try {
    const from = new URL(referrer!);
    // Same-host referrers are the form's own navigation; a query string may hold search terms: not kept.
    return from.hostname === landing.hostname ? undefined : clip(from.origin + from.pathname);
  } catch {
    return undefined;
  }
}

/**
 * Reads the ad parameters of the landing URL (plus `affid` from `click_id`, an external `referrer` and the
 * `from` source), and once `marketing` is allowed merges them over the tmsc cookie (new values win) and writes
 * it for 30 days (docs/spec/flow/constants.md#caching-and-cookies). When the URL brings nothing new the cookie is left alone, so its 30 days count from
 * the last ad click. On refusal the values are dropped.
 * @returns the merged contents as they are (or will be) stored
 */
export function captureAdParameters(options: CaptureAdParametersOptions): TmscData {
  const cookies = options.cookies ?? defaultCookies();
  // On a server there is no location: nothing to capture.
  const landing = new URL(options.url ?? globalThis.location?.href ?? 'about:blank');
  const query = landing.searchParams;
  const fresh: TmscData = {};
  for (const name of AD_PARAMETERS) {
    const value = query.get(name);
    if (value) fresh[name] = clip(value);
  }
  const affid = query.get(AFFILIATE_CLICK_PARAMETER);
  if (affid) fresh.affid = clip(affid);
  const referrer = externalReferrer(options.referrer ?? globalThis.document?.referrer, landing);
  if (referrer) fresh.referrer = referrer;
  const source = query.get(SOURCE_PARAMETER);

  whenGranted(options.consent, 'marketing', () => {
    const existing = readTmsc(cookies);
    const changed = Object.entries(fresh).some(([name, value]) => existing[name as keyof TmscData] !== value);
    if (changed) cookies.set(TMSC_COOKIE, encodeURIComponent(JSON.stringify({ ...existing, ...fresh })), TMSC_MAX_AGE_SECONDS);
    if (source) cookies.set(SOURCE_COOKIE, encodeURIComponent(JSON.stringify(clip(source))), TMSC_MAX_AGE_SECONDS);
  });
  return { ...readTmsc(cookies), ...fresh };
}
