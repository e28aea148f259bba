import { CODE_LENGTH, CODE_VALID_MINUTES, EMAIL_VERIFICATION_AFTER_SMS_SENDS } from '@onboarding/realform-api';
import type { AppDeps } from '../../http/AppDeps';
import { NEXT_STEP } from '../../steps/flowOrder';
import { stepRoute } from '../../steps/stepRoute';
import { sendRefused, verifyRefused } from './codeOutcomes';
import type { CodesDeps } from './codesContext';
import { codesContext } from './codesContext';
import { DESKTOP_PHONE_STEPS, lastPhone } from './phoneCodeRoutes';
import { auditCodeLockout } from './auditCodeLockout';

/** S0 §3 "the response's email or info.Email is read": both carry the application's address. */
function emailFields(email: string) {
  return { email, info: { Email: email } };
}

/**
 * POST form-{pl|eu}/verify-email (S0 §7 VERIFY_EMAIL): offered once 2 or more text messages were sent (S0 §9),
 * it sends a 6-digit code to the application's e-mail address and moves the step to confirmEmail. Called again
 * from confirmEmail, it sends a new code (same cool-down and caps as the SMS).
 */
export function verifyEmailRoute(deps: AppDeps & CodesDeps) {
  return stepRoute(deps, 'verifyEmail', {
    from: DESKTOP_PHONE_STEPS,
    async handle({ c, application, t, now, ip }) {
      const { codes, email, limits } = codesContext(deps);
      // The server's own count: a page cannot skip the phone by claiming two sends.
      if ((await codes.sentCount(application.id, 'desktopSms')) < EMAIL_VERIFICATION_AFTER_SMS_SENDS) {
        return { globalError: 'emailVerification.unavailable', httpStatus: 409 };
      }
      const result = await codes.send(
        {
          applicationId: application.id,
          purpose: 'email',
          recipient: application.email,
          ip,
          deliver: (code) =>
            email.send({
              to: application.email,
              subject: t('emailCode.subject'),
              text: t('emailCode.body', { code, minutes: CODE_VALID_MINUTES }),
              kind: 'code',
              code,
            }),
        },
        now,
      );
      if (!result.sent) return sendRefused(c, result);

      const phone = await lastPhone(deps, application.id, 'desktopSms', now);
      return {
        next: 'confirmEmail',
        extra: {
          ...emailFields(application.email),
          dataContent: {
            email: application.email,
            codeLength: CODE_LENGTH,
            codeValidSeconds: CODE_VALID_MINUTES * 60,
            resendAfterSeconds: limits.codeResendCooldownSeconds,
            // S0 §3: confirm-email sends the phone data "read from the previous response".
            ...(phone ? { phoneNumber: phone.number, phoneNumberPrefix: phone.prefix } : {}),
          },
        },
      };
    },
  });
}

/**
 * POST form-{pl|eu}/confirm-email (S0 §7 CONFIRM_EMAIL): the right code confirms the e-mail address instead of
 * the phone and leads on like the phone code (flowOrder NEXT_STEP.confirmEmail). The phone is kept unconfirmed
 * (`application.data.phone` with `verified: false`): the number the text messages went to, which is what the
 * page's phone data says too — the server trusts its own record over the body's copy.
 */
export function confirmEmailRoute(deps: AppDeps & CodesDeps) {
  return stepRoute(deps, 'confirmEmail', {
    from: ['confirmEmail'],
    async handle({ c, input, application, now, ip }) {
      const result = await codesContext(deps).codes.verify({ applicationId: application.id, purpose: 'email', code: input.confirmEmailCode2 }, now);
      await auditCodeLockout(deps, application.id, ip, 'email', result);
      if (!result.verified) return verifyRefused(c, result, 'confirmEmailCode2');
      const phone = await lastPhone(deps, application.id, 'desktopSms', now);
      return {
        next: NEXT_STEP.confirmEmail,
        data: { emailConfirmation: { verifiedAt: now.toISOString() }, ...(phone ? { phone } : {}) },
        extra: {
          ...emailFields(application.email),
          dataContent: { email: application.email, ...(phone ? { phoneNumber: phone.number, phoneNumberPrefix: phone.prefix } : {}) },
        },
      };
    },
  });
}
