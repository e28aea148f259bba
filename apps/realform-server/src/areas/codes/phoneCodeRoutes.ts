import type { StepName } from '@onboarding/realform-api';
import { CODE_LENGTH, CODE_VALID_MINUTES, EMAIL_VERIFICATION_AFTER_SMS_SENDS } from '@onboarding/realform-api';
import type { CodesAreaDeps } from './codesApp';
import { NEXT_STEP } from '../steps/flowOrder';
import type { StepCall, StepOutcome } from '../../http/stepRoute';
import { stepRoute } from '../../http/stepRoute';
import { createHandoffLink } from '../documents/handoffLink';
import { sendRefused, verifyRefused } from './codeOutcomes';
import type { CodesDeps } from './codesContext';
import { codesContext } from './codesContext';
import type { CodePurpose, SendResult } from './oneTimeCodes';
import { checkPhone } from './phoneNumbers';
import { auditCodeLockout } from './auditCodeLockout';
import { MessageDeliveryError } from './messageProviders';
import { isRecipientRefusal } from './sms/gatewayRequest';

/**
 * Where the desktop phone code may be sent and confirmed: its own step, and the e-mail code step, from which
 * the applicant may go back to the phone ("wrong phone" link, docs/spec/flow/screens.md#confirmemail confirmEmail).
 */
export const DESKTOP_PHONE_STEPS = ['desktopSms', 'confirmEmail'] as const satisfies readonly StepName[];

/** The hand-off page's SMS form (docs/spec/flow/screens.md#mobilesms "mobileSms / uploadPhone"), and the waiting page after it. */
export const MOBILE_PHONE_STEPS = ['mobileSms', 'uploadPhone', 'mobileDesktopIsCompleted'] as const satisfies readonly StepName[];

type PhoneSendCall = StepCall<'desktopSms'> | StepCall<'mobileSms'>;

/**
 * A text message the gateway did not take: logged by kind with the provider's error (provider, code, tries — never
 * the number or the text) and answered in the applicant's language, keeping what they typed. A number the gateway
 * refuses (not a valid, reachable mobile) is an error under the phone field (400); a gateway that is down, busy or
 * refusing for its own reasons (credentials, credit) is a 503 with Retry-After — the resend cool-down the failed send
 * used — whose translated globalError the page shows in its banner.
 */
function smsNotDelivered(deps: CodesAreaDeps & CodesDeps, kind: 'code' | 'handoffLink', error: unknown): StepOutcome {
  deps.logger.warn('text message not delivered', { kind, error });
  if (kind === 'code' && isRecipientRefusal(error)) return { errors: { phoneNumber: 'sms.recipientRefused' } };
  const { limits } = codesContext(deps);
  return {
    globalError: kind === 'code' ? 'sms.deliveryFailed' : 'sms.handoffLinkFailed',
    httpStatus: 503,
    headers: { 'Retry-After': String(limits.codeResendCooldownSeconds) },
  };
}

/** docs/spec/flow/calls.md#named-actions DESKTOP_SMS / MOBILE_SMS: checks the phone for its country, the bot check, the limits; then sends a code. */
async function sendPhoneCode(deps: CodesAreaDeps & CodesDeps, call: PhoneSendCall, purpose: CodePurpose): Promise<StepOutcome> {
  const { c, input, application, t, now, ip } = call;
  const checked = checkPhone(input.phoneNumberPrefix, input.phoneNumber);
  if (!checked.ok) return { errors: { [checked.field]: checked.key } };
  if (!(await deps.captcha.verify(input.recaptchaToken, { brand: input.brand, remoteIp: ip, action: purpose === 'desktopSms' ? 'desktop_sms' : 'mobile_sms' }))) {
    return { globalError: 'captcha.failed' };
  }

  const { codes, sms, limits } = codesContext(deps);
  const { phone } = checked;
  let result: SendResult;
  try {
    result = await codes.send(
      {
        applicationId: application.id,
        purpose,
        recipient: phone.e164,
        details: { prefix: phone.prefix, number: phone.number, country: phone.country },
        ip,
        deliver: (code) => sms.send({ to: phone.e164, text: t('sms.code', { code, minutes: CODE_VALID_MINUTES }), kind: 'code', code }),
      },
      now,
    );
  } catch (error) {
    // The code service discarded the code nobody received; anything else is a server failure.
    if (error instanceof MessageDeliveryError) return smsNotDelivered(deps, 'code', error);
    throw error;
  }
  if (!result.sent) return sendRefused(c, result);

  return {
    extra: {
      dataContent: {
        sentSmsCount: result.sentCount,
        // docs/spec/flow/constants.md#limits "SMS count of 2 or more shows e-mail verification" — the server's count, not the page's.
        ...(purpose === 'desktopSms' ? { emailVerificationAvailable: result.sentCount >= EMAIL_VERIFICATION_AFTER_SMS_SENDS } : {}),
        codeLength: CODE_LENGTH,
        codeValidSeconds: CODE_VALID_MINUTES * 60,
        resendAfterSeconds: limits.codeResendCooldownSeconds,
        phoneNumber: phone.number,
        phoneNumberPrefix: phone.prefix,
      },
    },
  };
}

