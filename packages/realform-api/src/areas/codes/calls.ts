import * as v from 'valibot';
import { withCommonFields } from '../../contract/common';
import { withRequests } from '../../contract/callTables';
import { CODE_CALL_ROUTES } from './callRoutes';
import { confirmEmailCodeSchema, phoneRecaptchaTokenSchema, phoneVerificationCodeSchema, sentSmsCountSchema } from './codeFields';
import { phoneNumberPrefixSchema, phoneNumberSchema } from './phone';

/** docs/spec/flow/calls.md#named-actions DESKTOP_SMS / MOBILE_SMS: "phoneNumber, phoneNumberPrefix, recaptchaToken, sentSmsCount". */
export const smsRequestSchema = withCommonFields(
  v.object({
    phoneNumber: phoneNumberSchema,
    phoneNumberPrefix: phoneNumberPrefixSchema,
    recaptchaToken: phoneRecaptchaTokenSchema,
    sentSmsCount: v.optional(sentSmsCountSchema),
  }),
);

/** docs/spec/flow/calls.md#named-actions CONFIRM_SMS_CODE / MOBILE_SMS_CODE: "phoneVerificationCode2". */
export const smsCodeRequestSchema = withCommonFields(v.object({ phoneVerificationCode2: phoneVerificationCodeSchema }));

/** VERIFY_EMAIL: no fields of its own; the phone the SMS went to may come along and is answered back (docs/spec/flow/entities.md#phone). */
export const verifyEmailRequestSchema = withCommonFields(
  v.object({
    phoneNumber: v.optional(phoneNumberSchema),
    phoneNumberPrefix: v.optional(phoneNumberPrefixSchema),
    sentSmsCount: v.optional(sentSmsCountSchema),
  }),
);

/**
 * docs/spec/flow/calls.md#named-actions CONFIRM_EMAIL: "confirmEmailCode2 plus phone data" (the phone data read from the previous answer, docs/spec/flow/entities.md#e-mail-confirmation),
 * and the bot-check token of its Next button (docs/spec/flow/screens.md#confirmemail confirmEmail: "Next via human-check").
 */
export const confirmEmailRequestSchema = withCommonFields(
  v.object({
    confirmEmailCode2: confirmEmailCodeSchema,
    recaptchaToken: phoneRecaptchaTokenSchema,
    phoneNumber: v.optional(phoneNumberSchema),
    phoneNumberPrefix: v.optional(phoneNumberPrefixSchema),
  }),
);

/** account-open and errors-report (the client-zone login screen) carry only the common fields. */
export const clientZoneRequestSchema = withCommonFields(v.object({}));

/** The codes area's calls: their routes (`CODE_CALL_ROUTES`) with the request schema of each. */
export const CODE_CALLS = withRequests(CODE_CALL_ROUTES, {
  desktopSms: smsRequestSchema,
  desktopSmsCode: smsCodeRequestSchema,
  mobileSms: smsRequestSchema,
  mobileSmsCode: smsCodeRequestSchema,
  verifyEmail: verifyEmailRequestSchema,
  confirmEmail: confirmEmailRequestSchema,
  accountOpen: clientZoneRequestSchema,
  errorsReport: clientZoneRequestSchema,
});

// The answers' schemas live beside the routes; they are part of this area's public names.
export { clientZoneResponseSchema, codeResponseSchema, codeSentContentSchema, emailCodeResponseSchema } from './responses';
