import { newAccountRequestSchema, normalizeEmail } from '@onboarding/realform-api';
import { acceptedTermsDocuments } from '../../brand/termsDocuments';
import type { SessionDeps } from './sessionApp';
import { answer, formCall } from '../../http/formCall';
import { idempotent } from '../../http/idempotency';
import { isCommonPassword } from '../../security/commonPasswords';
import type { RateLimitDeps } from '../../security/rateLimits';
import { requestLimits } from '../../security/rateLimits';
import { tooManyRequests } from '../../security/tooManyRequests';
import { signedIn, signInFailed, signInLimited } from './signIn';

/** docs/spec/flow/states.md#step-order step machine: after registration comes the phone confirmation. */
const FIRST_STEP = 'desktopSms';

/**
 * POST /realform/form-{pl|eu}/new-account (docs/spec/flow/entities.md#registration Registration, docs/spec/flow/calls.md). The body has passed the contract's
 * rules (e-mail, confirmation, password, country, terms); then the bot check, then either a new application
 * or — for an address that already has one — a sign-in: the right password resumes it, a wrong one gets the
 * failed-login answer and counts against the limiter (see README "Account enumeration"). Attempts are limited
 * per client IP (RateLimits.newAccountPerIp): HTTP 429 with a translated global error.
 */
export function newAccountRoute(deps: SessionDeps & RateLimitDeps) {
  // Issue 20 item 3: a retry with the same Idempotency-Key (the balancer's, or the client's) gets the first answer.
  return idempotent(deps, 'new-account', newAccountCall(deps));
}

function newAccountCall(deps: SessionDeps & RateLimitDeps) {
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
    if (!(await deps.captcha.verify(input.recaptchaToken, { brand, remoteIp: ip, action: 'new_account' }))) {
      return answer(c, 400, { status: 'error', globalError: t('captcha.failed') });
    }

    // A common password is refused before anything is looked up (ASVS 6.2.11), whether the address is taken or not:
    // the answer must not tell which.
    if (isCommonPassword(input.password)) {
      return answer(c, 400, { status: 'error', errors: { password: [t('password.common')] } });
    }

    const subject = { email: normalizeEmail(input.email), ip };
    // Counted before the KDF, atomically (issue 14 finding 5): parallel attempts cannot outrun the limit.
    const attempt = await deps.throttle.attempt(subject, now);
    if (!attempt.allowed) {
      await deps.audit.record({ event: 'signIn.locked', outcome: 'refused', email: subject.email, ip, detail: { via: 'new-account', scope: attempt.scope } });
      return signInLimited(deps, call);
    }

    // Look first, so both paths cost the same KDF work: hashing for a new address, verifying for a known one.
    const existing = await deps.applications.findByEmail(subject.email);
    if (!existing) {
      const created = await deps.applications.create(
        {
          email: subject.email,
          passwordHash: await deps.passwords.hashNew(input.password),
          residenceCountry: input.residenceCountry,
          locale: input.languageCode,
          brand,
          step: FIRST_STEP,
          // Issue 18 item 7: the terms box is acceptance of the terms (its time and documents); marketing is separate.
          marketingAgreement: input.marketingAgreement,
          termsAcceptance: {
            acceptedAt: now,
            documents: await acceptedTermsDocuments(brand, deps.brandSettings[brand], deps.brandSettingsDirs[brand], input.languageCode, deps.logger),
          },
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
        await deps.throttle.recordSuccess(subject, attempt.attemptIds);
        await deps.audit.record({ event: 'signIn.success', outcome: 'success', applicationId: created.id, ip, detail: { via: 'new-account', created: true } });
        return signedIn(deps, call, { id: created.id, currentStep: FIRST_STEP });
      }
      // Lost a race with a concurrent sign-up of the same address: continue as for a known address.
    }

    const application = existing ?? (await deps.applications.findByEmail(subject.email));
    const checked = await deps.passwords.check(input.password, application);
    if (!application || !checked.ok) {
      await deps.audit.record({ event: 'signIn.failure', outcome: 'failure', applicationId: application?.id ?? null, email: subject.email, ip, detail: { via: 'new-account' } });
      return signInFailed(call);
    }
    await deps.throttle.recordSuccess(subject, attempt.attemptIds);
    await deps.audit.record({ event: 'signIn.success', outcome: 'success', applicationId: application.id, ip, detail: { via: 'new-account', rehashed: checked.rehashed } });
    return signedIn(deps, call, application);
  });
}