/** What the application keeps of a phone confirmed by a code (application.data.phone / data.mobilePhone). */
export interface VerifiedPhone {
  prefix: string;
  number: string;
  e164: string;
  country: string;
  verified: boolean;
  /** How it was confirmed: a code by SMS, or not at all (the e-mail code path, docs/spec/flow/screens.md#confirmemail confirmEmail). */
  verifiedBy: 'sms' | null;
  /** ISO time of the confirmation (or of the e-mail confirmation that replaced it). */
  verifiedAt: string;
}

function phoneFrom(recipient: string, details: Record<string, unknown>, verified: boolean, now: Date): VerifiedPhone {
  return {
    prefix: String(details.prefix ?? ''),
    number: String(details.number ?? ''),
    e164: recipient,
    country: String(details.country ?? ''),
    verified,
    verifiedBy: verified ? 'sms' : null,
    verifiedAt: now.toISOString(),
  };
}

/** The phone the last code of a purpose went to, unconfirmed (the e-mail code path keeps the number it tried). */
export async function lastPhone(deps: CodesAreaDeps & CodesDeps, applicationId: string, purpose: CodePurpose, now: Date): Promise<VerifiedPhone | null> {
  const last = await codesContext(deps).codes.lastRecipient(applicationId, purpose);
  return last ? phoneFrom(last.recipient, last.details, false, now) : null;
}

/** POST sms/desktop-sms (docs/spec/flow/calls.md#named-actions DESKTOP_SMS): a code to the applicant's phone; the step stays (code entry). */
export function desktopSmsRoute(deps: CodesAreaDeps & CodesDeps) {
  return stepRoute(deps, 'desktopSms', { from: DESKTOP_PHONE_STEPS, handle: (call) => sendPhoneCode(deps, call, 'desktopSms') });
}

/**
 * POST form-{pl|eu}/desktop-sms-code (docs/spec/flow/calls.md#named-actions CONFIRM_SMS_CODE): the right code confirms the phone
 * (`application.data.phone`) and leads to dataUploadChoice.
 */
export function desktopSmsCodeRoute(deps: CodesAreaDeps & CodesDeps) {
  return stepRoute(deps, 'desktopSmsCode', {
    from: DESKTOP_PHONE_STEPS,
    async handle({ c, input, application, now, ip }) {
      const result = await codesContext(deps).codes.verify(
        { applicationId: application.id, purpose: 'desktopSms', code: input.phoneVerificationCode2 },
        now,
      );
      await auditCodeLockout(deps, application.id, ip, 'desktopSms', result);
      if (!result.verified) return verifyRefused(c, result, 'phoneVerificationCode2');
      const phone = phoneFrom(result.recipient, result.details, true, now);
      return {
        next: NEXT_STEP.desktopSms,
        data: { phone },
        extra: { dataContent: { phoneNumber: phone.number, phoneNumberPrefix: phone.prefix } },
      };
    },
  });
}

/** POST sms/mobile-sms (docs/spec/flow/calls.md#named-actions MOBILE_SMS): a code to the phone that will take the document pictures. */
export function mobileSmsRoute(deps: CodesAreaDeps & CodesDeps) {
  return stepRoute(deps, 'mobileSms', { from: MOBILE_PHONE_STEPS, handle: (call) => sendPhoneCode(deps, call, 'mobileSms') });
}

/**
 * POST form-{pl|eu}/mobile-sms-code (docs/spec/flow/calls.md#named-actions MOBILE_SMS_CODE): the right code confirms the hand-off phone. It is
 * stored as `application.data.mobilePhone` (see VerifiedPhone), and the phone gets the hand-off link by SMS
 * (the documents area's `createHandoffLink`, channel `sms`: `…?token=…&mobile=true`, docs/spec/flow/routes.md#query-parameters). The answer's
 * `dataContent` carries `mobilePhone` (E.164), `phoneNumber`, `phoneNumberPrefix` and `handoffLinkSent`.
 * The step does not move: the hand-off page goes on waiting for the phone as with the QR code (docs/spec/flow/states.md#phone).
 */
export function mobileSmsCodeRoute(deps: CodesAreaDeps & CodesDeps) {
  return stepRoute(deps, 'mobileSmsCode', {
    from: MOBILE_PHONE_STEPS,
    async handle({ c, input, application, t, now, ip }) {
      const { codes, sms } = codesContext(deps);
      const result = await codes.verify({ applicationId: application.id, purpose: 'mobileSms', code: input.phoneVerificationCode2 }, now);
      await auditCodeLockout(deps, application.id, ip, 'mobileSms', result);
      if (!result.verified) return verifyRefused(c, result, 'phoneVerificationCode2');
      const mobilePhone = phoneFrom(result.recipient, result.details, true, now);
      const link = await createHandoffLink(deps, application, { channel: 'sms', requestUrl: c.req.url });
      try {
        await sms.send({ to: mobilePhone.e164, text: t('sms.handoffLink', { url: link.url }), kind: 'handoffLink' });
      } catch (error) {
        // The code was used; the applicant asks for a new one to try again, or takes the QR code.
        return smsNotDelivered(deps, 'handoffLink', error);
      }
      return {
        data: { mobilePhone },
        extra: {
          dataContent: { mobilePhone: mobilePhone.e164, phoneNumber: mobilePhone.number, phoneNumberPrefix: mobilePhone.prefix, handoffLinkSent: true },
        },
      };
    },
  });
}
