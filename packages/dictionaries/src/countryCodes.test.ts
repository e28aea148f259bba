import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, isCountryCode } from './countryCodes';
import { countryName } from './countryName';
import { LOCALES } from './locales';

describe('COUNTRY_CODES', () => {
  it('holds the 249 assigned ISO 3166-1 alpha-2 codes once each, upper case', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    expect(COUNTRY_CODES.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
  });

  it('narrows strings with isCountryCode', () => {
    expect(isCountryCode('PL')).toBe(true);
    expect(isCountryCode('pl')).toBe(false);
    expect(isCountryCode('XK')).toBe(false);
  });
});

describe('countryName', () => {
  it('names every code in all 14 locales (never falls back to the bare code)', () => {
    const missing = LOCALES.flatMap((locale) =>
      COUNTRY_CODES.filter((code) => countryName(code, locale) === code).map((code) => `${locale}:${code}`),
    );
    expect(missing).toEqual([]);
  });

  it('uses the language behind the URL code', () => {
    expect(countryName('DE', 'pl')).toBe('Niemcy');
    expect(countryName('DE', 'cz')).toBe('Německo');
    expect(countryName('DE', 'ua')).toBe('Німеччина');
    expect(countryName('GB', 'en')).toBe('United Kingdom');
  });
});
