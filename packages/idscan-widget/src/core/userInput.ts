import { USER_INPUT_LENGTHS } from './constants';
import type { UserInput, UserInputField, UserInputProblems } from './types';

/** docs/spec/widget/entities.md#user-input-form: the address part of the form is required; the personal part is optional. */
export const REQUIRED_USER_INPUT_FIELDS = ['house', 'street', 'town', 'postcode'] as const satisfies readonly UserInputField[];


/** An empty form. */
export const EMPTY_USER_INPUT: UserInput = {
  firstName: '',
  middleName: '',
  lastName: '',
  dateOfBirth: '',
  house: '',
  street: '',
  town: '',
  postcode: '',
};

/**
 * docs/spec/widget/validation.md: each required field filled, each bounded field within its bounds (characters, after trimming).
 * Returns the problems by field; an empty object when the form is valid.
 */
export function validateUserInput(values: UserInput): UserInputProblems {
  const problems: UserInputProblems = {};
  for (const field of REQUIRED_USER_INPUT_FIELDS) {
    if (values[field].trim() === '') problems[field] = { kind: 'required' };
  }
  for (const [field, { min, max }] of Object.entries(USER_INPUT_LENGTHS) as [keyof typeof USER_INPUT_LENGTHS, { min: number; max: number }][]) {
    const length = values[field].trim().length;
    if (problems[field] === undefined && (length < min || length > max)) problems[field] = { kind: 'length', min, max };
  }
  return problems;
}
