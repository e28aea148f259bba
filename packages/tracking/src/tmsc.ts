import { AD_PARAMETERS, AFFILIATE_CLICK_PARAMETER } from './adParameters';
import { TMSC_COOKIE, TMSC_MAX_AGE_SECONDS } from './constants';

/** Contents of the tmsc cookie: ad parameter name → value. */
export type TmscData = Partial<Record<string, string>>;

function cookieValue(doc: Document, name: string): string | undefined {
  for (const part of doc.cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator !== -1 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}

/**
 * The tmsc cookie's contents (URI-encoded JSON). A missing, truncated or foreign-written cookie reads as
 * `{}`: attribution is best effort and must never break the form.
 * @param doc the document whose cookies to read. @default document
 */
export function readTmsc(doc: Document = document): TmscData {
  const raw = cookieValue(doc, TMSC_COOKIE);
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(raw));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

export interface CaptureAdParametersOptions {
  /** The landing URL to read parameters from. @default document.location.href */
  url?: string | URL;
  /** The page that linked here; kept only when it is on another host. @default document.referrer */
  referrer?: string;
  /** The document whose cookie is read and written. @default document */
  doc?: Document;
}

function externalReferrer(referrer: string, landing: URL): string | undefined {
  if (!referrer) return undefined;
  try {
    // Same-host referrers are the form's own navigation, not where the applicant came from.
    return new URL(referrer).hostname === landing.hostname ? undefined : referrer;
  } catch {
    return undefined;
  }
}

/**
 * Reads the ad parameters of the landing URL (plus `affid` from `click_id` and an external `referrer`),
 * merges them over the existing tmsc cookie (new values win) and writes the cookie for 30 days. When the
 * URL brings nothing new the cookie is left alone, so its 30 days count from the last ad click.
 * @returns the merged contents
 */
export function captureAdParameters(options: CaptureAdParametersOptions = {}): TmscData {
  const doc = options.doc ?? document;
  const landing = new URL(options.url ?? doc.location.href);
  const fresh: TmscData = {};
  for (const name of AD_PARAMETERS) {
    const value = landing.searchParams.get(name);
    if (value) fresh[name] = value;
  }
  const affid = landing.searchParams.get(AFFILIATE_CLICK_PARAMETER);
  if (affid) fresh.affid = affid;
  const referrer = externalReferrer(options.referrer ?? doc.referrer, landing);
  if (referrer) fresh.referrer = referrer;

  const existing = readTmsc(doc);
  if (Object.entries(fresh).every(([name, value]) => existing[name] === value)) return existing;

  const merged = { ...existing, ...fresh };
  const secure = landing.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${TMSC_COOKIE}=${encodeURIComponent(JSON.stringify(merged))}; Max-Age=${TMSC_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
  return merged;
}
