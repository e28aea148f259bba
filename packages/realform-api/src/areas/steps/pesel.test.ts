import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isValidPesel, peselBirthDate, peselSchema } from './pesel';

describe('PESEL', () => {
  it.each([
    ['44051401359', '1944-05-14'],
    ['90052712343', '1990-05-27'],
    ['05231204230', '2005-03-12'],
    ['00222922229', '2000-02-29'],
    ['85920100010', '1885-12-01'],
  ])('reads the date of birth of %s as %s, the century from the month', (pesel, date) => {
    expect(peselBirthDate(pesel)).toBe(date);
  });

  it('refuses a wrong check digit', () => {
    expect(isValidPesel('44051401358')).toBe(false);
    expect(isValidPesel('90052712340')).toBe(false);
  });

  it('refuses a date that does not exist, even with a correct check digit', () => {
    // 1999-02-29 with its check digit computed: the checksum alone would pass.
    const digits = '9902290000';
    const weights = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
    const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * weights[index]!, 0);
    expect(isValidPesel(`${digits}${(10 - (sum % 10)) % 10}`)).toBe(false);
  });

  it('refuses anything but 11 digits', () => {
    expect(isValidPesel('4405140135')).toBe(false);
    expect(isValidPesel('4405140135a')).toBe(false);
  });

  it('names the problem: missing, format, or an invalid number', () => {
    const message = (value: unknown) => v.safeParse(peselSchema, value, { abortPipeEarly: true }).issues?.[0]?.message;
    expect(message(undefined)).toBe('pesel.required');
    expect(message('  ')).toBe('pesel.required');
    expect(message('123')).toBe('pesel.format');
    expect(message('44051401358')).toBe('pesel.invalid');
    expect(message(' 44051401359 ')).toBeUndefined();
  });
});
