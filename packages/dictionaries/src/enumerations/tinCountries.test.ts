import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../countryCodes';
import { isEuCountry } from '../euCountries';
import { isNumericTinCountry, NUMERIC_TIN_COUNTRIES, offersNoTinOption, TIN_COUNTRIES } from './tinCountries';

describe('TIN countries', () => {
  it('lists exactly the numeric-TIN countries docs/spec/flow/validation.md#tax-residence names', () => {
    const s0 = 'at, be, bg, cz, de, dk, ee, fr, gr, hr, hu, lt, lv, pl, pt, ro, se, si, sk, us, nl, lu';
    expect([...NUMERIC_TIN_COUNTRIES].sort()).toEqual(s0.toUpperCase().split(', ').sort());
  });

  it('lists the 22 numeric-TIN countries of docs/spec/flow/validation.md#tax-residence, all real codes', () => {
    expect(NUMERIC_TIN_COUNTRIES).toHaveLength(22);
    expect(new Set(NUMERIC_TIN_COUNTRIES).size).toBe(22);
    for (const code of NUMERIC_TIN_COUNTRIES) expect(COUNTRY_CODES).toContain(code);
  });

  it('knows a numeric country in either letter case, and a country whose TIN has letters', () => {
    expect(isNumericTinCountry('de')).toBe(true);
    expect(isNumericTinCountry('US')).toBe(true);
    expect(isNumericTinCountry('ES')).toBe(false);
    expect(isNumericTinCountry('GB')).toBe(false);
  });

  it('does not offer "no TIN" for a country in the configured list', () => {
    expect(offersNoTinOption('PL')).toBe(false);
    expect(offersNoTinOption('de')).toBe(false);
  });

  it('offers "no TIN" elsewhere', () => {
    expect(offersNoTinOption('FR')).toBe(true);
    expect(offersNoTinOption('UA')).toBe(true);
  });

  it('configures only EU countries with numeric TINs', () => {
    for (const code of TIN_COUNTRIES) {
      expect(isEuCountry(code)).toBe(true);
      expect(isNumericTinCountry(code)).toBe(true);
    }
  });
});
