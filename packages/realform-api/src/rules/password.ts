import * as v from 'valibot';

/** docs/spec/flow/validation.md#password / docs/spec/flow/constants.md#limits: "Password: 8 characters minimum". */
export const PASSWORD_MIN_LENGTH = 8;

/**
 * Not in the spec: an upper bound keeps the password KDF's input reasonable and matches what password
 * managers generate. Long enough for passphrases.
 */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * docs/spec/flow/validation.md#password: "a special character from a fixed set". The set is every printable ASCII punctuation character
 * (OWASP's password special characters), so whatever a password manager generates counts:
 * ! @ # $ % ^ & * ( ) _ + - = [ ] { } ; ' : " \ | , . < > / ? ~ `
 * Other characters (spaces, letters of any script) are allowed in a password but do not count as special.
 */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*()_+-=[]{};\':"\\|,.<>/?~`';

export type PasswordRule = 'minLength' | 'mixedCase' | 'digit' | 'special';

/** The four rules of docs/spec/flow/validation.md#password in the order the strength meter lists them. */
export const PASSWORD_RULES: readonly PasswordRule[] = ['minLength', 'mixedCase', 'digit', 'special'];

const LOWER_CASE = /\p{Ll}/u;
const UPPER_CASE = /\p{Lu}/u;
const DIGIT = /[0-9]/;

function hasSpecialCharacter(password: string): boolean {
  for (const character of password) {
    if (PASSWORD_SPECIAL_CHARACTERS.includes(character)) return true;
  }
  return false;
}

/** Which of the four rules of docs/spec/flow/validation.md#password the password meets. Length counts code points, not UTF-16 units. */
export function passwordRuleResults(password: string): Record<PasswordRule, boolean> {
  return {
    minLength: [...password].length >= PASSWORD_MIN_LENGTH,
    mixedCase: LOWER_CASE.test(password) && UPPER_CASE.test(password),
    digit: DIGIT.test(password),
    special: hasSpecialCharacter(password),
  };
}

/** docs/spec/flow/validation.md#password: "Each rule met adds 25 percent to a strength meter". */
export function passwordStrength(password: string): 0 | 25 | 50 | 75 | 100 {
  const met = Object.values(passwordRuleResults(password)).filter(Boolean).length;
  return (met * 25) as 0 | 25 | 50 | 75 | 100;
}

export type PasswordStrengthLevel = 'none' | 'weak' | 'medium' | 'strong';

/** docs/spec/flow/validation.md colours: red (weak) for 1 rule, amber (medium) for 2 or 3, green (strong) for 4; nothing for 0. */
export function passwordStrengthLevel(password: string): PasswordStrengthLevel {
  const strength = passwordStrength(password);
  if (strength === 0) return 'none';
  if (strength === 25) return 'weak';
  if (strength === 100) return 'strong';
  return 'medium';
}

/** docs/spec/flow/validation.md: "All four must hold." */
export const passwordSchema = v.pipe(
  v.string('password.required'),
  v.nonEmpty('password.required'),
  v.check((password) => [...password].length <= PASSWORD_MAX_LENGTH, 'password.tooLong'),
  v.check((password) => Object.values(passwordRuleResults(password)).every(Boolean), 'password.invalid'),
);
