import { REALFORM_PREFIX } from '@onboarding/realform-api';
import type { Handler, Hono } from 'hono';
import type { AppEnv } from './AppEnv';

/** S0 §7: the form calls live under form-pl and form-eu, by the page's locale. */
export const FORM_VERSIONS = ['form-pl', 'form-eu'] as const;

/**
 * Registers a form call under both bases with literal paths. A regex parameter (`:form{form-pl|form-eu}`) would
 * push Hono from its RegExpRouter to the slower trie router, whose search then costs more than a validate call.
 */
export function postForm(app: Hono<AppEnv>, path: string, handler: Handler<AppEnv>): void {
  for (const version of FORM_VERSIONS) app.post(`${REALFORM_PREFIX}/${version}/${path}`, handler);
}
