import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from './countryCodes';
import { EU_COUNTRIES, OWN_LANGUAGE_PAGE_COUNTRIES } from './euCountries';
import { residenceRoute } from './residenceRoute';

describe('residenceRoute', () => {
  it.each(['AT', 'DE', 'FR', 'HU', 'IE', 'LU'])('given a resident of %s, asks about the own-language page', (country) => {
    expect(residenceRoute(country)).toBe('askOwnLanguagePage');
  });

  it('given a resident of another EU country (of the 28, with Poland and the UK), shows registration', () => {
    expect(residenceRoute('PL')).toBe('register');
    expect(residenceRoute('GB')).toBe('register');
    expect(residenceRoute('es')).toBe('register');
    const others = EU_COUNTRIES.filter((code) => !OWN_LANGUAGE_PAGE_COUNTRIES.includes(code));
    expect(others.map((code) => residenceRoute(code))).toEqual(others.map(() => 'register'));
  });

  it('given a resident of Ukraine, asks whether they have an address in the EU', () => {
    expect(residenceRoute('UA')).toBe('askEuAddress');
  });

  it('given a resident outside the EU, sends them to the non-EU page', () => {
    expect(residenceRoute('US')).toBe('nonEuPage');
    expect(residenceRoute('NO')).toBe('nonEuPage');
    expect(residenceRoute('BY')).toBe('nonEuPage');
    const nonEu = COUNTRY_CODES.filter((code) => !EU_COUNTRIES.includes(code) && code !== 'UA');
    expect(new Set(nonEu.map((code) => residenceRoute(code)))).toEqual(new Set(['nonEuPage']));
  });

  it('given the page already in the country\'s language is left out, registers an Austrian here', () => {
    expect(residenceRoute('AT', { ownLanguagePages: ['FR', 'HU', 'IE', 'LU'] })).toBe('register');
    expect(residenceRoute('fr', { ownLanguagePages: ['FR'] })).toBe('askOwnLanguagePage');
  });
});
