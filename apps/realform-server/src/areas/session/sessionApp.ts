import { CAPTCHA_CHALLENGE_PATH, REALFORM_PREFIX } from '@onboarding/realform-api';
import { Hono } from 'hono';
import type { AppDeps, CallDeps } from '../../http/AppDeps';
import type { AppEnv } from '../../http/AppEnv';
import { postForm } from '../../http/postForm';
import { APPLICANT, NO_SESSION, route } from '../../http/routeAccess';
import { captchaChallengeRoute } from './captchaChallengeRoute';
import { expireSessionRoute } from './expireSessionRoute';
import { getTokenRoute } from './getTokenRoute';
import { newAccountRoute } from './newAccountRoute';
import { newLoginRoute } from './newLoginRoute';
import { validateRoute } from './validateRoute';

/** What the session area reads: the call pipeline, sign-in's throttle and password checks, the bot check, the audit log. */
export type SessionDeps = CallDeps &
  Pick<AppDeps, 'throttle' | 'passwords' | 'captcha' | 'botCheck' | 'audit' | 'brandSettings' | 'brandSettingsDirs' | 'devEndpoints'>;

/**
 * The session area (server README "Routes"): a session token (get-token), the bot check's challenge, registration and
 * login, and the field validation. POST form/validate is answered here in process; a listening server takes it on
 * its lean path first (src/fastPaths/leanValidate.ts).
 */
export function sessionApp(deps: SessionDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  route(app, 'POST', `${REALFORM_PREFIX}/get-token`, NO_SESSION, getTokenRoute(deps));
  // The bot check's challenge (README "Bot check"): the first page asks for one before it has a session.
  route(app, 'GET', CAPTCHA_CHALLENGE_PATH, NO_SESSION, captchaChallengeRoute(deps));
  postForm(app, 'validate', APPLICANT, validateRoute(deps));
  postForm(app, 'new-account', APPLICANT, newAccountRoute(deps));
  postForm(app, 'new-login', APPLICANT, newLoginRoute(deps));
  // Development only: never registered unless asked for (ServerConfig.devEndpoints), so it is a 404 otherwise.
  if (deps.devEndpoints) route(app, 'POST', `${REALFORM_PREFIX}/dev/expire-session`, APPLICANT, expireSessionRoute(deps));
  return app;
}
