import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from './countryCodes';
import { isEuCountry } from './euCountries';
import { localeCountry } from './localeCountry';
import { LOCALES } from './locales';
import { sortCountries } from './sortCountries';

const collator = new Intl.Collator('pl');
const isSortedByName = (names: string[]) => names.every((name, i) => i === 0 || collator.compare(names[i - 1]!, name) <= 0);

describe('sortCountries', () => {
  it('given the Polish locale, lists Polska first, then the EU by Polish name, then the rest by Polish name', () => {
    const options = sortCountries(COUNTRY_CODES, 'pl');
    expect(options[0]).toEqual({ code: 'PL', name: 'Polska' });

    const eu = options.slice(1, 28);
    expect(eu.every((option) => isEuCountry(option.code))).toBe(true);
    expect(isSortedByName(eu.map((option) => option.name))).toBe(true);
    expect(eu[0]!.name).toBe('Austria');
    // Polish collation puts Ł after L: "Łotwa" (Latvia) follows "Luksemburg".
    const names = eu.map((option) => option.name);
    expect(names.indexOf('Łotwa')).toBe(names.indexOf('Luksemburg') + 1);

    const rest = options.slice(28);
    expect(rest.some((option) => isEuCountry(option.code))).toBe(false);
    expect(isSortedByName(rest.map((option) => option.name))).toBe(true);
    expect(options).toHaveLength(COUNTRY_CODES.length);
  });

  it('given the cz locale, uses Czech names and puts Česko first', () => {
    // Czech order: Německo before Rakousko; Spojené státy is outside the EU so it comes last.
    expect(sortCountries(['DE', 'CZ', 'US', 'AT'], 'cz')).toEqual([
      { code: 'CZ', name: 'Česko' },
      { code: 'DE', name: 'Německo' },
      { code: 'AT', name: 'Rakousko' },
      { code: 'US', name: 'Spojené státy' },
    ]);
  });

  it('puts a non-EU own country (Russia for ru) first, ahead of the EU block', () => {
    const options = sortCountries(['DE', 'RU', 'US', 'PL'], 'ru');
    expect(options.map((option) => option.code)).toEqual(['RU', 'DE', 'PL', 'US']);
  });

  it('does not add the own country when the list lacks it, and lists duplicates once', () => {
    expect(sortCountries(['FR', 'US', 'FR'], 'pl').map((option) => option.code)).toEqual(['FR', 'US']);
    const all = sortCountries([...COUNTRY_CODES, 'PL', 'GB'], 'en');
    expect(all.filter((option) => option.code === 'PL')).toHaveLength(1);
    expect(all.filter((option) => option.code === 'GB')).toHaveLength(1);
    expect(all[0]!.code).toBe('GB');
  });

  it('lists each locale\'s own country first', () => {
    for (const locale of LOCALES) expect(sortCountries(COUNTRY_CODES, locale)[0]!.code).toBe(localeCountry(locale));
  });
});
