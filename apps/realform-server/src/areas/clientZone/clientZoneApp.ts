import { AUTO_LOGIN_PATH } from '@onboarding/realform-api';
import { Hono } from 'hono';
import type { AppDeps, CallDeps } from '../../http/AppDeps';
import type { AppEnv } from '../../http/AppEnv';
import { postForm } from '../../http/postForm';
import { APPLICANT, NO_SESSION, route } from '../../http/routeAccess';
import { autoLoginRoute } from './autoLoginRoute';
import { CLIENT_ZONE_STYLESHEET, CLIENT_ZONE_STYLESHEET_PATH } from './clientZoneStylesheet';
import { accountOpenRoute, errorsReportRoute } from './clientZoneRoutes';

/** What the client-zone area reads: the call pipeline, the audit log, where the client zone is and who may post to it. */
export type ClientZoneDeps = CallDeps & Pick<AppDeps, 'audit' | 'brandSettings' | 'clientZoneUrl' | 'autoLoginOrigins' | 'publicOrigin' | 'production'>;

/**
 * The client-zone area (server README "Codes and the client zone"): account-open and errors-report hand the applicant
 * over with a one-time token, the auto-login form post redeems it, and the hand-over pages' stylesheet.
 */
export function clientZoneApp(deps: ClientZoneDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  postForm(app, 'account-open', APPLICANT, accountOpenRoute(deps));
  postForm(app, 'errors-report', APPLICANT, errorsReportRoute(deps));
  // A browser form post with a one-time client-zone token, no session.
  route(app, 'POST', AUTO_LOGIN_PATH, NO_SESSION, autoLoginRoute(deps));
  // The hand-over pages' stylesheet: public, the same for everyone.
  route(app, 'GET', CLIENT_ZONE_STYLESHEET_PATH, NO_SESSION, (c) =>
    c.body(CLIENT_ZONE_STYLESHEET, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'public, max-age=3600' }),
  );
  return app;
}
