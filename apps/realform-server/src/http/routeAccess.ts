import type { Context, Handler, Hono, MiddlewareHandler } from 'hono';
import { mergePath } from 'hono/utils/url';
import type { Translate } from '../i18n/translator';
import type { Session, SessionKind } from '../store/sessionStore';
import type { AppEnv } from './AppEnv';
import { answer } from '../fastPaths/answer';

export type { SessionKind };

/**
 * Which session kinds a route accepts (issue 14 finding 1, ASVS 5.0 V8.2 / V7.2): a list of kinds, or `'none'` for a
 * route that takes no session at all (get-token, health, pages, the auto-login form post, CORS preflights); the scan
 * backend's bearer tokens and the scan API's keys are callers of their own ({@link RouteCaller}). Every route declares it when it is registered ({@link route}): it is a required parameter, so a new route
 * cannot forget it, and a route that looks a session up without a declaration refuses every session.
 */
export type RouteSessions = readonly RouteCaller[] | 'none';

/**
 * Who may call a route: a session kind, or a credential that is not a session (issue 19): `apiKey` — another team's
 * server with its API key (the scan API), `scanToken` — the widget with a journey's scan token (the scan backend).
 * Neither is ever a row of `sessions`, so a route that accepts only these accepts no session.
 */
export type RouteCaller = SessionKind | 'apiKey' | 'scanToken';

/** The applicant's own device (desktop, or a phone used for the whole application), signed in or not. */
export const APPLICANT: RouteSessions = ['applicant'];
/** The document-capture calls: the applicant's own device and a hand-off phone. */
export const APPLICANT_OR_PHONE: RouteSessions = ['applicant', 'handoff'];
/** No session: the route never looks one up. */
export const NO_SESSION: RouteSessions = 'none';
/** Another team's server with its API key (`Authorization: Bearer idsk_…`), no session (README "Scan API for other teams"). */
export const API_KEY: RouteSessions = ['apiKey'];
/** The widget with a journey's scan token (`Authorization: Bearer {gbgToken}`), no session. */
export const SCAN_TOKEN: RouteSessions = ['scanToken'];

export interface RouteDeclaration {
  method: 'GET' | 'POST' | 'OPTIONS';
  path: string;
  sessions: RouteSessions;
}

const declarations = new WeakMap<object, RouteDeclaration[]>();

/** Every route registered through {@link route} on an app, with its declared session kinds (for the route test). */
export function declaredRoutes(app: Hono<AppEnv>): readonly RouteDeclaration[] {
  return declarations.get(app) ?? [];
}

function declare(sessions: RouteSessions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('sessionKinds', sessions);
    await next();
  };
}

/**
 * Registers a route with the session kinds it accepts. The declaration travels with the request (`sessionKinds`),
 * and every session look-up of the route checks it ({@link sessionAllowed}).
 */
export function route(app: Hono<AppEnv>, method: RouteDeclaration['method'], path: string, sessions: RouteSessions, handler: Handler<AppEnv>): void {
  let list = declarations.get(app);
  if (!list) declarations.set(app, (list = []));
  list.push({ method, path, sessions });
  if (method === 'GET') app.get(path, declare(sessions), handler);
  else if (method === 'OPTIONS') app.options(path, declare(sessions), handler);
  else app.post(path, declare(sessions), handler);
}

/**
 * Mounts an area's sub-app (`app.route(prefix, area)`) and carries its routes' declarations over, under the same
 * merged paths Hono gives the routes: {@link declaredRoutes} of the whole app lists every area's routes, and each
 * route keeps its `declare` middleware, so the session check travels with the request as before.
 */
export function mount(app: Hono<AppEnv>, prefix: string, area: Hono<AppEnv>): void {
  app.route(prefix, area);
  let list = declarations.get(app);
  if (!list) declarations.set(app, (list = []));
  for (const declaration of declarations.get(area) ?? []) list.push({ ...declaration, path: mergePath(prefix, declaration.path) });
}

/**
 * Whether the route being answered accepts this session's kind. A route without a declaration (registered around
 * {@link route}) and a route declared `'none'` accept no session.
 */
export function sessionAllowed(c: Context<AppEnv>, session: Pick<Session, 'kind'>): boolean {
  const sessions = c.get('sessionKinds');
  return sessions !== undefined && sessions !== 'none' && sessions.includes(session.kind);
}

/**
 * The refusal of a session of the wrong kind (a hand-off phone's session on anything but document capture): 403 with
 * the standard shape, without `restart` (the phone's own work is not over because it tried something else).
 */
export function wrongSessionKind(c: Context<AppEnv>, t: Translate): Response {
  return answer(c, 403, { status: 'error', globalError: t('application.required') });
}
