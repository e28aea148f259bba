import { REALFORM_PREFIX } from '@onboarding/realform-api';
import type { Handler, Hono } from 'hono';
import type { AppEnv } from './AppEnv';
import type { RouteSessions } from './routeAccess';
import { route } from './routeAccess';

/** docs/spec/flow/calls.md#transport: the form calls live under form-pl and form-eu, by the page's locale. */
export const FORM_VERSIONS = ['form-pl', 'form-eu'] as const;

/**
 * Registers a form call under both bases with literal paths, with the session kinds it accepts (required: see
 * `route`). A regex parameter (`:form{form-pl|form-eu}`) would push Hono from its RegExpRouter to the slower trie
 * router, whose search then costs more than a validate call.
 */
export function postForm(app: Hono<AppEnv>, path: string, sessions: RouteSessions, handler: Handler<AppEnv>): void {
  for (const version of FORM_VERSIONS) route(app, 'POST', `${REALFORM_PREFIX}/${version}/${path}`, sessions, handler);
}
