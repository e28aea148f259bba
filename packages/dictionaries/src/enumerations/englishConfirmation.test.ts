import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locales';
import { needsEnglishConfirmation } from './englishConfirmation';

describe('needsEnglishConfirmation', () => {
  it('is not asked in Polish or English', () => {
    expect(needsEnglishConfirmation('pl')).toBe(false);
    expect(needsEnglishConfirmation('en')).toBe(false);
  });

  it('is asked in the 12 other locales', () => {
    expect(LOCALES.filter(needsEnglishConfirmation)).toHaveLength(12);
    expect(needsEnglishConfirmation('ua')).toBe(true);
  });
});
