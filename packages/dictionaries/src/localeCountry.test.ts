import { describe, expect, it } from 'vitest';
import { localeCountry } from './localeCountry';

describe('localeCountry', () => {
  it('gives Great Britain for English and the matching country for the URL codes ua and cz', () => {
    expect(localeCountry('en')).toBe('GB');
    expect(localeCountry('ua')).toBe('UA');
    expect(localeCountry('cz')).toBe('CZ');
    expect(localeCountry('pl')).toBe('PL');
  });
});
