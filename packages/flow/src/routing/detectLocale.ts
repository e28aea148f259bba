import { isLocale, type Locale } from '@onboarding/dictionaries';
import type { BrandConfig } from '../brand/BrandConfig';

export interface LocationLike {
  pathname: string;
  hostname: string;
  search?: string;
}

export type LocaleDetection = { kind: 'ok'; locale: Locale; basepath: string } | { kind: 'redirect'; to: string };

/** The router base of a locale on a brand (docs/spec/flow/routes.md#locale-and-base-path "Base paths"). */
export function basepathFor(brand: BrandConfig['brand'], locale: Locale): string {
  if (brand === 'eu') return `/eu-${locale}/onboarding`;
  return locale === 'pl' ? '/onboarding' : `/${locale}/onboarding`;
}

/**
 * The locale from the URL (docs/spec/flow/routes.md#locale-and-base-path "Locale and base path"): the first path segment when it is 2 characters, or
 * 5 with 'eu-' removed; with no such segment, a .com host means English and a .pl or localhost host Polish
 * (any other host: the brand's default).
 * - A locale the brand does not serve redirects to the brand that does (docs/spec/flow/routes.md#locale-and-base-path: lt on the Polish-brand host goes to
 *   the international Lithuanian page), keeping the step's path and the query.
 * - An unknown locale code redirects to the brand's default page.
 * - A URL that names a served locale but not by its base path (`/pl/onboarding/`, or `/onboarding/` on the
 *   international brand) redirects to the base path of docs/spec/flow/routes.md#locale-and-base-path, so the router always runs under its own base.
 */
export function detectLocale(location: LocationLike, brand: BrandConfig): LocaleDetection {
  const segments = location.pathname.split('/').filter(Boolean);
  const first = segments[0] ?? '';
  let fromPath: string | undefined;
  if (first.length === 2) fromPath = first;
  else if (first.length === 5 && first.startsWith('eu-')) fromPath = first.slice(3);

  const search = location.search ?? '';
  const tail = stepTail(fromPath === undefined ? segments : segments.slice(1));
  let locale: Locale;
  if (fromPath !== undefined) {
    if (!isLocale(fromPath)) return { kind: 'redirect', to: `${basepathFor(brand.brand, brand.defaultLocale)}/${search}` };
    locale = fromPath;
  } else {
    const host = location.hostname.toLowerCase();
    locale = host.endsWith('.com') ? 'en' : host.endsWith('.pl') || isLocalHost(host) ? 'pl' : brand.defaultLocale;
  }

  if (!brand.locales.includes(locale)) {
    const otherBrand = brand.brand === 'pl' ? 'eu' : 'pl';
    // With a host per brand (brand settings `origin`), the other brand's pages are on its host (issue 17).
    return { kind: 'redirect', to: `${brand.brandOrigins?.[otherBrand] ?? ''}${basepathFor(otherBrand, locale)}/${tail}${search}` };
  }
  const basepath = basepathFor(brand.brand, locale);
  if (location.pathname !== basepath && !location.pathname.startsWith(`${basepath}/`)) {
    return { kind: 'redirect', to: `${basepath}/${tail}${search}` };
  }
  return { kind: 'ok', locale, basepath };
}

/** The step's part of a path: what follows `onboarding/` (the segments after the locale segment, if any). */
function stepTail(segments: readonly string[]): string {
  const rest = segments[0] === 'onboarding' ? segments.slice(1) : segments;
  return rest.join('/');
}

function isLocalHost(host: string): boolean {
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]' || host.endsWith('.localhost');
}
