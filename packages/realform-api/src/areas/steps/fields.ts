import {
  CORRESPONDENCE_METHOD_VALUES,
  COUNTRY_CODES,
  CURRENCY_VALUES,
  DATA_USER_DECLARATIONS,
  DEVICE_VALUES,
  EMPLOYMENT_STATUSES,
  INCOME_SOURCES,
  INDUSTRIES,
  NO_TIN_REASON_VALUES,
  PAYMENT_GATEWAY_VALUES,
  PERSONAL_DOCUMENT_TYPE_VALUES,
  POSITION_LEVELS,
  TAX_OFFICE_IDS,
  TAX_RESIDENCE_FLAG_VALUES,
  UPLOAD_DOCUMENT_TYPE_VALUES,
  UPLOAD_METHOD_VALUES,
  WEALTH_BANDS,
} from '@onboarding/dictionaries';
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import * as v from 'valibot';
import type { MessageKey } from '../../messages';
import { isIsoDate } from './dates';
import { TIN_MAX_LENGTH } from './tin';

// The field rules of the data steps, one schema per field, used by the step schemas and by the validate call.
// A field that is missing or null fails its first rule, which always names the "required" message.

/** Names: letters of any script (with their combining marks), spaces, hyphens and apostrophes, starting with a letter. */
export const PERSON_NAME_PATTERN = /^\p{L}[\p{L}\p{M}' ’-]*$/u;
export const PERSON_NAME_MAX_LENGTH = 50;

// Pure: lets bundles that never read a schema built with it drop that schema (the client, docs/architecture.md#the-front-end).
/* @__NO_SIDE_EFFECTS__ */
function personName(required: MessageKey, invalid: MessageKey) {
  return v.pipe(
    v.string(required),
    v.trim(),
    v.nonEmpty(required),
    v.maxLength(PERSON_NAME_MAX_LENGTH, invalid),
    v.regex(PERSON_NAME_PATTERN, invalid),
    // Two spaces or hyphens in a row are typing slips, not names.
    v.check((name) => !/[ '’-]{2}/.test(name), invalid),
  );
}

export const firstNameSchema = personName('firstName.required', 'firstName.invalid');
export const lastNameSchema = personName('lastName.required', 'lastName.invalid');

/** docs/spec/flow/validation.md#dates: dates are stored zero-padded `YYYY-MM-DD`; the day must exist. */
// Pure: lets bundles that never read a schema built with it drop that schema (the client, docs/architecture.md#the-front-end).
/* @__NO_SIDE_EFFECTS__ */
export function isoDateSchema(required: MessageKey, invalid: MessageKey) {
  return v.pipe(v.string(required), v.trim(), v.nonEmpty(required), v.check(isIsoDate, invalid), v.check((date) => date >= '1900-01-01', invalid));
}

export const dateOfBirthSchema = isoDateSchema('dateOfBirth.required', 'dateOfBirth.invalid');
export const documentExpirationDateSchema = v.pipe(
  isoDateSchema('documentExpirationDate.required', 'documentExpirationDate.invalid'),
  v.check((date) => date <= '2199-12-31', 'documentExpirationDate.invalid'),
);

/** A country select: an ISO 3166-1 code (docs/spec/flow/entities.md#personal-data "citizenship (country code)"). */
// Pure: lets bundles that never read a schema built with it drop that schema (the client, docs/architecture.md#the-front-end).
/* @__NO_SIDE_EFFECTS__ */
export function countrySchema(required: MessageKey) {
  return v.pipe(v.string(required), v.nonEmpty(required), v.picklist(COUNTRY_CODES, 'residenceCountry.invalid'));
}

export const citizenshipSchema = countrySchema('citizenship.required');
export const birthPlaceCountrySchema = countrySchema('birthPlaceCountry.required');
export const addressCountrySchema = countrySchema('residenceCountry.required');
export const contactCountrySchema = countrySchema('contactCountry.required');
export const taxCountrySchema = countrySchema('taxCountry.required');

export const personalDocumentTypeFieldSchema = v.picklist(PERSONAL_DOCUMENT_TYPE_VALUES, 'documentType.required');
export const uploadDocumentTypeFieldSchema = v.picklist(UPLOAD_DOCUMENT_TYPE_VALUES, 'documentType.required');

/** Passports and ID cards of every country fit 2–20 letters and digits once spaces are dropped. */
export const documentNumberSchema = v.pipe(
  v.string('documentNumber.required'),
  v.transform((value) => value.replace(/\s+/g, '').toUpperCase()),
  v.nonEmpty('documentNumber.required'),
  v.regex(/^[A-Z0-9]{2,20}$/, 'documentNumber.invalid'),
);

/** The identification number of a non-Polish citizen (docs/spec/flow/entities.md: "tax ID of others"). */
export const identificationNumberSchema = v.pipe(
  v.string('identificationNumber.required'),
  v.trim(),
  v.nonEmpty('identificationNumber.required'),
  v.maxLength(30, 'identificationNumber.invalid'),
  v.regex(/^[\p{L}\d][\p{L}\d /-]*$/u, 'identificationNumber.invalid'),
);

/** docs/spec/flow/validation.md#personal-data: "not validated for Greek citizens" — anything they type, within a sane length. */
export const unvalidatedIdentificationNumberSchema = v.pipe(
  v.string('identificationNumber.required'),
  v.trim(),
  v.nonEmpty('identificationNumber.required'),
  v.maxLength(30, 'identificationNumber.invalid'),
);

/** docs/spec/flow/validation.md#address, docs/spec/flow/constants.md#limits: "For Poland a postal code has the pattern ##-###". */
export const polishPostalCodeSchema = v.pipe(
  v.string('postalCode.required'),
  v.trim(),
  v.nonEmpty('postalCode.required'),
  v.regex(/^\d{2}-\d{3}$/, 'postalCode.invalidPl'),
);

/** Postal codes elsewhere: 2–10 letters, digits, spaces or hyphens (UK "SW1A 1AA", NL "1012 JS", PT "1000-001"). */
export const postalCodeSchema = v.pipe(
  v.string('postalCode.required'),
  v.trim(),
  v.nonEmpty('postalCode.required'),
  v.regex(/^[A-Za-z0-9][A-Za-z0-9 -]{0,8}[A-Za-z0-9]$/, 'postalCode.invalid'),
);

/**
 * The postal-code rule for a country: Poland's own (docs/spec/flow/validation.md#address); for a country whose
 * format the postcode-validator package knows (186 of them, every EU country and Ukraine among them), the
 * generic rule and then that format, the letters in capitals and runs of spaces as one (a German '1011' or
 * 'ABCDE' is refused, a Dutch '1012 js' is stored as '1012 JS'); for any other country the generic rule alone.
 */
export function postalCodeSchemaFor(country: string | null | undefined) {
  if (country === 'PL') return polishPostalCodeSchema;
  if (country == null || !postcodeValidatorExistsForCountry(country)) return postalCodeSchema;
  return v.pipe(
    postalCodeSchema,
    v.transform((code) => code.replace(/\s+/g, ' ').toUpperCase()),
    v.check((code) => postcodeValidator(code, country), 'postalCode.invalidForCountry'),
  );
}

// docs/spec/flow/validation.md#keyboard-filters keyboard filters: letters, digits, spaces and / , . ' - : ( ) by default; streets also quotes and &.
const TOWN_PATTERN = /^\p{L}[\p{L}\p{M}\d .'’()-]*$/u;
const STREET_PATTERN = /^[\p{L}\p{M}\d][\p{L}\p{M}\d .,'’"„”/():&-]*$/u;

// Pure: lets bundles that never read a schema built with it drop that schema (the client, docs/architecture.md#the-front-end).
/* @__NO_SIDE_EFFECTS__ */
export function townSchema(required: MessageKey) {
  return v.pipe(v.string(required), v.trim(), v.nonEmpty(required), v.maxLength(50, 'city.invalid'), v.regex(TOWN_PATTERN, 'city.invalid'));
}

export const citySchema = townSchema('city.required');
export const birthPlaceCitySchema = townSchema('birthPlaceCity.required');

export const streetSchema = v.pipe(
  v.string('street.required'),
  v.trim(),
  v.nonEmpty('street.required'),
  v.maxLength(80, 'street.invalid'),
  v.regex(STREET_PATTERN, 'street.invalid'),
);

const HOUSE_NUMBER = /^[\p{L}\d][\p{L}\d/-]{0,9}$/u;

export const buildingNumberSchema = v.pipe(
  v.string('buildingNumber.required'),
  v.trim(),
  v.nonEmpty('buildingNumber.required'),
  v.regex(HOUSE_NUMBER, 'buildingNumber.invalid'),
);

/** Optional: empty is fine, anything else must look like a number. */
export const apartmentNumberSchema = v.pipe(
  v.string('apartmentNumber.invalid'),
  v.trim(),
  v.check((value) => value === '' || HOUSE_NUMBER.test(value), 'apartmentNumber.invalid'),
);

export const correspondenceChoiceSchema = v.picklist(CORRESPONDENCE_METHOD_VALUES, 'correspondenceChoice.required');

export const taxResidenceFlagFieldSchema = v.picklist(TAX_RESIDENCE_FLAG_VALUES, 'taxResidenceFlag.required');
export const noTinNumberReasonSchema = v.picklist(NO_TIN_REASON_VALUES, 'noTinNumberReason.required');
export const noTinNumberOtherReasonSchema = v.pipe(
  v.string('noTinNumberOtherReason.required'),
  v.trim(),
  v.nonEmpty('noTinNumberOtherReason.required'),
  v.maxLength(200, 'noTinNumberOtherReason.tooLong'),
);
export const polandTaxOfficeIdSchema = v.pipe(v.number('polandTaxOfficeId.required'), v.picklist(TAX_OFFICE_IDS, 'polandTaxOfficeId.invalid'));

/** A TIN judged alone (the validate call knows no country): its length and characters. The step checks the country's rule. */
export const tinNumberFieldSchema = v.pipe(
  v.string('tinNumber.required'),
  v.trim(),
  v.nonEmpty('tinNumber.required'),
  v.maxLength(TIN_MAX_LENGTH, 'tinNumber.invalid'),
  v.regex(/^[A-Za-z0-9][A-Za-z0-9 ./-]*$/, 'tinNumber.invalid'),
);

export const currencyChoiceSchema = v.picklist(CURRENCY_VALUES, 'currencyChoice.required');

/** A US TIN (SSN or ITIN): 9 digits, typed with or without the hyphens of 123-45-6789. */
export const usaTinSchema = v.pipe(
  v.string('usaTin.required'),
  v.transform((value) => value.replace(/[\s-]/g, '')),
  v.nonEmpty('usaTin.required'),
  v.regex(/^\d{9}$/, 'usaTin.invalid'),
  v.check(isIssuableUsaTin, 'usaTin.notIssued'),
);

/**
 * Whether a 9-digit US TIN can have been issued: an SSN never has area 000 or 666, group 00 or serial 0000; a number
 * starting with 9 is an ITIN, whose group (4th and 5th digits) is 50–65, 70–88, 90–92 or 94–99 (IRS).
 */
export function isIssuableUsaTin(digits: string): boolean {
  const area = digits.slice(0, 3);
  const group = Number(digits.slice(3, 5));
  if (digits.startsWith('9')) return (group >= 50 && group <= 65) || (group >= 70 && group <= 88) || (group >= 90 && group <= 92) || group >= 94;
  return area !== '000' && area !== '666' && group !== 0 && digits.slice(5) !== '0000';
}
export const dataUserDeclarationFieldSchema = v.picklist(DATA_USER_DECLARATIONS, 'dataUserDeclaration.required');

export const employmentStatusFieldSchema = v.picklist(EMPLOYMENT_STATUSES, 'employmentStatus.required');
export const natureOfBusinessSchema = v.picklist(INDUSTRIES, 'natureOfBusiness.required');
export const positionSchema = v.picklist(POSITION_LEVELS, 'position.required');
export const sourceOfFundsSchema = v.picklist(INCOME_SOURCES, 'sourceOfFunds.required');
export const incomeSchema = v.picklist(WEALTH_BANDS, 'income.required');
export const savingsSchema = v.picklist(WEALTH_BANDS, 'savings.required');

export const dataUploadChoiceSchema = v.picklist(UPLOAD_METHOD_VALUES, 'dataUploadChoice.required');
export const mobileDesktopChoiceSchema = v.picklist(DEVICE_VALUES, 'mobileDesktopChoice.required');
export const paymentGatewayFieldSchema = v.picklist(PAYMENT_GATEWAY_VALUES, 'paymentGateway.required');
