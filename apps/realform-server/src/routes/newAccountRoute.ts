import { newAccountRequestSchema, normalizeEmail } from '@onboarding/realform-api';
import type { AppDeps } from '../http/AppDeps';
import { answer, formCall } from '../http/formCall';
import { hashPassword, verifyPassword } from '../security/passwordHash';
import type { RateLimitDeps } from '../security/rateLimits';
import { requestLimits } from '../security/rateLimits';
import { tooManyRequests } from '../security/tooManyRequests';
import { signedIn, signInFailed, signInLimited } from './signIn';

/** DESIGN §4 step machine: after registration comes the phone confirmation. */
const FIRST_STEP = 'desktopSms';

/**
 * POST /realform/form-{pl|eu}/new-account (S0 §3 Registration, §7). The body has passed the contract's
 * rules (e-mail, confirmation, password, country, terms); then the bot check, then either a new application
 * or — for an address that already has one — a sign-in: the right password resumes it, a wrong one gets the
 * failed-login answer and counts against the limiter (see README "Account enumeration"). Attempts are limited
 * per client IP (RateLimits.newAccountPerIp): HTTP 429 with a translated global error.
 */
export function newAccountRoute(deps: AppDeps & RateLimitDeps) {
  return formCall(deps, newAccountRequestSchema, async (call) => {
    const { c, input, t, now, ip } = call;
    const brand = input.brand;
    // Every attempt counts, before the bot check and the KDF: both cost, and registrations are not retried often.
    const { limiter, limits } = requestLimits(deps);
    const decision = await limiter.consume([{ bucket: 'newAccount.ip', subject: ip, limit: limits.newAccountPerIp }], now);
    if (!decision.allowed) {
      deps.logger.info('new-account refused', { problem: 'rate limit' });
      return tooManyRequests(c, t, decision.retryAfterSeconds);
    }
    if (!(await deps.captcha.verify(input.recaptchaToken, { brand, remoteIp: ip }))) {
      return answer(c, 400, { status: 'error', globalError: t('captcha.failed') });
    }

    const subject = { email: normalizeEmail(input.email), ip };
    if (await deps.throttle.isLimited(subject, now)) return signInLimited(deps, call);

    // Look first, so both paths cost one KDF run: hashing for a new address, verifying for a known one.
    const existing = await deps.applications.findByEmail(subject.email);
    if (!existing) {
      const created = await deps.applications.create(
        {
          email: subject.email,
          passwordHash: await hashPassword(input.password, deps.passwordHashing),
          residenceCountry: input.residenceCountry,
          locale: input.languageCode,
          brand,
          step: FIRST_STEP,
          marketingAgreement: input.marketingAgreement,
          tracking: {
            residenceConfirm: input.residenceConfirm,
            chooseLanguage: input.chooseLanguage,
            ...(input.tmsc ? { tmsc: input.tmsc } : {}),
            ...(input.session_count !== undefined ? { session_count: input.session_count } : {}),
            ...(input.session_id ? { session_id: input.session_id } : {}),
            ...(input.client_id ? { client_id: input.client_id } : {}),
            ...(input.source ? { source: input.source } : {}),
          },
        },
        now,
      );
      if (created) {
        deps.logger.info('application created');
        return signedIn(deps, call, { id: created.id, currentStep: FIRST_STEP });
      }
      // Lost a race with a concurrent sign-up of the same address: continue as for a known address.
    }

    const application = existing ?? (await deps.applications.findByEmail(subject.email));
    if (!application || !(await verifyPassword(input.password, application.passwordHash))) {
      await deps.throttle.recordFailure(subject, now);
      return signInFailed(call);
    }
    await deps.throttle.recordSuccess(subject);
    return signedIn(deps, call, application);
  });
}
