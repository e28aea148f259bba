import type { CountryCode, NoTinReason, TaxResidenceFlag } from '@onboarding/dictionaries';
import { FIXED_TAX_OFFICE_ID, NO_TIN_REASONS, offersNoTinOption, TAX_RESIDENCE_FLAGS, taxOfficeById } from '@onboarding/dictionaries';
import * as v from 'valibot';
import {
  noTinNumberOtherReasonSchema,
  noTinNumberReasonSchema,
  polandTaxOfficeIdSchema,
  taxCountrySchema,
  taxResidenceFlagFieldSchema,
} from './fields';
import { peselSchema } from './pesel';
import type { FieldProblems } from './stepRequest';
import { optionalFlag, optionalNumber, optionalText, parsed, problemOf, stepRequest } from './stepRequest';
import { compactTin, tinProblem } from './tin';
import { pure } from '../../pure';

/** docs/spec/flow/entities.md: up to three residences, their fields prefixed `first`, `second`, `third`. */
export const TAX_RESIDENCE_PREFIXES = ['first', 'second', 'third'] as const;
export type TaxResidencePrefix = (typeof TAX_RESIDENCE_PREFIXES)[number];

/** docs/spec/flow/constants.md#limits: "Up to 3 tax residences." */
export const MAX_TAX_RESIDENCES = TAX_RESIDENCE_PREFIXES.length;

const RESIDENCE_ENTRIES = {
  TaxCountry: optionalText,
  TinNumber: optionalText,
  NoTinNumber: optionalFlag,
  /** 1 not issued, 2 unable to get, 3 other (docs/spec/flow/entities.md). */
  NoTinNumberReason: optionalNumber,
  NoTinNumberOtherReason: optionalText,
  /** An id of the `TAX_OFFICES` list; Poland only. */
  PolandTaxOfficeId: optionalNumber,
  /** Display only: the server takes the name from its list. */
  PolandTaxOfficeName: optionalText,
  PolandTaxResidentPesel: optionalText,
  /** A form-side flag; not used by the server. */
  EmptyTinNumber: optionalFlag,
} as const;

type ResidenceKey = keyof typeof RESIDENCE_ENTRIES;
type ResidenceEntries<P extends string> = { [K in ResidenceKey as `${P}${K}`]: (typeof RESIDENCE_ENTRIES)[K] };

function residenceEntries<P extends TaxResidencePrefix>(prefix: P): ResidenceEntries<P> {
  return Object.fromEntries(Object.entries(RESIDENCE_ENTRIES).map(([key, schema]) => [`${prefix}${key}`, schema])) as ResidenceEntries<P>;
}

/** The tax-residence step's fields as the form sends them (docs/spec/flow/entities.md#tax-residence "Tax residence"). */
export const taxResidencesFieldsSchema = v.object({
  /** 1 foreigner living abroad, 2 foreigner living in Poland, 3 Pole (docs/spec/flow/entities.md). */
  taxResidenceFlag: optionalNumber,
  addSecondTaxCountry: optionalFlag,
  addThirdTaxCountry: optionalFlag,
  ...residenceEntries('first'),
  ...residenceEntries('second'),
  ...residenceEntries('third'),
});

export type TaxResidencesInput = v.InferInput<typeof taxResidencesFieldsSchema>;

/** One tax residence as stored: Poland with its office and PESEL, any other country with a TIN or the reason for none. */
export type TaxResidence =
  | { country: 'PL'; polandTaxOfficeId: number; polandTaxOfficeCode: string; polandTaxOfficeName: string; pesel: string }
  | { country: CountryCode; tinNumber: string; noTinNumber: false }
  | { country: CountryCode; tinNumber: null; noTinNumber: true; noTinNumberReason: NoTinReason; noTinNumberOtherReason: string | null };

export interface TaxResidences {
  taxResidenceFlag: TaxResidenceFlag;
  /** One to three, in the form's order. */
  residences: TaxResidence[];
}

type Fields = v.InferOutput<typeof taxResidencesFieldsSchema>;
type Residence = { [K in ResidenceKey]: Fields[`first${K}`] };

function residenceOf(input: Fields, prefix: TaxResidencePrefix): Residence {
  const record = input as Record<string, unknown>;
  return Object.fromEntries(Object.keys(RESIDENCE_ENTRIES).map((key) => [key, record[`${prefix}${key}`]])) as Residence;
}

/** The prefixes of the residences the form sends: the first always, the others when their add link was used. */
export function activeResidencePrefixes(input: Pick<Fields, 'addSecondTaxCountry' | 'addThirdTaxCountry'>): TaxResidencePrefix[] {
  const prefixes: TaxResidencePrefix[] = ['first'];
  if (input.addSecondTaxCountry === true) prefixes.push('second');
  if (input.addSecondTaxCountry === true && input.addThirdTaxCountry === true) prefixes.push('third');
  return prefixes;
}

// docs/spec/flow/states.md#tax-residence: "When taxResidenceFlag is 2, a fixed tax office (id 1076, a Warsaw office) is used."
const officeIsFixed = (input: Fields) => input.taxResidenceFlag === TAX_RESIDENCE_FLAGS.FOREIGNER_IN_POLAND;

