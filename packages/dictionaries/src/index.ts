// Top-level calls in the modules carry /* @__PURE__ */, so a bundler drops whatever an app does not import
// (labels, tax offices, loaders): a typical import stays within the 6 KB gzip budget (issue 4).
export { CITIZENSHIP_COUNTRIES } from './citizenships';
export { COUNTRY_CODES, countryCodeSchema, isCountryCode } from './countryCodes';
export { countryName } from './countryName';
export { EU_COUNTRIES, isEuCountry, OWN_LANGUAGE_PAGE_COUNTRIES } from './euCountries';
export { EU_BRAND_LOCALES, isLocale, LOCALES, localeSchema, PL_BRAND_LOCALES, toBcp47 } from './locales';
export { localeCountry } from './localeCountry';
export { PHONE_PREFIXES } from './phonePrefixes';
export { phonePrefixOptions } from './phonePrefixOptions';
export { residenceRoute } from './residenceRoute';
export { sortCountries } from './sortCountries';
export { isUsEmail, US_EMAIL_DOMAINS } from './usEmailDomains';

// Enumerations of docs/spec/flow/entities.md#enumerations and the rules built on them (docs/spec/flow/validation.md).
export { CONSENT_FIELDS, CONSENTS, consentSchema } from './enumerations/consents';
export { CORRESPONDENCE_METHOD_VALUES, CORRESPONDENCE_METHODS, correspondenceMethodSchema } from './enumerations/correspondenceMethods';
export { CURRENCIES, CURRENCY_VALUES, currenciesFor, currencySchema } from './enumerations/currencies';
export { DATA_USER_DECLARATIONS, dataUserDeclarationSchema } from './enumerations/dataUserDeclarations';
export { DEVICE_VALUES, DEVICES, deviceSchema } from './enumerations/devices';
export { EMPLOYMENT_STATUSES, employmentStatusSchema } from './enumerations/employmentStatuses';
export { needsEnglishConfirmation } from './enumerations/englishConfirmation';
export { INCOME_SOURCES, incomeSourceSchema } from './enumerations/incomeSources';
export { INVESTMENT_GOALS, investmentGoalSchema } from './enumerations/investmentGoals';
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

// Translated labels of the enumerations (Lingui MessageDescriptors, one module per set) and this package's catalogs.
export { CONSENT_LABELS } from './labels/consentLabels';
export { CORRESPONDENCE_METHOD_LABELS } from './labels/correspondenceMethodLabels';
export { CURRENCY_LABELS } from './labels/currencyLabels';
export { DATA_USER_DECLARATION_LABELS } from './labels/dataUserDeclarationLabels';
export { DEVICE_LABELS } from './labels/deviceLabels';
export { EMPLOYMENT_STATUS_LABELS } from './labels/employmentStatusLabels';
export { INCOME_SOURCE_LABELS } from './labels/incomeSourceLabels';
export { INVESTMENT_GOAL_LABELS } from './labels/investmentGoalLabels';
export { INDUSTRY_LABELS } from './labels/industryLabels';
export { NO_TIN_REASON_LABELS } from './labels/noTinReasonLabels';
export { optionsWithLabels } from './labels/optionsWithLabels';
export { PAYMENT_GATEWAY_LABELS } from './labels/paymentGatewayLabels';
export { PERSONAL_DOCUMENT_TYPE_LABELS } from './labels/personalDocumentTypeLabels';
export { POSITION_LEVEL_LABELS } from './labels/positionLevelLabels';
export { TAX_RESIDENCE_FLAG_LABELS } from './labels/taxResidenceFlagLabels';
export { UPLOAD_DOCUMENT_TYPE_LABELS } from './labels/uploadDocumentTypeLabels';
export { UPLOAD_METHOD_LABELS } from './labels/uploadMethodLabels';
export { WEALTH_BAND_LIMITS, wealthBandOptions, wealthBandRange } from './labels/wealthBandOptions';
// './locales/index', not './locales': that name is the module of LOCALES.
export { loadMessages } from './locales/index';

// Translation lists loaded by locale (docs/spec/flow/calls.md) with the 5-minute cache (docs/spec/flow/constants.md).
export { TRANSLATION_CACHE_TTL_MS } from './constants';
export { createTranslationListLoader } from './createTranslationListLoader';
export { monthOptions } from './monthOptions';
export { TranslationListLoadError } from './TranslationListLoadError';
export { TRANSLATION_LISTS, translationListNameSchema } from './translationLists';

// Data sets.
export { FIXED_TAX_OFFICE_ID, TAX_OFFICE_IDS, TAX_OFFICES, taxOfficeById, taxOfficeIdSchema } from './data/taxOffices';

export type { CountryCode } from './countryCodes';
export type { Locale } from './locales';
export type { PhonePrefix } from './phonePrefixes';
export type { PhonePrefixApplicant, PhonePrefixOption } from './phonePrefixOptions';
export type { ResidenceRoute, ResidenceRouteOptions } from './residenceRoute';
export type { CountryOption } from './sortCountries';
export type { Consent, ConsentField } from './enumerations/consents';
export type { CorrespondenceMethod } from './enumerations/correspondenceMethods';
export type { Currency, CurrencyCode } from './enumerations/currencies';
export type { DataUserDeclaration } from './enumerations/dataUserDeclarations';
export type { Device } from './enumerations/devices';
export type { EmploymentStatus } from './enumerations/employmentStatuses';
export type { IncomeSource } from './enumerations/incomeSources';
export type { InvestmentGoal } from './enumerations/investmentGoals';
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
export type { LabelledOption } from './labels/optionsWithLabels';
export type { WealthBandCurrency, WealthBandRange } from './labels/wealthBandOptions';
export type { TranslationListLoader, TranslationListLoaderOptions } from './createTranslationListLoader';
export type { TranslationList, TranslationListEntry, TranslationListName } from './translationLists';
export type { TaxOffice } from './data/taxOffices';
