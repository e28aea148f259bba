import { describe, expect, it } from 'vitest';
import { EU_COUNTRIES, isEuCountry, OWN_LANGUAGE_PAGE_COUNTRIES } from './euCountries';

describe('EU_COUNTRIES', () => {
  it('lists 28 countries including Poland and the United Kingdom', () => {
    expect(EU_COUNTRIES).toHaveLength(28);
    expect(new Set(EU_COUNTRIES).size).toBe(28);
    expect(EU_COUNTRIES).toContain('PL');
    expect(EU_COUNTRIES).toContain('GB');
  });

  it('answers isEuCountry in either case and refuses non-members', () => {
    expect(isEuCountry('GB')).toBe(true);
    expect(isEuCountry('de')).toBe(true);
    expect(isEuCountry('NO')).toBe(false);
    expect(isEuCountry('UA')).toBe(false);
  });

  it('has own-language pages only for EU members', () => {
    expect(OWN_LANGUAGE_PAGE_COUNTRIES.every(isEuCountry)).toBe(true);
  });
});
