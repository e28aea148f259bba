// The codes area's public API, re-exported by the package index.
export { CODE_CALLS, clientZoneResponseSchema, codeResponseSchema, codeSentContentSchema, emailCodeResponseSchema } from './calls';
export {
  AUTO_LOGIN_PATH,
  AUTO_LOGIN_URL_PARAMS_MAX_LENGTH,
  CLIENT_ZONE_TOKEN_VALID_MINUTES,
  CODE_LENGTH,
  CODE_MAX_ATTEMPTS,
  CODE_RESEND_COOLDOWN_SECONDS,
  CODE_VALID_MINUTES,
  EMAIL_VERIFICATION_AFTER_SMS_SENDS,
  PHONE_NUMBER_MAX_LENGTH,
  PHONE_NUMBER_MIN_LENGTH,
} from './codeConstants';
export { confirmEmailCodeSchema, phoneVerificationCodeSchema } from './codeFields';
export {
  loadPhoneNumberCheck,
  PHONE_NUMBER_PREFIXES,
  phoneNumberPrefixSchema,
  phoneNumberProblem,
  phoneNumberSchema,
  phonePrefixCountry,
} from './phone';

export type { PhoneNumberCheck, PhoneNumberVerdict } from './phone';
// The opened account's identity document (issue 17 defect 6).
export { DOCUMENTS_STATUSES, documentsStatusSchema } from './responses';
export type { DocumentsStatus } from './responses';
