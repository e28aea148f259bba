export { COUNTRY_CODES, countryCodeSchema, isCountryCode } from './countryCodes';
export { countryName } from './countryName';
export { EU_COUNTRIES, isEuCountry, OWN_LANGUAGE_PAGE_COUNTRIES } from './euCountries';
export { EU_BRAND_LOCALES, isLocale, LOCALES, localeSchema, PL_BRAND_LOCALES, toBcp47 } from './locales';
export { localeCountry } from './localeCountry';
export { PHONE_PREFIXES } from './phonePrefixes';
export { phonePrefixOptions } from './phonePrefixOptions';
export { sortCountries } from './sortCountries';

// Enumerations of S0 §3 and the rules built on them (S0 §5).
export { CONSENT_FIELDS, CONSENTS, consentSchema } from './enumerations/consents';
export { CORRESPONDENCE_METHOD_VALUES, CORRESPONDENCE_METHODS, correspondenceMethodSchema } from './enumerations/correspondenceMethods';
export { CURRENCIES, CURRENCY_VALUES, currenciesFor, currencySchema } from './enumerations/currencies';
export { DATA_USER_DECLARATIONS, dataUserDeclarationSchema } from './enumerations/dataUserDeclarations';
export { DEVICE_VALUES, DEVICES, deviceSchema } from './enumerations/devices';
export { EMPLOYMENT_STATUSES, employmentStatusSchema } from './enumerations/employmentStatuses';
export { needsEnglishConfirmation } from './enumerations/englishConfirmation';
export { INCOME_SOURCES, incomeSourceSchema } from './enumerations/incomeSources';
export { INDUSTRIES, industrySchema } from './enumerations/industries';
export { NO_TIN_REASON_VALUES, NO_TIN_REASONS, noTinReasonSchema } from './enumerations/noTinReasons';
export { PAYMENT_GATEWAY_VALUES, PAYMENT_GATEWAYS, paymentGatewaySchema } from './enumerations/paymentGateways';
export {
  PERSONAL_DOCUMENT_TYPE_VALUES,
  PERSONAL_DOCUMENT_TYPES,
  personalDocumentTypeOptions,
  personalDocumentTypeSchema,
} from './enumerations/personalDocumentTypes';
export { POSITION_LEVELS, positionLevelSchema } from './enumerations/positionLevels';
export { riskFieldsShownFor, sourceOfFundsOptionsFor } from './enumerations/riskAssessmentRules';
export { TAX_RESIDENCE_FLAG_VALUES, TAX_RESIDENCE_FLAGS, taxResidenceFlagSchema } from './enumerations/taxResidenceFlags';
export { isNumericTinCountry, NUMERIC_TIN_COUNTRIES, offersNoTinOption, TIN_COUNTRIES } from './enumerations/tinCountries';
export { UPLOAD_DOCUMENT_TYPE_VALUES, UPLOAD_DOCUMENT_TYPES, uploadDocumentTypeSchema } from './enumerations/uploadDocumentTypes';
export { UPLOAD_METHOD_VALUES, UPLOAD_METHODS, uploadMethodSchema } from './enumerations/uploadMethods';
export { WEALTH_BANDS, wealthBandSchema } from './enumerations/wealthBands';

// Data sets.
export { FIXED_TAX_OFFICE_ID, TAX_OFFICE_IDS, TAX_OFFICES, taxOfficeById, taxOfficeIdSchema } from './data/taxOffices';

export type { CountryCode } from './countryCodes';
export type { Locale } from './locales';
export type { PhonePrefix } from './phonePrefixes';
export type { PhonePrefixOption } from './phonePrefixOptions';
export type { CountryOption } from './sortCountries';
export type { Consent, ConsentField } from './enumerations/consents';
export type { CorrespondenceMethod } from './enumerations/correspondenceMethods';
export type { Currency, CurrencyCode } from './enumerations/currencies';
export type { DataUserDeclaration } from './enumerations/dataUserDeclarations';
export type { Device } from './enumerations/devices';
export type { EmploymentStatus } from './enumerations/employmentStatuses';
export type { IncomeSource } from './enumerations/incomeSources';
export type { Industry } from './enumerations/industries';
export type { NoTinReason } from './enumerations/noTinReasons';
export type { PaymentGateway } from './enumerations/paymentGateways';
export type { PersonalDocumentType } from './enumerations/personalDocumentTypes';
export type { PositionLevel } from './enumerations/positionLevels';
export type { ConditionalRiskField } from './enumerations/riskAssessmentRules';
export type { TaxResidenceFlag } from './enumerations/taxResidenceFlags';
export type { UploadDocumentType } from './enumerations/uploadDocumentTypes';
export type { UploadMethod } from './enumerations/uploadMethods';
export type { WealthBand } from './enumerations/wealthBands';
export type { TaxOffice } from './data/taxOffices';
