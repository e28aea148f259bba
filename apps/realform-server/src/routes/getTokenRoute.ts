import type { Context } from 'hono';
import type { AppDeps } from '../http/AppDeps';
import type { AppEnv } from '../http/AppEnv';
import { answer } from '../http/formCall';
import { readJsonBody } from '../http/readJsonBody';

/** POST /realform/get-token (S0 §7): empty body (or `{}`), answers a new anonymous session's token. */
export function getTokenRoute(deps: AppDeps) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const body = await readJsonBody(c.req.raw, { allowEmpty: true });
    if (!body.ok) {
      const t = await deps.translator.forLocale('en');
      return answer(c, 400, { status: 'error', globalError: t('request.malformed') });
    }
    const { token } = await deps.sessions.create(deps.now());
    return c.json({ token });
  };
}
