import { describe, expect, it } from 'vitest';
import { compactTin, tinProblem } from './tin';

describe('tinProblem', () => {
  it('given a numeric-TIN country, refuses letters (docs/spec/flow/validation.md#tax-residence)', () => {
    expect(tinProblem('DE', '3657426180X')).toBe('tinNumber.numeric');
    expect(tinProblem('NL', 'AB1234567')).toBe('tinNumber.numeric');
  });

  it('checks the check digit where the country has one', () => {
    expect(tinProblem('DE', '36574261809')).toBeUndefined();
    expect(tinProblem('DE', '36574261808')).toBe('tinNumber.invalid');
    expect(tinProblem('FR', '3023217600053')).toBeUndefined();
    expect(tinProblem('IT', 'RCCMNL83S18D969H')).toBeUndefined();
    expect(tinProblem('IT', 'RCCMNL83S18D969A')).toBe('tinNumber.invalid');
  });

  it('accepts US SSNs and ITINs, typed as digits', () => {
    expect(tinProblem('US', '536904399')).toBeUndefined();
    expect(tinProblem('US', '912701234')).toBeUndefined();
    expect(tinProblem('US', '000000000')).toBe('tinNumber.invalid');
  });

  it('accepts a Swedish personnummer as 10 or 12 digits', () => {
    expect(tinProblem('SE', '8803200016')).toBeUndefined();
    expect(tinProblem('SE', '198803200016')).toBeUndefined();
    expect(tinProblem('SE', '8803200017')).toBe('tinNumber.invalid');
  });

  it('checks lengths where no check digit is known', () => {
    expect(tinProblem('LU', '1893120105732')).toBeUndefined();
    expect(tinProblem('LU', '189312010573')).toBe('tinNumber.invalid');
  });

  it('given a country without rules, takes up to 30 letters, digits and separators', () => {
    expect(tinProblem('UA', '1234567890')).toBeUndefined();
    expect(tinProblem('CH', '756.1234.5678.97')).toBeUndefined();
    expect(tinProblem('CH', 'x'.repeat(31))).toBe('tinNumber.invalid');
    expect(tinProblem('CH', '<script>')).toBe('tinNumber.invalid');
  });

  it('wants a TIN at all', () => {
    expect(tinProblem('FR', '   ')).toBe('tinNumber.required');
  });

  it('stores TINs without spaces, upper case', () => {
    expect(compactTin(' 365 742 618 09 ')).toBe('36574261809');
    expect(compactTin('rccmnl83s18d969h')).toBe('RCCMNL83S18D969H');
  });
});
