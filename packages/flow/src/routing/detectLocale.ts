import { isLocale, type Locale } from '@onboarding/dictionaries';
import type { BrandConfig } from '../brand/BrandConfig';

export interface LocationLike {
  pathname: string;
  hostname: string;
  search?: string;
}

export type LocaleDetection =
  | { kind: 'ok'; locale: Locale; basepath: string }
  | { kind: 'redirect'; to: string };

/** The router base of a locale on a brand (S0 §2 "Base paths"). */
export function basepathFor(brand: BrandConfig['brand'], locale: Locale): string {
  if (brand === 'eu') return `/eu-${locale}/onboarding`;
  return locale === 'pl' ? '/onboarding' : `/${locale}/onboarding`;
}

/**
 * The locale from the URL (S0 §2 "Locale and base path"): the first path segment when it is 2 characters, or
 * 5 with 'eu-' removed; with no such segment, a .com host means English and a .pl or localhost host Polish.
 * A locale the brand does not serve redirects to the brand that does (e.g. lt on the Polish-brand host goes to
 * the international Lithuanian page), keeping the rest of the path and the query.
 */
export function detectLocale(location: LocationLike, brand: BrandConfig): LocaleDetection {
  const segments = location.pathname.split('/').filter(Boolean);
  const first = segments[0] ?? '';
  let fromPath: string | undefined;
  if (first.length === 2) fromPath = first;
  else if (first.length === 5 && first.startsWith('eu-')) fromPath = first.slice(3);

  const search = location.search ?? '';
  if (fromPath !== undefined) {
    const rest = segments.slice(1).join('/');
    if (!isLocale(fromPath)) {
      return { kind: 'redirect', to: `${basepathFor(brand.brand, brand.defaultLocale)}/${search}` };
    }
    if (!brand.locales.includes(fromPath)) {
      const otherBrand = brand.brand === 'pl' ? 'eu' : 'pl';
      const tail = rest.replace(/^onboarding\/?/, '');
      return { kind: 'redirect', to: `${basepathFor(otherBrand, fromPath)}/${tail}${search}` };
    }
    return { kind: 'ok', locale: fromPath, basepath: basepathFor(brand.brand, fromPath) };
  }

  const host = location.hostname.toLowerCase();
  const byHost: Locale = host.endsWith('.com') ? 'en' : host.endsWith('.pl') || isLocalHost(host) ? 'pl' : brand.defaultLocale;
  const locale = brand.locales.includes(byHost) ? byHost : brand.defaultLocale;
  return { kind: 'ok', locale, basepath: basepathFor(brand.brand, locale) };
}

function isLocalHost(host: string): boolean {
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]' || host.endsWith('.localhost');
}
