import type { Locale } from '@onboarding/dictionaries';
import { AUTO_LOGIN_URL_PARAMS_MAX_LENGTH, TOKEN_MAX_LENGTH } from '@onboarding/realform-api';
import type { Context } from 'hono';
import type { ClientZoneDeps } from './clientZoneApp';
import type { AppEnv } from '../../http/AppEnv';
import { accountOpenPage, badRequestPage, crossSitePage, localeFromAcceptLanguage, refusedPage } from './autoLoginPage';
import { clientIp } from '../../http/clientIp';
import type { OpenedAccount } from './clientZoneRoutes';
import { clientZoneTokens } from './clientZoneTokens';
import { readLimitedBytes } from '../../http/readJsonBody';
import { linkOrigin, onboardingBasePath } from '../documents/handoffLink';
import { accountWithDocumentsPending } from '../steps/accountDocuments';

/** A form with a token and the entry URL's query string fits easily; anything bigger is not ours. */
const FORM_BODY_MAX_BYTES = 8 * 1024;

const TOKEN = /^[A-Za-z0-9_-]+$/;

type FormFields = { ok: true; fields: URLSearchParams | FormData } | { ok: false };

/** Reads a browser form post (urlencoded or multipart), refusing anything over the limit without buffering it. */
async function readFormBody(request: Request): Promise<FormFields> {
  if (Number(request.headers.get('content-length') ?? 0) > FORM_BODY_MAX_BYTES) return { ok: false };
  const contentType = request.headers.get('content-type') ?? '';
  const kind = contentType.split(';')[0]?.trim().toLowerCase();
  if (kind !== 'application/x-www-form-urlencoded' && kind !== 'multipart/form-data') return { ok: false };
  const bytes = await readLimitedBytes(request, FORM_BODY_MAX_BYTES);
  if (!bytes) return { ok: false };
  if (kind === 'application/x-www-form-urlencoded') return { ok: true, fields: new URLSearchParams(bytes.toString('utf8')) };
  try {
    return { ok: true, fields: await new Response(bytes, { headers: { 'content-type': contentType } }).formData() };
  } catch {
    return { ok: false };
  }
}

function textField(fields: URLSearchParams | FormData, name: string): string | undefined {
  const value = fields.get(name);
  return typeof value === 'string' ? value : undefined;
}

/**
 * Why a post must be refused as cross-site (login CSRF, ASVS 5.0 V3.5.x), or null: with an `Origin`, it must be this
 * server's own origin (the request's, or `publicOrigin`) or a configured one (`autoLoginOrigins`); `Origin: null`
 * (sandboxed frames, privacy redirects) is refused; without one, `Sec-Fetch-Site` must not say cross-site or
 * same-site. A client sending neither (not a browser) cannot be a victim's browser and passes.
 */
export function crossSiteProblem(c: Context<AppEnv>, deps: Pick<ClientZoneDeps, 'publicOrigin' | 'autoLoginOrigins'>): 'origin' | 'fetch-site' | null {
  const origin = c.req.header('origin');
  if (origin !== undefined) {
    const allowed = new Set<string>([new URL(c.req.url).origin, ...deps.autoLoginOrigins]);
    if (deps.publicOrigin) allowed.add(new URL(deps.publicOrigin).origin);
    return allowed.has(origin.trim().toLowerCase().replace(/\/+$/, '')) ? null : 'origin';
  }
  const site = c.req.header('sec-fetch-site')?.trim().toLowerCase();
  return site === 'cross-site' || site === 'same-site' ? 'fetch-site' : null;
}

function html(c: Context<AppEnv>, status: 200 | 400 | 403, body: string): Response {
  // Personal data on the page: never cached.
  return c.html(body, status, { 'Cache-Control': 'no-store' });
}

/**
 * POST /api/autoLogin (docs/spec/flow/calls.md#client-zone-auto-login "Automatic client zone login: a browser form POST … with fields token and
 * urlParams"): a one-time client-zone token from account-open or errors-report opens the client zone's first
 * page, in the application's language; the application moves to its final step (goToClientZone) and the login
 * is recorded. A used, expired or unknown token gets a 403 page; a malformed post a 400 page.
 */
export function autoLoginRoute(deps: ClientZoneDeps) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const browserLocale = localeFromAcceptLanguage(c.req.header('accept-language'));
    const ip = clientIp(c, deps.trustProxy);
    // Login CSRF (issue 14 finding 9): another site's form must not sign a browser in with the attacker's token.
    const crossSite = crossSiteProblem(c, deps);
    if (crossSite) {
      deps.logger.info('auto-login refused', { problem: 'cross-site' });
      await deps.audit.record({ event: 'autoLogin.refused', outcome: 'refused', ip, detail: { reason: crossSite } });
      return html(c, 403, crossSitePage(browserLocale, await deps.translator.forLocale(browserLocale)));
    }
    const form = await readFormBody(c.req.raw);
    const token = form.ok ? textField(form.fields, 'token')?.trim() : undefined;
    const urlParams = form.ok ? (textField(form.fields, 'urlParams') ?? '') : '';
    if (!token || token.length > TOKEN_MAX_LENGTH || !TOKEN.test(token) || urlParams.length > AUTO_LOGIN_URL_PARAMS_MAX_LENGTH) {
      deps.logger.info('auto-login refused', { problem: 'malformed' });
      return html(c, 400, badRequestPage(browserLocale, await deps.translator.forLocale(browserLocale)));
    }

    const now = deps.now();
    const clientZone = clientZoneTokens(deps.db);
    const redeemed = await clientZone.redeem(token, now);
    if (!redeemed.ok) {
      const application = redeemed.reason === 'unknown' ? null : await deps.applications.get(redeemed.applicationId);
      const locale: Locale = application?.locale ?? browserLocale;
      deps.logger.info('auto-login refused', { problem: redeemed.reason });
      await deps.audit.record({ event: 'autoLogin.refused', outcome: 'refused', applicationId: application?.id ?? null, ip, detail: { reason: redeemed.reason } });
      return html(c, 403, refusedPage(locale, await deps.translator.forLocale(locale)));
    }

    const application = await deps.applications.get(redeemed.applicationId);
    if (!application) {
      return html(c, 403, refusedPage(browserLocale, await deps.translator.forLocale(browserLocale)));
    }
    await deps.applications.advance(application.id, { step: 'goToClientZone', data: { clientZone: { lastLoginAt: now.toISOString() } } }, now);
    await clientZone.recordLogin({ tokenId: redeemed.tokenId, applicationId: application.id, urlParams }, now);
    deps.logger.info('auto-login accepted');
    await deps.audit.record({ event: 'clientZone.login', outcome: 'success', applicationId: application.id, ip });
    const clientId = (application.data.account as Partial<OpenedAccount> | undefined)?.clientId ?? '';
    // Issue 17 defect 6: the account waits for its identity document: the page links to the application's login.
    const documentsLoginUrl = accountWithDocumentsPending(application)
      ? `${deps.brandSettings[application.brand]?.origin?.replace(/\/+$/, '') ?? linkOrigin(deps, c.req.url)}${onboardingBasePath(application.locale)}login`
      : undefined;
    return html(c, 200, accountOpenPage(application.locale, await deps.translator.forLocale(application.locale), clientId, documentsLoginUrl));
  };
}
