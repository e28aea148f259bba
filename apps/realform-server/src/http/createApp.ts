import { REALFORM_PREFIX } from '@onboarding/realform-api';
import { Hono } from 'hono';
import { clientZoneApp } from '../areas/clientZone/clientZoneApp';
import { codesApp } from '../areas/codes/codesApp';
import { documentAreaStores } from '../areas/documents/documentAreaStores';
import { documentsApp } from '../areas/documents/documentsApp';
import { scanBackendApp } from '../areas/documents/scanBackendRoutes';
import { paymentsApp } from '../areas/payments/paymentsApp';
import { scanApiApp } from '../areas/scanApi/scanApiApp';
import { sessionApp } from '../areas/session/sessionApp';
import { stepsApp } from '../areas/steps/stepsApp';
import { registerBrandFiles } from '../brand/brandFilesRoute';
import { brandCspAdditions } from '../security/brandCsp';
import { apiSecurityHeaders, isApiPath, securityHeaders } from '../security/securityHeaders';
import { newRequestId, truncatePath } from '../log/logLine';
import { serveApps } from '../static/serveApps';
import type { AppDeps } from './AppDeps';
import type { AppEnv } from './AppEnv';
import { UNEXPECTED_FAILURE_FALLBACK } from '../fastPaths/answer';
import { answer } from './formCall';
import { type ReadinessReport, readyzRoute } from './readiness';
import { mount, NO_SESSION, route } from './routeAccess';


/** Without checks given (an app assembled outside createServer), nothing has been shown to be ready. */
const NOT_CHECKED = async (): Promise<ReadinessReport> => ({ ready: false, failed: ['database', 'storage', 'migrations'] });

/** The HTTP surface: the realform calls, health, and the built apps — all behind the same headers. */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const headers = securityHeaders(deps.clientZoneUrl, deps.publicOrigin);

  const apiHeaders = apiSecurityHeaders(deps.publicOrigin);
  app.use('*', async (c, next) => {
    const started = performance.now();
    const id = newRequestId();
    c.set('requestId', id);
    const own = isApiPath(c.req.path) ? apiHeaders : headers;
    c.set('securityHeaders', own);
    await next();
    // Answers written straight to Node (see `answer`) carry the headers already; everything else gets them here.
    // A brand's page swaps in its own policy (the origins its settings add), so read the headers again.
    if (c.get('answeredStatus') === undefined) {
      for (const [name, value] of Object.entries(c.get('securityHeaders'))) c.res.headers.set(name, value);
    }
    // One JSON line per request (no util.inspect: formatting an object that way costs more than most calls).
    const status = c.get('answeredStatus') ?? c.res.status;
    deps.logger.request({ id, method: c.req.method, path: c.req.path, status, ms: Math.round(performance.now() - started) });
  });

  // Alive (README "Operations"): the process answers; nothing it depends on is asked, so an outage of the database
  // does not get every instance restarted. Whether it should get traffic is /readyz.
  route(app, 'GET', '/healthz', NO_SESSION, (c) => c.json({ status: 'ok' }));
  route(app, 'GET', '/readyz', NO_SESSION, readyzRoute(deps.ready ?? NOT_CHECKED));

  // The areas (server README "Source layout"), each a sub-app built from the dependencies it reads. Every route declares
  // the session kinds it accepts (issue 14 finding 1): see `route`; `mount` carries the declarations over with the
  // routes. The areas' paths are the contract's own (/realform/…, /api/…, /idscanenterprisesvc/…), so they mount at /.
  mount(app, '/', sessionApp(deps));
  mount(app, '/', stepsApp(deps));
  mount(app, '/', paymentsApp(deps));
  mount(app, '/', codesApp(deps));
  mount(app, '/', clientZoneApp(deps));
  const documentStores = documentAreaStores(deps);
  mount(app, '/', documentsApp(deps, documentStores));
  // The scan API's CORS check must run before the widget's calls to the scan backend (issue 19): mounted first.
  mount(app, '/', scanApiApp(deps, documentStores));
  mount(app, '/', scanBackendApp(deps, documentStores));
  // The files a brand's settings name (agreement documents, award images) and the documents' archive; public, no session.
  registerBrandFiles(app, { brands: { pl: { settings: deps.brandSettings.pl, dir: deps.brandSettingsDirs.pl }, eu: { settings: deps.brandSettings.eu, dir: deps.brandSettingsDirs.eu } }, logger: deps.logger });

  // Each brand's pages carry the policy its settings call for (a hosted captcha, a tag manager…), nothing more.
  const pageHeaders = {
    pl: securityHeaders(deps.brandSettings.pl?.clientZoneUrl ?? deps.clientZoneUrl, deps.publicOrigin, brandCspAdditions(deps.brandSettings.pl)),
    eu: securityHeaders(deps.brandSettings.eu?.clientZoneUrl ?? deps.clientZoneUrl, deps.publicOrigin, brandCspAdditions(deps.brandSettings.eu)),
  };
  serveApps(app, deps.apps, { production: deps.production ?? false, pageHeaders, brandSettings: deps.brandSettings });

  app.notFound(async (c) => {
    if (c.req.path.startsWith(`${REALFORM_PREFIX}/`)) {
      const t = await deps.translator.forLocale('en');
      return c.json({ status: 'error', globalError: t('request.notFound') }, 404);
    }
    return c.text('Not found', 404);
  });

  app.onError(async (error, c) => {
    // Logged redacted (no bodies, e-mails or tokens); the applicant sees a generic translated message.
    deps.logger.error('unexpected error', { requestId: c.get('requestId'), method: c.req.method, path: truncatePath(c.req.path), error });
    const t = await deps.translator.forLocale(c.get('locale') ?? 'en').catch(() => null);
    return answer(c, 500, {
      status: 'error',
      globalError: t ? t('server.unexpected') : UNEXPECTED_FAILURE_FALLBACK,
    });
  });

  return app;
}
