import type { Context } from 'hono';
import type { SessionDeps } from './sessionApp';
import type { AppEnv } from '../../http/AppEnv';
import { clientIp } from '../../http/clientIp';
import { answer } from '../../http/formCall';
import { readCallJson } from '../../http/readJsonBody';
import type { RateLimitDeps } from '../../security/rateLimits';
import { requestLimits } from '../../security/rateLimits';
import { tooManyRequests } from '../../security/tooManyRequests';

/**
 * POST /realform/get-token (docs/spec/flow/calls.md#call-table): empty body (or `{}`), answers a new anonymous session's token. Each call
 * creates a session row, so calls are limited per client IP (RateLimits.getTokenPerIp); the answer has no
 * locale to go by, so its messages are English.
 */
export function getTokenRoute(deps: SessionDeps & RateLimitDeps) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const body = await readCallJson(c, { allowEmpty: true });
    if (!body.ok) {
      const t = await deps.translator.forLocale('en');
      return answer(c, 400, { status: 'error', globalError: t('request.malformed') });
    }
    const now = deps.now();
    const { limiter, limits } = requestLimits(deps);
    const decision = await limiter.consume([{ bucket: 'getToken.ip', subject: clientIp(c, deps.trustProxy), limit: limits.getTokenPerIp }], now);
    if (!decision.allowed) {
      deps.logger.info('get-token refused', { problem: 'rate limit' });
      return tooManyRequests(c, await deps.translator.forLocale('en'), decision.retryAfterSeconds);
    }
    const { token } = await deps.sessions.create(now);
    return c.json({ token });
  };
}
