import { newLoginRequestSchema, normalizeEmail } from '@onboarding/realform-api';
import type { SessionDeps } from './sessionApp';
import { formCall } from '../../http/formCall';
import { signedIn, signInFailed, signInLimited } from './signIn';

/**
 * POST /realform/form-{pl|eu}/new-login: resumes an application at its stored step. Unknown address and wrong
 * password give the same answer after the same work (passwordCheck: a dummy hash for an unknown address, failed
 * checks padded to the costliest stored hash), and attempts are limited per address and per IP — each attempt is
 * counted atomically before the password is checked, so parallel guesses cannot outrun the limit.
 */
export function newLoginRoute(deps: SessionDeps) {
  return formCall(deps, newLoginRequestSchema, async (call) => {
    const { input, now, ip } = call;
    const subject = { email: normalizeEmail(input.loginEmail), ip };
    const attempt = await deps.throttle.attempt(subject, now);
    if (!attempt.allowed) {
      await deps.audit.record({ event: 'signIn.locked', outcome: 'refused', email: subject.email, ip, detail: { via: 'new-login', scope: attempt.scope } });
      return signInLimited(deps, call);
    }

    const application = await deps.applications.findByEmail(subject.email);
    const checked = await deps.passwords.check(input.loginPassword, application);
    if (!application || !checked.ok) {
      await deps.audit.record({ event: 'signIn.failure', outcome: 'failure', applicationId: application?.id ?? null, email: subject.email, ip, detail: { via: 'new-login' } });
      return signInFailed(call, 'login.incorrect');
    }

    await deps.throttle.recordSuccess(subject, attempt.attemptIds);
    await deps.audit.record({ event: 'signIn.success', outcome: 'success', applicationId: application.id, ip, detail: { via: 'new-login', rehashed: checked.rehashed } });
    return signedIn(deps, call, application);
  });
}
