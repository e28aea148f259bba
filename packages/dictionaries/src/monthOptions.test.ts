import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';
import { monthOptions } from './monthOptions';

describe('monthOptions', () => {
  it('gives twelve months valued 01 to 12 in every locale', () => {
    for (const locale of LOCALES) {
      const months = monthOptions(locale);
      expect(months.map((month) => month.value)).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12']);
      expect(new Set(months.map((month) => month.label)).size).toBe(12);
    }
  });

  it('names the months in the nominative, capitalised for a menu', () => {
    expect(monthOptions('pl')[0]).toEqual({ value: '01', label: 'Styczeń' });
    expect(monthOptions('pl')[4]!.label).toBe('Maj');
    expect(monthOptions('ua')[0]!.label).toBe('Січень');
    expect(monthOptions('cz')[0]!.label).toBe('Leden');
    expect(monthOptions('en')[11]!.label).toBe('December');
  });

  it('builds each locale\'s list once', () => {
    expect(monthOptions('ru')).toBe(monthOptions('ru'));
  });
});
