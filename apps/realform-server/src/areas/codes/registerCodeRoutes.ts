import { AUTO_LOGIN_PATH, REALFORM_PREFIX } from '@onboarding/realform-api';
import type { Hono } from 'hono';
import type { AppDeps } from '../../http/AppDeps';
import type { AppEnv } from '../../http/AppEnv';
import { autoLoginRoute } from './autoLoginRoute';
import { accountOpenRoute, errorsReportRoute } from './clientZoneRoutes';
import type { CodesDeps } from './codesContext';
import { devOutboxRoute } from './devOutboxRoute';
import { expireSessionRoute } from '../../dev/expireSessionRoute';
import { confirmEmailRoute, verifyEmailRoute } from './emailCodeRoutes';
import { desktopSmsCodeRoute, desktopSmsRoute, mobileSmsCodeRoute, mobileSmsRoute } from './phoneCodeRoutes';
import { postForm } from '../../http/postForm';


/** The codes area's routes (see the server README, "Codes and the client zone"). */
export function registerCodeRoutes(app: Hono<AppEnv>, deps: AppDeps & CodesDeps): void {
  app.post(`${REALFORM_PREFIX}/sms/desktop-sms`, desktopSmsRoute(deps));
  postForm(app, 'desktop-sms-code', desktopSmsCodeRoute(deps));
  app.post(`${REALFORM_PREFIX}/sms/mobile-sms`, mobileSmsRoute(deps));
  postForm(app, 'mobile-sms-code', mobileSmsCodeRoute(deps));
  postForm(app, 'verify-email', verifyEmailRoute(deps));
  postForm(app, 'confirm-email', confirmEmailRoute(deps));
  postForm(app, 'account-open', accountOpenRoute(deps));
  postForm(app, 'errors-report', errorsReportRoute(deps));
  app.post(AUTO_LOGIN_PATH, autoLoginRoute(deps));
  // Development only: never registered unless asked for (ServerConfig.devEndpoints), so it is a 404 otherwise.
  if (deps.devEndpoints) app.get(`${REALFORM_PREFIX}/dev/outbox`, devOutboxRoute(deps));
  if (deps.devEndpoints) app.post(`${REALFORM_PREFIX}/dev/expire-session`, expireSessionRoute(deps));
}
