import type { MessageKey } from '../../messages';
import { ageOn, isAdultOn, isExpiredOn, parseIsoDate } from './dates';
import { peselBirthDate } from './pesel';
import type { FieldProblems } from './stepRequest';

/**
 * Above this age a date of birth is taken for a typo (a year typed as 1899 or 1026), not for an applicant: the oldest
 * people alive are under it.
 */
export const MAX_PLAUSIBLE_AGE = 120;

/** Why a real date of birth cannot be an applicant's: after today, under 18 (`ADULT_AGE`), or too long ago. */
export type BirthDateProblem = 'future' | 'underage' | 'implausible';

/**
 * The age rule (docs/spec/flow/states.md#step-order "onboardingDenied when a rule denies (e.g. under 18)"; issue 18: a typo in the birth year
 * must be caught on the field, not end the application). One rule for both sides: the flow judges against the
 * browser's day for instant feedback, the server against its own clock as the authority. Only a real
 * `YYYY-MM-DD` is judged; the format rules speak about anything else.
 */
export function birthDateProblemOn(dateOfBirth: string, today: string): BirthDateProblem | undefined {
  if (!parseIsoDate(dateOfBirth) || !parseIsoDate(today)) return undefined;
  if (dateOfBirth > today) return 'future';
  if (!isAdultOn(dateOfBirth, today)) return 'underage';
  if (ageOn(dateOfBirth, today) > MAX_PLAUSIBLE_AGE) return 'implausible';
  return undefined;
}

const DATE_OF_BIRTH_MESSAGES: Record<BirthDateProblem, MessageKey> = {
  future: 'dateOfBirth.future',
  underage: 'dateOfBirth.underage',
  implausible: 'dateOfBirth.implausible',
};

/** A PESEL encodes its holder's date of birth: under 18 by it is said so; a future or implausible one is no real PESEL. */
const PESEL_MESSAGES: Record<BirthDateProblem, MessageKey> = {
  future: 'pesel.invalid',
  underage: 'pesel.underage',
  implausible: 'pesel.invalid',
};

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value.trim() : undefined);

/** The personal-data fields the rules of a day read. */
export interface DayJudgedFields {
  dateOfBirth?: string | null;
  pesel?: string | null;
  citizenship?: string | null;
  noPesel?: boolean | null;
  noLimitExpiryDate?: boolean | null;
  documentExpirationDate?: string | null;
}

/**
 * The personal-data rules that need today (`YYYY-MM-DD`, the business day: `calendarDateOf`): the age rule on the
 * date of birth and on the date a Polish citizen's PESEL encodes, and a document that expires no later than today.
 * Field name → message key; fields without a problem are left out.
 */
export function personalDataDayProblems(input: DayJudgedFields, today: string): FieldProblems {
  const problems: FieldProblems = {};
  const birth = text(input.dateOfBirth);
  const birthProblem = birth ? birthDateProblemOn(birth, today) : undefined;
  if (birthProblem) problems.dateOfBirth = DATE_OF_BIRTH_MESSAGES[birthProblem];
  const pesel = text(input.pesel);
  if (pesel && input.noPesel !== true && (input.citizenship === undefined || input.citizenship === 'PL')) {
    const encoded = peselBirthDate(pesel);
    const peselProblem = encoded ? birthDateProblemOn(encoded, today) : undefined;
    if (peselProblem) problems.pesel = PESEL_MESSAGES[peselProblem];
  }
  const expiry = text(input.documentExpirationDate);
  if (input.noLimitExpiryDate !== true && expiry && parseIsoDate(expiry) && isExpiredOn(expiry, today)) {
    problems.documentExpirationDate = 'documentExpirationDate.expired';
  }
  return problems;
}

/**
 * The rules of a day for one field of the validate call (docs/spec/flow/validation.md#field-validation-on-blur), after its own format rule passed: the date of
 * birth, the PESEL's encoded date of birth, the document's expiry. Undefined for any other field.
 */
export function dateFieldProblemOn(name: string, value: unknown, today: string): MessageKey | undefined {
  if (typeof value !== 'string') return undefined;
  switch (name) {
    case 'dateOfBirth':
      return personalDataDayProblems({ dateOfBirth: value }, today).dateOfBirth;
    case 'pesel':
      return personalDataDayProblems({ pesel: value }, today).pesel;
    case 'documentExpirationDate':
      return personalDataDayProblems({ documentExpirationDate: value }, today).documentExpirationDate;
    default:
      return undefined;
  }
}
