import { describe, expect, it } from 'vitest';
import { EU_COUNTRIES } from './euCountries';
import { PHONE_PREFIXES } from './phonePrefixes';
import { phonePrefixOptions } from './phonePrefixOptions';

describe('PHONE_PREFIXES', () => {
  it('covers the USA, every EU country, Belarus, Russia and Ukraine, once each', () => {
    const countries = PHONE_PREFIXES.map((entry) => entry.country);
    expect(new Set(countries).size).toBe(countries.length);
    for (const code of [...EU_COUNTRIES, 'US', 'BY', 'RU', 'UA'] as const) expect(countries).toContain(code);
    expect(PHONE_PREFIXES.every((entry) => /^\+\d{1,3}$/.test(entry.prefix))).toBe(true);
  });

  it('dials +1 for the USA, +48 for Poland and +49 for Germany', () => {
    const prefix = (country: string) => PHONE_PREFIXES.find((entry) => entry.country === country)?.prefix;
    expect([prefix('US'), prefix('PL'), prefix('DE')]).toEqual(['+1', '+48', '+49']);
  });
});

describe('phonePrefixOptions', () => {
  it('given the Russian locale, starts with Ukraine, Poland, Russia, Latvia, Lithuania, Belarus', () => {
    const options = phonePrefixOptions('ru');
    expect(options.slice(0, 6).map((option) => option.country)).toEqual(['UA', 'PL', 'RU', 'LV', 'LT', 'BY']);
    expect(options[0]).toEqual({ country: 'UA', prefix: '+380', name: 'Украина' });
    expect(options).toHaveLength(PHONE_PREFIXES.length);
  });

  it('given the Polish locale, starts with Polska +48 and then EU countries by Polish name', () => {
    const options = phonePrefixOptions('pl');
    expect(options[0]).toEqual({ country: 'PL', prefix: '+48', name: 'Polska' });
    expect(options[1]!.name).toBe('Austria');
    expect(options).toHaveLength(PHONE_PREFIXES.length);
  });
});
