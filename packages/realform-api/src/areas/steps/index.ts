// The steps area's public API, re-exported by the package index.
export { STEP_CALLS } from './calls';

// Step schemas (docs/spec/flow/entities.md entities) and their rules as plain functions, for instant feedback in the flow.
export { addressFieldsSchema, addressProblems, addressRequestSchema, normalizeAddress, postalCodeProblem } from './address';
export {
  currencyChoiceRequestSchema,
  dataUploadChoiceRequestSchema,
  desktopDocumentChoiceRequestSchema,
  emptyStepRequestSchema,
  mobileDesktopChoiceRequestSchema,
} from './choices';
export { BRAND_CONSENTS, consentsFor } from './consents';
export { declarationsFieldsSchema, declarationsProblems, declarationsRequestSchema, normalizeDeclarations } from './declarations';
export {
  countryOptionSchema,
  dictionariesListRequestSchema,
  dictionariesListResponseSchema,
  paymentGatewayOptionSchema,
  phonePrefixOptionSchema,
  taxOfficeOptionSchema,
} from './dictionariesList';
export { normalizePersonalData, personalDataFieldsSchema, personalDataProblems, personalDataRequestSchema } from './personalData';
export { postalCodeAddressesRequestSchema, postalCodeAddressesResponseSchema, postalCodeAddressesSchema } from './postalCodeAddresses';
export { normalizeRiskAssessment, riskAssessmentFieldsSchema, riskAssessmentProblems, riskAssessmentRequestSchema } from './riskAssessment';
export {
  activeResidencePrefixes,
  MAX_TAX_RESIDENCES,
  normalizeTaxResidences,
  TAX_RESIDENCE_PREFIXES,
  taxResidencesFieldsSchema,
  taxResidencesProblems,
  taxResidencesRequestSchema,
} from './taxResidences';

// Rules with no form of their own.
export { birthDateProblemOn, dateFieldProblemOn, MAX_PLAUSIBLE_AGE, personalDataDayProblems } from './ageRules';
export { ADULT_AGE, ageOn, BUSINESS_TIME_ZONE, calendarDateOf, isAdultOn, isExpiredOn, parseIsoDate } from './dates';
export { PERSON_NAME_MAX_LENGTH, postalCodeSchemaFor } from './fields';
export { isValidPesel, peselBirthDate, peselSchema } from './pesel';
export { compactTin, TIN_MAX_LENGTH, tinProblem } from './tin';

export type { Address, AddressInput, PostalAddress } from './address';
export type { BirthDateProblem, DayJudgedFields } from './ageRules';
export type { CalendarDate } from './dates';
export type { Declarations, DeclarationsInput } from './declarations';
export type { DictionariesList } from './dictionariesList';
export type { PersonalData, PersonalDataInput } from './personalData';
export type { PostalCodeAddresses } from './postalCodeAddresses';
export type { RiskAssessment, RiskAssessmentInput } from './riskAssessment';
export type { FieldProblems } from './stepRequest';
export type { TaxResidence, TaxResidencePrefix, TaxResidences, TaxResidencesInput } from './taxResidences';
