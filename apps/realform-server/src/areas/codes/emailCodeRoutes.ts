import { CODE_LENGTH, CODE_VALID_MINUTES, EMAIL_VERIFICATION_AFTER_SMS_SENDS } from '@onboarding/realform-api';
import type { CodesAreaDeps } from './codesApp';
import { NEXT_STEP } from '../steps/flowOrder';
import type { StepOutcome } from '../../http/stepRoute';
import { stepRoute } from '../../http/stepRoute';
import { sendRefused, verifyRefused } from './codeOutcomes';
import type { CodesDeps } from './codesContext';
import { codesContext } from './codesContext';
import { DESKTOP_PHONE_STEPS, lastPhone } from './phoneCodeRoutes';
import { auditCodeLockout } from './auditCodeLockout';
import { codeEmail } from './email/codeEmail';
import { MessageDeliveryError } from './messageProviders';
import type { SendResult } from './oneTimeCodes';

/** Seconds the page is asked to wait after a mail server did not take the code's e-mail (Retry-After). */
export const EMAIL_RETRY_AFTER_SECONDS = 60;

/**
 * The mail server did not take the code's e-mail (refused it, or could not be reached): the code was discarded by
 * the code service. Logged by kind with the failure — the error names no address — and answered 503 with
 * Retry-After and a translated message the page shows in its banner, keeping what the applicant typed. A 5xx so
 * that a broken mail relay shows in the server's error rates; the client keeps a 5xx answer's globalError.
 */
function emailNotDelivered(deps: CodesAreaDeps, error: MessageDeliveryError): StepOutcome {
  deps.logger.warn('e-mail not delivered', { kind: 'code', error });
  return { globalError: 'emailCode.deliveryFailed', httpStatus: 503, headers: { 'Retry-After': String(EMAIL_RETRY_AFTER_SECONDS) } };
}

/** docs/spec/flow/entities.md#e-mail-confirmation "the response's email or info.Email is read": both carry the application's address. */
function emailFields(email: string) {
  return { email, info: { Email: email } };
}

/**
 * POST form-{pl|eu}/verify-email (docs/spec/flow/calls.md#named-actions VERIFY_EMAIL): offered once 2 or more text messages were sent (docs/spec/flow/constants.md),
 * it sends a 6-digit code to the application's e-mail address and moves the step to confirmEmail. Called again
 * from confirmEmail, it sends a new code (same cool-down and caps as the SMS).
 */
export function verifyEmailRoute(deps: CodesAreaDeps & CodesDeps) {
  return stepRoute(deps, 'verifyEmail', {
    from: DESKTOP_PHONE_STEPS,
    async handle({ c, input, application, t, now, ip }) {
      const { codes, email, limits } = codesContext(deps);
      // The server's own count: a page cannot skip the phone by claiming two sends.
      if ((await codes.sentCount(application.id, 'desktopSms')) < EMAIL_VERIFICATION_AFTER_SMS_SENDS) {
        return { globalError: 'emailVerification.unavailable', httpStatus: 409 };
      }
      let result: SendResult;
      try {
        result = await codes.send(
          {
            applicationId: application.id,
            purpose: 'email',
            recipient: application.email,
            ip,
            // In the language of the page the applicant asked from (the call's languageCode), as text and HTML.
            deliver: (code) => email.send(codeEmail({ to: application.email, code, locale: input.languageCode, t, brand: application.brand })),
          },
          now,
        );
      } catch (error) {
        if (error instanceof MessageDeliveryError) return emailNotDelivered(deps, error);
        throw error;
      }
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
            // docs/spec/flow/entities.md#phone: confirm-email sends the phone data "read from the previous response".
            ...(phone ? { phoneNumber: phone.number, phoneNumberPrefix: phone.prefix } : {}),
          },
        },
      };
    },
  });
}

/**
 * POST form-{pl|eu}/confirm-email (docs/spec/flow/calls.md#named-actions CONFIRM_EMAIL): the right code confirms the e-mail address instead of
 * the phone and leads on like the phone code (flowOrder NEXT_STEP.confirmEmail). The phone is kept unconfirmed
 * (`application.data.phone` with `verified: false`): the number the text messages went to, which is what the
 * page's phone data says too — the server trusts its own record over the body's copy.
 */
export function confirmEmailRoute(deps: CodesAreaDeps & CodesDeps) {
  return stepRoute(deps, 'confirmEmail', {
    from: ['confirmEmail'],
    async handle({ c, input, application, now, ip }) {
      // docs/spec/flow/screens.md#confirmemail confirmEmail: "Next via human-check" — before the code is tried, so a bot spends no tries.
      if (!(await deps.captcha.verify(input.recaptchaToken, { brand: input.brand, remoteIp: ip, action: 'confirm_email' }))) {
        return { globalError: 'captcha.failed' };
      }
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
