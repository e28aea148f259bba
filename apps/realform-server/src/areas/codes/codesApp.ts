import { REALFORM_PREFIX } from '@onboarding/realform-api';
import { Hono } from 'hono';
import type { AppDeps, CallDeps } from '../../http/AppDeps';
import type { AppEnv } from '../../http/AppEnv';
import { postForm } from '../../http/postForm';
import { APPLICANT, NO_SESSION, route } from '../../http/routeAccess';
import type { CodesDeps } from './codesContext';
import { devOutboxRoute } from './devOutboxRoute';
import { confirmEmailRoute, verifyEmailRoute } from './emailCodeRoutes';
import { desktopSmsCodeRoute, desktopSmsRoute, mobileSmsCodeRoute, mobileSmsRoute } from './phoneCodeRoutes';

/** What the codes area reads: the call pipeline, its providers and limits, the bot check's verifier, the audit log. */
export type CodesAreaDeps = CallDeps & CodesDeps & Pick<AppDeps, 'audit' | 'captcha' | 'brandSettings' | 'publicOrigin' | 'devEndpoints'>;

/** The codes area (server README "Codes and the client zone"): the phone and e-mail codes, and the development outbox. */
export function codesApp(deps: CodesAreaDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  route(app, 'POST', `${REALFORM_PREFIX}/sms/desktop-sms`, APPLICANT, desktopSmsRoute(deps));
  postForm(app, 'desktop-sms-code', APPLICANT, desktopSmsCodeRoute(deps));
  route(app, 'POST', `${REALFORM_PREFIX}/sms/mobile-sms`, APPLICANT, mobileSmsRoute(deps));
  postForm(app, 'mobile-sms-code', APPLICANT, mobileSmsCodeRoute(deps));
  postForm(app, 'verify-email', APPLICANT, verifyEmailRoute(deps));
  postForm(app, 'confirm-email', APPLICANT, confirmEmailRoute(deps));
  // Development only: never registered unless asked for (ServerConfig.devEndpoints), so it is a 404 otherwise.
  if (deps.devEndpoints) route(app, 'GET', `${REALFORM_PREFIX}/dev/outbox`, NO_SESSION, devOutboxRoute(deps));
  return app;
}