function residenceProblems(residence: Residence, prefix: TaxResidencePrefix, fixedOffice: boolean): FieldProblems {
  const problems: FieldProblems = {};
  const country = residence.TaxCountry;
  problems[`${prefix}TaxCountry`] = problemOf(taxCountrySchema, country);
  if (problems[`${prefix}TaxCountry`]) return problems;

  if (country === 'PL') {
    // Poland is identified by the office and the PESEL, not by a TIN field (docs/spec/flow/screens.md#personaldataconfirm "for Poland, tax office and PESEL").
    if (!fixedOffice) problems[`${prefix}PolandTaxOfficeId`] = problemOf(polandTaxOfficeIdSchema, residence.PolandTaxOfficeId);
    problems[`${prefix}PolandTaxResidentPesel`] = problemOf(peselSchema, residence.PolandTaxResidentPesel);
    return problems;
  }
  if (residence.NoTinNumber === true) {
    // docs/spec/flow/validation.md#tax-residence: "For countries in the configured TIN list the no-TIN checkbox is not offered."
    if (!offersNoTinOption(country!)) {
      problems[`${prefix}NoTinNumber`] = 'noTinNumber.notAllowed';
      return problems;
    }
    // docs/spec/flow/validation.md#tax-residence: "every no-TIN choice has a reason or other reason".
    problems[`${prefix}NoTinNumberReason`] = problemOf(noTinNumberReasonSchema, residence.NoTinNumberReason);
    if (residence.NoTinNumberReason === NO_TIN_REASONS.OTHER) {
      problems[`${prefix}NoTinNumberOtherReason`] = problemOf(noTinNumberOtherReasonSchema, residence.NoTinNumberOtherReason);
    }
    return problems;
  }
  problems[`${prefix}TinNumber`] = tinProblem(country!, residence.TinNumber ?? '');
  return problems;
}

/**
 * The tax-residence rules (docs/spec/flow/entities.md, docs/spec/flow/states.md, docs/spec/flow/validation.md): a status flag, one to three residences in different countries, Poland with
 * an office from the list (fixed with flag 2) and a valid PESEL, other countries with a TIN valid for the country
 * or — where offered — a reason for having none.
 */
export function taxResidencesProblems(input: Fields): FieldProblems {
  const problems: FieldProblems = { taxResidenceFlag: problemOf(taxResidenceFlagFieldSchema, input.taxResidenceFlag) };
  if (input.addThirdTaxCountry === true && input.addSecondTaxCountry !== true) problems.addThirdTaxCountry = 'addThirdTaxCountry.withoutSecond';
  const seen = new Set<string>();
  for (const prefix of activeResidencePrefixes(input)) {
    const residence = residenceOf(input, prefix);
    Object.assign(problems, residenceProblems(residence, prefix, officeIsFixed(input)));
    const country = residence.TaxCountry;
    if (country && !problems[`${prefix}TaxCountry`]) {
      if (seen.has(country)) problems[`${prefix}TaxCountry`] = 'taxCountry.duplicate';
      seen.add(country);
    }
  }
  return problems;
}

function normalizeResidence(residence: Residence, fixedOffice: boolean): TaxResidence {
  const country = parsed(taxCountrySchema, residence.TaxCountry);
  if (country === 'PL') {
    const office = taxOfficeById(fixedOffice ? FIXED_TAX_OFFICE_ID : residence.PolandTaxOfficeId!)!;
    return {
      country,
      polandTaxOfficeId: office.id,
      polandTaxOfficeCode: office.code,
      polandTaxOfficeName: office.name,
      pesel: parsed(peselSchema, residence.PolandTaxResidentPesel),
    };
  }
  if (residence.NoTinNumber === true) {
    const reason = parsed(noTinNumberReasonSchema, residence.NoTinNumberReason);
    return {
      country,
      tinNumber: null,
      noTinNumber: true,
      noTinNumberReason: reason,
      // docs/spec/flow/states.md: "choosing a non-other reason clears the text".
      noTinNumberOtherReason: reason === NO_TIN_REASONS.OTHER ? parsed(noTinNumberOtherReasonSchema, residence.NoTinNumberOtherReason) : null,
    };
  }
  return { country, tinNumber: compactTin(residence.TinNumber!), noTinNumber: false };
}

/** Closed residences are dropped (docs/spec/flow/states.md#tax-residence: "Closing removes that residence's data"); the office of flag 2 is forced. */
export function normalizeTaxResidences(input: Fields): TaxResidences {
  return {
    taxResidenceFlag: parsed(taxResidenceFlagFieldSchema, input.taxResidenceFlag),
    residences: activeResidencePrefixes(input).map((prefix) => normalizeResidence(residenceOf(input, prefix), officeIsFixed(input))),
  };
}

/** POST form-{pl|eu}/tax-office-details (docs/spec/flow/calls.md#named-actions action TAX_OFFICE_DETAILS). */
export const taxResidencesRequestSchema = pure(() =>
  stepRequest(taxResidencesFieldsSchema.entries, taxResidencesProblems, (input) => ({
  taxResidences: normalizeTaxResidences(input),
})),
);
