import { newLoginRequestSchema, normalizeEmail } from '@onboarding/realform-api';
import type { AppDeps } from '../http/AppDeps';
import { formCall } from '../http/formCall';
import { verifyPassword } from '../security/passwordHash';
import { signedIn, signInFailed, signInLimited } from './signIn';

/**
 * POST /realform/form-{pl|eu}/new-login: resumes an application at its stored step. Unknown address and wrong
 * password give the same answer after the same work (the KDF runs against a dummy hash when the address is
 * unknown), and failures are limited per address and per IP.
 */
export function newLoginRoute(deps: AppDeps) {
  return formCall(deps, newLoginRequestSchema, async (call) => {
    const { input, now, ip } = call;
    const subject = { email: normalizeEmail(input.loginEmail), ip };
    if (await deps.throttle.isLimited(subject, now)) return signInLimited(deps, call);

    const application = await deps.applications.findByEmail(subject.email);
    const passwordMatches = await verifyPassword(input.loginPassword, application?.passwordHash ?? (await deps.dummyPasswordHash()));
    if (!application || !passwordMatches) {
      await deps.throttle.recordFailure(subject, now);
      return signInFailed(call);
    }

    await deps.throttle.recordSuccess(subject);
    return signedIn(deps, call, application);
  });
}
