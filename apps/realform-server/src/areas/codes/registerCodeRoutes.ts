import { AUTO_LOGIN_PATH, REALFORM_PREFIX } from '@onboarding/realform-api';
import type { Hono } from 'hono';
import type { AppDeps } from '../../http/AppDeps';
import type { AppEnv } from '../../http/AppEnv';
import { autoLoginRoute } from './autoLoginRoute';
import { CLIENT_ZONE_STYLESHEET, CLIENT_ZONE_STYLESHEET_PATH } from './clientZoneStylesheet';
import { accountOpenRoute, errorsReportRoute } from './clientZoneRoutes';
import type { CodesDeps } from './codesContext';
import { devOutboxRoute } from './devOutboxRoute';
import { expireSessionRoute } from '../../dev/expireSessionRoute';
import { confirmEmailRoute, verifyEmailRoute } from './emailCodeRoutes';
import { desktopSmsCodeRoute, desktopSmsRoute, mobileSmsCodeRoute, mobileSmsRoute } from './phoneCodeRoutes';
import { postForm } from '../../http/postForm';
import { APPLICANT, NO_SESSION, route } from '../../http/routeAccess';


/** The codes area's routes (see the server README, "Codes and the client zone"). */
export function registerCodeRoutes(app: Hono<AppEnv>, deps: AppDeps & CodesDeps): void {
  route(app, 'POST', `${REALFORM_PREFIX}/sms/desktop-sms`, APPLICANT, desktopSmsRoute(deps));
  postForm(app, 'desktop-sms-code', APPLICANT, desktopSmsCodeRoute(deps));
  route(app, 'POST', `${REALFORM_PREFIX}/sms/mobile-sms`, APPLICANT, mobileSmsRoute(deps));
  postForm(app, 'mobile-sms-code', APPLICANT, mobileSmsCodeRoute(deps));
  postForm(app, 'verify-email', APPLICANT, verifyEmailRoute(deps));
  postForm(app, 'confirm-email', APPLICANT, confirmEmailRoute(deps));
  postForm(app, 'account-open', APPLICANT, accountOpenRoute(deps));
  postForm(app, 'errors-report', APPLICANT, errorsReportRoute(deps));
  // A browser form post with a one-time client-zone token, no session.
  route(app, 'POST', AUTO_LOGIN_PATH, NO_SESSION, autoLoginRoute(deps));
  // The hand-over pages' stylesheet: public, the same for everyone.
  route(app, 'GET', CLIENT_ZONE_STYLESHEET_PATH, NO_SESSION, (c) =>
    c.body(CLIENT_ZONE_STYLESHEET, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'public, max-age=3600' }),
  );
  // Development only: never registered unless asked for (ServerConfig.devEndpoints), so it is a 404 otherwise.
  if (deps.devEndpoints) route(app, 'GET', `${REALFORM_PREFIX}/dev/outbox`, NO_SESSION, devOutboxRoute(deps));
  if (deps.devEndpoints) route(app, 'POST', `${REALFORM_PREFIX}/dev/expire-session`, APPLICANT, expireSessionRoute(deps));
}
