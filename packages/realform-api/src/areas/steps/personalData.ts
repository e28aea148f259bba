import type { CountryCode, PersonalDocumentType } from '@onboarding/dictionaries';
import * as v from 'valibot';
import {
  birthPlaceCountrySchema,
  citizenshipSchema,
  dateOfBirthSchema,
  documentExpirationDateSchema,
  documentNumberSchema,
  firstNameSchema,
  identificationNumberSchema,
  lastNameSchema,
  personalDocumentTypeFieldSchema,
  unvalidatedIdentificationNumberSchema,
} from './fields';
import { personalDataDayProblems } from './ageRules';
import { peselBirthDate, peselSchema } from './pesel';
import type { FieldProblems } from './stepRequest';
import { optionalFlag, optionalNumber, optionalText, parsed, problemOf, stepRequest } from './stepRequest';
import { pure } from '../../pure';

/** The personal-data step's fields as the form sends them (docs/spec/flow/entities.md#personal-data "Personal data"). */
export const personalDataFieldsSchema = v.object({
  firstName: optionalText,
  lastName: optionalText,
  /** `YYYY-MM-DD` (docs/spec/flow/entities.md). */
  dateOfBirth: optionalText,
  citizenship: optionalText,
  /** 1 national ID card, 2 passport, 3 other (docs/spec/flow/entities.md, the personal-data numbering). */
  documentType: optionalNumber,
  documentNumber: optionalText,
  noLimitExpiryDate: optionalFlag,
  documentExpirationDate: optionalText,
  pesel: optionalText,
  identificationNumber: optionalText,
  noPesel: optionalFlag,
  birthPlaceCountry: optionalText,
  /**
   * The applicant confirmed that the application may end (`dataContent.denialPending` of the previous answer,
   * issue 18): without it, a rule that would deny only asks.
   */
  confirmDenial: optionalFlag,
});

export type PersonalDataInput = v.InferInput<typeof personalDataFieldsSchema>;

/** Personal data as stored: normalised, with the fields docs/spec/flow/states.md#personal-data clears already cleared. */
export interface PersonalData {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  citizenship: CountryCode;
  documentType: PersonalDocumentType;
  /** Upper case, without spaces. */
  documentNumber: string;
  noLimitExpiryDate: boolean;
  /** Null when the document has no expiry date. */
  documentExpirationDate: string | null;
  /** Polish citizens only; null with `noPesel`. */
  pesel: string | null;
  /** Everyone without a PESEL. */
  identificationNumber: string | null;
  noPesel: boolean;
  birthPlaceCountry: CountryCode;
}

type Fields = v.InferOutput<typeof personalDataFieldsSchema>;

const isPolish = (input: Fields) => input.citizenship === 'PL';
/** docs/spec/flow/states.md#personal-data: a Polish citizen gives a PESEL unless they tick "no PESEL"; everyone else gives an identification number. */
const needsPesel = (input: Fields) => isPolish(input) && input.noPesel !== true;

function identificationSchemaFor(citizenship: string | null | undefined) {
  // docs/spec/flow/validation.md#personal-data: the identification number is "not validated for Greek citizens".
  return citizenship === 'GR' ? unvalidatedIdentificationNumberSchema : identificationNumberSchema;
}

/**
 * The personal-data rules (docs/spec/flow/validation.md#personal-data and the server's own): every field's format, a PESEL for Polish citizens that
 * agrees with the date of birth, an identification number for everyone else, an expiry date unless the document
 * has none. Given `today` (`YYYY-MM-DD`, the business day), also the rules of a day (`personalDataDayProblems`):
 * the age rule on the date of birth and the PESEL, and expiry. The flow passes the browser's day for instant
 * feedback; the server judges against its own clock as the authority (the contract's schema has no clock).
 */
export function personalDataProblems(input: Fields, today?: string): FieldProblems {
  const problems: FieldProblems = {
    firstName: problemOf(firstNameSchema, input.firstName),
    lastName: problemOf(lastNameSchema, input.lastName),
    dateOfBirth: problemOf(dateOfBirthSchema, input.dateOfBirth),
    citizenship: problemOf(citizenshipSchema, input.citizenship),
    documentType: problemOf(personalDocumentTypeFieldSchema, input.documentType),
    documentNumber: problemOf(documentNumberSchema, input.documentNumber),
    birthPlaceCountry: problemOf(birthPlaceCountrySchema, input.birthPlaceCountry),
  };
  if (input.noLimitExpiryDate !== true) {
    problems.documentExpirationDate = problemOf(documentExpirationDateSchema, input.documentExpirationDate);
  }
  if (needsPesel(input)) {
    problems.pesel = problemOf(peselSchema, input.pesel);
    if (!problems.pesel && !problems.dateOfBirth && peselBirthDate(input.pesel!.trim()) !== input.dateOfBirth!.trim()) {
      problems.pesel = 'pesel.dateOfBirthMismatch';
    }
  } else if (input.citizenship) {
    // Asked for once a citizenship says which (the flow shows the field then); before, the citizenship is the problem.
    problems.identificationNumber = problemOf(identificationSchemaFor(input.citizenship), input.identificationNumber);
  }
  if (today !== undefined) {
    // A format problem is the one to fix first; the day's rules speak only of well-formed values.
    for (const [field, problem] of Object.entries(personalDataDayProblems({ ...input, pesel: needsPesel(input) ? input.pesel : null }, today))) {
      if (!problems[field]) problems[field] = problem;
    }
  }
  return problems;
}

/** docs/spec/flow/states.md#personal-data: "no expiry" clears the date; a PESEL with non-Polish citizenship is cleared; a PESEL clears the identification number. */
export function normalizePersonalData(input: Fields): PersonalData {
  const noLimitExpiryDate = input.noLimitExpiryDate === true;
  const withPesel = needsPesel(input);
  return {
    firstName: parsed(firstNameSchema, input.firstName),
    lastName: parsed(lastNameSchema, input.lastName),
    dateOfBirth: parsed(dateOfBirthSchema, input.dateOfBirth),
    citizenship: parsed(citizenshipSchema, input.citizenship),
    documentType: parsed(personalDocumentTypeFieldSchema, input.documentType),
    documentNumber: parsed(documentNumberSchema, input.documentNumber),
    noLimitExpiryDate,
    documentExpirationDate: noLimitExpiryDate ? null : parsed(documentExpirationDateSchema, input.documentExpirationDate),
    pesel: withPesel ? parsed(peselSchema, input.pesel) : null,
    identificationNumber: withPesel ? null : parsed(identificationSchemaFor(input.citizenship), input.identificationNumber),
    noPesel: !withPesel,
    birthPlaceCountry: parsed(birthPlaceCountrySchema, input.birthPlaceCountry),
  };
}

/** POST form-{pl|eu}/personal-data-confirm. */
export const personalDataRequestSchema = pure(() =>
  stepRequest(personalDataFieldsSchema.entries, (input) => personalDataProblems(input), (input) => ({
  personalData: normalizePersonalData(input),
  confirmDenial: input.confirmDenial === true,
})),
);
