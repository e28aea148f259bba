import type { Context } from 'hono';
import type { SessionDeps } from './sessionApp';
import type { AppEnv } from '../../http/AppEnv';
import { sessionAllowed } from '../../http/routeAccess';

const NO_STORE = { 'Cache-Control': 'no-store' } as const;

/**
 * POST /realform/dev/expire-session with `{ "token": "…" }` — DEVELOPMENT ONLY, registered only with
 * `devEndpoints` (DEV_ENDPOINTS=1), like the development outbox: ends a session now, as its idle or absolute
 * expiry would (30 minutes idle, docs/security.md#session-tokens), so an end-to-end run can show what an applicant whose session expired
 * meets (docs/spec/flow/errors.md#global-error: the next call answers restart) without waiting for the clock. An expired session is deleted at
 * its next use anyway; this deletes it at once through the session store, so this process's session cache forgets
 * it too.
 */
export function expireSessionRoute(deps: SessionDeps) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const body = (await c.req.json().catch(() => null)) as { token?: unknown } | null;
    const token = body?.token;
    if (typeof token !== 'string' || token === '') {
      return c.json({ status: 'error', globalError: 'Expected a JSON body { "token": "<session token>" }: the session to expire.' }, 400, NO_STORE);
    }
    const session = await deps.sessions.touch(token, deps.now());
    if (session && !sessionAllowed(c, session)) return c.json({ status: 'error', globalError: 'This route does not accept this kind of session.' }, 403, NO_STORE);
    if (!session) return c.json({ status: 'error', globalError: 'No live session has this token: it has expired already or never existed.' }, 404, NO_STORE);
    await deps.sessions.revoke([session.id]);
    return c.json({ status: 'success' }, 200, NO_STORE);
  };
}
