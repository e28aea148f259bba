import { brandSchema } from '@onboarding/realform-api';
import type { Context } from 'hono';
import * as v from 'valibot';
import type { SessionDeps } from './sessionApp';
import type { AppEnv } from '../../http/AppEnv';
import { clientIp } from '../../http/clientIp';
import { answer } from '../../http/formCall';
import type { RateLimitDeps } from '../../security/rateLimits';
import { requestLimits } from '../../security/rateLimits';
import { tooManyRequests } from '../../security/tooManyRequests';

/**
 * GET /realform/captcha-challenge?brand={pl|eu} (README "Bot check"): a new ALTCHA challenge signed for the brand,
 * which the page solves before new-account, the SMS sends and confirm-email. No session: the first page asks before
 * it has one. Each challenge costs a key derivation, so calls are limited per client IP
 * (RateLimits.captchaChallengesPerIp). A brand on a hosted provider has no challenges (404). Answers are English:
 * there is no locale to go by.
 */
export function captchaChallengeRoute(deps: SessionDeps & RateLimitDeps) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const t = await deps.translator.forLocale('en');
    const brand = v.safeParse(brandSchema, c.req.query('brand'));
    if (!brand.success) return answer(c, 400, { status: 'error', globalError: t('request.malformed') });
    const { limiter, limits } = requestLimits(deps);
    const decision = await limiter.consume(
      [{ bucket: 'captchaChallenge.ip', subject: clientIp(c, deps.trustProxy), limit: limits.captchaChallengesPerIp }],
      deps.now(),
    );
    if (!decision.allowed) {
      deps.logger.info('captcha-challenge refused', { problem: 'rate limit' });
      return tooManyRequests(c, t, decision.retryAfterSeconds);
    }
    const challenge = await deps.botCheck.challenge(brand.output);
    if (!challenge) return answer(c, 404, { status: 'error', globalError: t('request.notFound') });
    return c.json(challenge, 200, { 'Cache-Control': 'no-store' });
  };
}
