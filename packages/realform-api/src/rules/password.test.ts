import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_RULES,
  PASSWORD_SPECIAL_CHARACTERS,
  passwordRuleResults,
  passwordSchema,
  passwordStrength,
  passwordStrengthLevel,
} from './password';

describe('password rules (docs/spec/flow/validation.md#password)', () => {
  it('lists the four rules in meter order', () => {
    expect(PASSWORD_RULES).toEqual(['minLength', 'mixedCase', 'digit', 'special']);
  });

  it('needs at least 8 characters, counting letters beyond the basic plane once', () => {
    expect(passwordRuleResults('abcdefg').minLength).toBe(false);
    expect(passwordRuleResults('abcdefgh').minLength).toBe(true);
    expect(passwordRuleResults('😀😀😀😀😀😀😀').minLength).toBe(false);
  });

  it('needs both a lower-case and an upper-case letter, in any script', () => {
    expect(passwordRuleResults('abcdefgh').mixedCase).toBe(false);
    expect(passwordRuleResults('ABCDEFGH').mixedCase).toBe(false);
    expect(passwordRuleResults('abcdEfgh').mixedCase).toBe(true);
    expect(passwordRuleResults('żółwŻÓŁW').mixedCase).toBe(true);
  });

  it('needs a digit', () => {
    expect(passwordRuleResults('Password').digit).toBe(false);
    expect(passwordRuleResults('Passw0rd').digit).toBe(true);
  });

  it('needs a character from the fixed special set, and only that set counts', () => {
    expect(passwordRuleResults('Passw0rd').special).toBe(false);
    expect(passwordRuleResults('Pass word').special).toBe(false);
    expect(passwordRuleResults('Passwörd').special).toBe(false);
    for (const character of PASSWORD_SPECIAL_CHARACTERS) {
      expect(passwordRuleResults(`a${character}`).special, character).toBe(true);
    }
  });
});

describe('password strength meter (docs/spec/flow/validation.md#password)', () => {
  it.each([
    ['', 0, 'none'],
    ['abc', 0, 'none'],
    ['abcdefgh', 25, 'weak'],
    ['!', 25, 'weak'],
    ['abcdEfgh', 50, 'medium'],
    ['abcdEfg1', 75, 'medium'],
    ['abcdEfg1!', 100, 'strong'],
  ] as const)('given %j it shows %i percent (%s)', (password, strength, level) => {
    expect(passwordStrength(password)).toBe(strength);
    expect(passwordStrengthLevel(password)).toBe(level);
  });
});

describe('passwordSchema', () => {
  const issuesOf = (value: unknown) =>
    v.safeParse(passwordSchema, value, { abortPipeEarly: true }).issues?.map((issue) => issue.message);

  it('accepts a password that meets all four rules', () => {
    expect(issuesOf('Secret-pa55')).toBeUndefined();
  });

  it('asks for a password when it is empty', () => {
    expect(issuesOf('')).toEqual(['password.required']);
  });

  it('refuses a password missing any rule', () => {
    expect(issuesOf('secret-pa55')).toEqual(['password.invalid']);
    expect(issuesOf('Secret-pass')).toEqual(['password.invalid']);
    expect(issuesOf('Secretpa55')).toEqual(['password.invalid']);
    expect(issuesOf('Se-pa55')).toEqual(['password.invalid']);
  });

  it('refuses a password longer than the maximum', () => {
    expect(issuesOf(`Aa1!${'x'.repeat(PASSWORD_MAX_LENGTH)}`)).toEqual(['password.tooLong']);
  });
});
