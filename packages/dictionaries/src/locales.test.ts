import { describe, expect, it } from 'vitest';
import { EU_BRAND_LOCALES, isLocale, LOCALES, PL_BRAND_LOCALES, toBcp47 } from './locales';

describe('toBcp47', () => {
  it('maps the URL codes ua and cz to the BCP 47 tags Intl understands', () => {
    expect(toBcp47('ua')).toBe('uk');
    expect(toBcp47('cz')).toBe('cs');
  });

  it('keeps every other locale unchanged', () => {
    for (const locale of LOCALES.filter((l) => l !== 'ua' && l !== 'cz')) expect(toBcp47(locale)).toBe(locale);
  });

  it('gives tags that Intl supports for all 14 locales', () => {
    const tags = LOCALES.map(toBcp47);
    expect(Intl.PluralRules.supportedLocalesOf(tags)).toEqual(tags);
  });
});

describe('isLocale', () => {
  it('accepts the product codes and refuses BCP 47 spellings and non-strings', () => {
    expect(isLocale('ua')).toBe(true);
    expect(isLocale('uk')).toBe(false);
    expect(isLocale('PL')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});

describe('brand locales', () => {
  it('split the 14 locales between the two brands without overlap', () => {
    expect([...PL_BRAND_LOCALES, ...EU_BRAND_LOCALES].sort()).toEqual([...LOCALES].sort());
    expect(EU_BRAND_LOCALES).toHaveLength(11);
  });
});
