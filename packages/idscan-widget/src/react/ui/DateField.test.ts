import { describe, expect, it } from 'vitest';
import { composeDate, datePartsOf } from './DateField';

describe('composeDate', () => {
  it('gives YYYY-MM-DD for a real date, padding day and month', () => {
    expect(composeDate({ day: '7', month: '3', year: '1990' })).toBe('1990-03-07');
    expect(composeDate({ day: '29', month: '02', year: '2024' })).toBe('2024-02-29');
  });

  it("gives '' when nothing is entered", () => {
    expect(composeDate({ day: '', month: '', year: '' })).toBe('');
  });

  it('gives null for an incomplete or impossible date', () => {
    expect(composeDate({ day: '7', month: '', year: '1990' })).toBeNull();
    expect(composeDate({ day: '31', month: '2', year: '1990' })).toBeNull();
    expect(composeDate({ day: '29', month: '2', year: '2023' })).toBeNull();
    expect(composeDate({ day: '1', month: '13', year: '1990' })).toBeNull();
    expect(composeDate({ day: '1', month: '1', year: '90' })).toBeNull();
  });
});

describe('datePartsOf', () => {
  it('splits YYYY-MM-DD, and anything else into empty parts', () => {
    expect(datePartsOf('1990-03-07')).toEqual({ day: '7', month: '3', year: '1990' });
    expect(datePartsOf('07/03/1990')).toEqual({ day: '', month: '', year: '' });
  });
});
