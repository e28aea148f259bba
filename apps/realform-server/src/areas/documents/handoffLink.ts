import type { Locale } from '@onboarding/dictionaries';
import { PL_BRAND_LOCALES } from '@onboarding/dictionaries';
import type { AppDeps } from '../../http/AppDeps';
import type { Application } from '../../store/applicationStore';
import type { HandoffChannel, HandoffStore } from './handoffStore';
import { handoffStore } from './handoffStore';

/**
 * The onboarding page of a locale (docs/spec/flow/routes.md#locale-and-base-path "Base paths: Polish /onboarding/; ru and ua /{lang}/onboarding/;
 * international /eu-{lang}/onboarding/"). The locale decides the brand's page: a Polish-brand application in a
 * locale only the international brand serves would be redirected there anyway.
 */
export function onboardingBasePath(locale: Locale): string {
  if (locale === 'pl') return '/onboarding/';
  if (PL_BRAND_LOCALES.includes(locale)) return `/${locale}/onboarding/`;
  return `/eu-${locale}/onboarding/`;
}

/** docs/spec/flow/routes.md#query-parameters "token together with mobile or qrCode": the QR code's link says qrCode=true, the SMS link mobile=true. */
const CHANNEL_FLAG: Record<HandoffChannel, string> = { qr: 'qrCode', sms: 'mobile' };

export interface HandoffLink {
  /** `{origin}{base path}?token={hand-off token}&qrCode=true` (QR) or `…&mobile=true` (SMS). */
  url: string;
  expiresAt: Date;
}

/**
 * Where links point: the configured public origin, else (development only) the origin the request came to. In
 * production the request's Host header never decides a link: createServer refuses to start without PUBLIC_ORIGIN,
 * and this throws should a server ever be built around that check.
 */
export function linkOrigin(deps: Pick<AppDeps, 'publicOrigin' | 'production'>, requestUrl: string): string {
  if (deps.publicOrigin) return deps.publicOrigin.replace(/\/+$/, '');
  if (deps.production) throw new Error('PUBLIC_ORIGIN is not set: in production, links are built on it only, never on the request\'s Host header.');
  return new URL(requestUrl).origin;
}

/**
 * Makes a hand-off link for an application (docs/spec/flow/screens.md#mobilesms mobileSms / uploadQR): a 256-bit token stored hashed, valid
 * HANDOFF_TOKEN_TTL_MINUTES, opened on one device only. The codes area calls this for the SMS link
 * (`channel: 'sms'`); mobile-qr-code-url for the QR code. A new link replaces the unused one of its channel.
 */
export async function createHandoffLink(
  deps: Pick<AppDeps, 'db' | 'publicOrigin' | 'production' | 'now' | 'sessions'>,
  application: Pick<Application, 'id' | 'locale'>,
  options: { channel: HandoffChannel; requestUrl: string; store?: HandoffStore },
): Promise<HandoffLink> {
  const store = options.store ?? handoffStore(deps.db);
  const { token, handoff, revokedSessionIds } = await store.create(application.id, options.channel, deps.now());
  await deps.sessions.revoke(revokedSessionIds);
  const url = new URL(`${linkOrigin(deps, options.requestUrl)}${onboardingBasePath(application.locale)}`);
  url.searchParams.set('token', token);
  url.searchParams.set(CHANNEL_FLAG[options.channel], 'true');
  return { url: url.toString(), expiresAt: handoff.expiresAt };
}
