import { describe, expect, it } from 'vitest';
import { CITIZENSHIP_COUNTRIES } from './citizenships';
import { COUNTRY_CODES } from './countryCodes';
import { sortCountries } from './sortCountries';

describe('CITIZENSHIP_COUNTRIES', () => {
  it('holds every country code but the six uninhabited territories', () => {
    expect(CITIZENSHIP_COUNTRIES).toHaveLength(COUNTRY_CODES.length - 6);
    expect(CITIZENSHIP_COUNTRIES).not.toContain('AQ');
    expect(CITIZENSHIP_COUNTRIES).not.toContain('BV');
    expect(CITIZENSHIP_COUNTRIES).toContain('PL');
    expect(CITIZENSHIP_COUNTRIES).toContain('HK');
  });

  it('sorts like the other country lists: Polska first for pl', () => {
    expect(sortCountries(CITIZENSHIP_COUNTRIES, 'pl')[0]).toEqual({ code: 'PL', name: 'Polska' });
  });
});
