import { describe, expect, it } from 'vitest';
import { EU_COUNTRIES } from './euCountries';
import { localeCountry } from './localeCountry';
import { LOCALES } from './locales';
import { PHONE_PREFIXES } from './phonePrefixes';
import { phonePrefixOptions } from './phonePrefixOptions';

const countries = (options: { country: string }[]) => options.map((option) => option.country);

describe('PHONE_PREFIXES', () => {
  it('covers the USA, every EU country, Belarus, Russia and Ukraine, once each', () => {
    const codes = countries([...PHONE_PREFIXES]);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of [...EU_COUNTRIES, 'US', 'BY', 'RU', 'UA'] as const) expect(codes).toContain(code);
    expect(PHONE_PREFIXES.every((entry) => /^\+\d{1,3}$/.test(entry.prefix))).toBe(true);
  });

  it('dials +1 for the USA, +48 for Poland and +49 for Germany', () => {
    const prefix = (country: string) => PHONE_PREFIXES.find((entry) => entry.country === country)?.prefix;
    expect([prefix('US'), prefix('PL'), prefix('DE')]).toEqual(['+1', '+48', '+49']);
  });

  it('gives each prefix to one country, so a prefix tells the country', () => {
    const prefixes = PHONE_PREFIXES.map((entry) => entry.prefix);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });
});

describe('phonePrefixOptions(locale), the dictionary', () => {
  it('given the Russian locale, starts with Ukraine, Poland, Russia, Latvia, Lithuania, Belarus', () => {
    const options = phonePrefixOptions('ru');
    expect(countries(options.slice(0, 6))).toEqual(['UA', 'PL', 'RU', 'LV', 'LT', 'BY']);
    expect(options[0]).toEqual({ country: 'UA', prefix: '+380', name: 'Украина' });
    expect(options).toHaveLength(PHONE_PREFIXES.length);
  });

  it('given the Polish locale, starts with Polska +48 and then EU countries by Polish name', () => {
    const options = phonePrefixOptions('pl');
    expect(options[0]).toEqual({ country: 'PL', prefix: '+48', name: 'Polska' });
    expect(options[1]!.name).toBe('Austria');
    expect(options).toHaveLength(PHONE_PREFIXES.length);
  });

  it('given any other locale, keeps the country-list order: own country first', () => {
    for (const locale of LOCALES.filter((l) => l !== 'ru')) {
      expect(phonePrefixOptions(locale)[0]!.country).toBe(localeCountry(locale));
    }
    expect(phonePrefixOptions('de')[0]).toEqual({ country: 'DE', prefix: '+49', name: 'Deutschland' });
  });

  it('includes the United States, as the server serves it', () => {
    expect(countries(phonePrefixOptions('en'))).toContain('US');
  });
});

describe('phonePrefixOptions({ locale, email }), for an applicant', () => {
  it('given an e-mail at a US provider, adds the United States', () => {
    const options = phonePrefixOptions({ locale: 'en', email: 'jane@comcast.net' });
    expect(options).toContainEqual({ country: 'US', prefix: '+1', name: 'United States' });
    expect(options).toHaveLength(PHONE_PREFIXES.length);
  });

  it('given any other e-mail, or none yet, leaves the United States out', () => {
    for (const email of ['jan@gmail.com', 'anna@wp.pl', '', null, undefined]) {
      const options = phonePrefixOptions({ locale: 'pl', email });
      expect(countries(options)).not.toContain('US');
      expect(options).toHaveLength(PHONE_PREFIXES.length - 1);
    }
  });

  it('given the Russian locale, keeps the Russian head either way', () => {
    expect(countries(phonePrefixOptions({ locale: 'ru', email: 'ivan@mail.ru' }).slice(0, 6))).toEqual(['UA', 'PL', 'RU', 'LV', 'LT', 'BY']);
    expect(countries(phonePrefixOptions({ locale: 'ru', email: 'ivan@verizon.net' }).slice(0, 6))).toEqual(['UA', 'PL', 'RU', 'LV', 'LT', 'BY']);
  });
});
