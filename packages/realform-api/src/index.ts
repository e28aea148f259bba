// The contract (docs/architecture.md#contract-first): schemas of every call, shared by the client and the server.
export { BRANDS, brandSchema } from './contract/brands';
export {
  agreementDocumentSettingSchema,
  awardSettingSchema,
  brandSettingsSchema,
  captchaSettingSchema,
  REGISTRATION_TERMS_DOCUMENT_IDS,
} from './contract/brandSettings';
export { BRAND_SETTINGS_ELEMENT_ID, localizedValue } from './contract/brandSettingsPage';
export { PAYMENT_PROVIDERS, PAYMENT_RESULTS, PAYMENT_RETURN_PATH, PAYMENT_STAND_IN_PATH, paymentOfferSchema, summaryResponseSchema } from './contract/payments';
export { summaryAndPaymentChoiceRequestSchema, summaryRequestSchema } from './contract/paymentsRequests';
export { paymentGatewaySettingSchema, paymentsSettingSchema } from './contract/paymentsSetting';
export { CALL_ROUTES } from './contract/callRoutes';
export { CALLS, callPath, GET_TOKEN_CALL, REALFORM_PREFIX, REQUEST_BODY_MAX_BYTES } from './contract/calls';
export {
  ALTCHA_ALGORITHM,
  ALTCHA_COST,
  altchaChallengeSchema,
  altchaSolutionSchema,
  altchaTokenSchema,
  CAPTCHA_CHALLENGE_PATH,
  captchaChallengeUrl,
  encodeAltchaToken,
} from './contract/captcha';
export { branchCodeFor, COMMON_REQUEST_FIELDS, commonRequestSchema, formVersionFor, TOKEN_MAX_LENGTH, withCommonFields } from './contract/common';
export { DENIAL_REASONS } from './contract/denialReasons';
export { denialPendingSchema, denialSchema } from './contract/denial';
export { fieldIssuesToKeys, issuesToFieldErrors } from './contract/fieldErrors';
export { getTokenResponseSchema } from './contract/getToken';
export { newAccountFieldsSchema, newAccountRequestSchema } from './contract/newAccount';
export { newLoginFieldsSchema, newLoginRequestSchema } from './contract/newLogin';
export { analyticsSchema, isRestartResponse, RESPONSE_STATUSES, standardResponseSchema } from './contract/standardResponse';
export { isStepName, STEP_NAMES, stepNameSchema } from './contract/steps';
export { FIELD_NAME_MAX_LENGTH, validateFieldsSchema, validateRequestSchema } from './contract/validate';

// Field rules (docs/spec/flow/validation.md), applied by the client for instant feedback and by the server as the authority.
export { EMAIL_LOCAL_PART_MAX_LENGTH, EMAIL_MAX_LENGTH, emailSchema, isValidEmail, normalizeEmail } from './rules/email';
export { fieldRules } from './rules/fieldRules';
export {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULES,
  PASSWORD_SPECIAL_CHARACTERS,
  passwordRuleResults,
  passwordSchema,
  passwordStrength,
  passwordStrengthLevel,
} from './rules/password';
export { residenceCountrySchema } from './rules/residenceCountry';

// Messages: keys everywhere, translated by the side that shows them.
export { loadMessages } from './locales';
export { isMessageKey, LOGIN_LOCKOUT_MINUTES, MESSAGE_KEYS, messageDescriptors, translateMessage } from './messages';

// The client.
export { createRealformClient, DEFAULT_TIMEOUT_MS } from './client/createRealformClient';
export { CLIENT_ID_COOKIE, CLIENT_ID_COOKIE_MAX_AGE_SECONDS, ensureClientId, readClientId } from './client/clientIdCookie';
export { RealformNetworkError } from './client/RealformNetworkError';
export { RealformResponseError } from './client/RealformResponseError';
export { memoryTokenStore, webStorageTokenStore } from './client/TokenStore';

export type { Brand } from './contract/brands';
export type { AltchaChallenge, AltchaSolution } from './contract/captcha';
export type {
  AgreementDocumentSetting,
  AwardSetting,
  BrandSettings,
  CaptchaSetting,
  PageAgreementDocument,
  PageBrandSettings,
} from './contract/brandSettings';
export type { Localized } from './contract/brandSettingsPage';
export type { PaymentOffer, PaymentProviderName, PaymentResult, SummaryResponse } from './contract/payments';
export type { PaymentGatewaySetting, PaymentsSetting } from './contract/paymentsSetting';
export type { CallRoute } from './contract/callRoutes';
export type { CallBase, CallDefinition, CallInput, CallName, CallRequest, CallResponse } from './contract/calls';
export type { CommonRequest, FormVersion } from './contract/common';
export type { Denial, DenialReason } from './contract/denial';
export type { FieldErrorKeys } from './contract/fieldErrors';
export type { GetTokenResponse } from './contract/getToken';
export type { NewAccountInput, NewAccountRequest } from './contract/newAccount';
export type { NewLoginInput, NewLoginRequest } from './contract/newLogin';
export type { ResponseStatus, StandardResponse } from './contract/standardResponse';
export type { StepName } from './contract/steps';
export type { ValidateInput, ValidateRequest } from './contract/validate';
export type { PasswordRule, PasswordStrengthLevel } from './rules/password';
export type { MessageKey } from './messages';
export type { RealformClient, RealformClientOptions } from './client/createRealformClient';
export type { TokenStore } from './client/TokenStore';

// The areas of the contract beyond registration: step submissions, codes and the client zone, documents and hand-off.
export * from './areas/steps';
export * from './areas/codes';
export * from './areas/documents';
