import { describe, expect, it } from 'vitest';
import { composeDate, EMPTY_DATE_PARTS, splitDate } from './dateParts';

describe('composeDate (docs/spec/flow/entities.md, docs/spec/flow/validation.md#dates: YYYY-MM-DD, zero-padded)', () => {
  it('pads the day and month to two digits', () => {
    expect(composeDate({ day: '7', month: '5', year: '1990' })).toBe('1990-05-07');
  });

  it('keeps two-digit parts as they are', () => {
    expect(composeDate({ day: '27', month: '12', year: '2031' })).toBe('2031-12-27');
  });

  it('pads a short year to four digits, so validation can call it invalid instead of missing', () => {
    expect(composeDate({ day: '1', month: '1', year: '199' })).toBe('0199-01-01');
  });

  it('composes an impossible day too: whether it exists is the validation\'s call', () => {
    expect(composeDate({ day: '31', month: '4', year: '2024' })).toBe('2024-04-31');
  });

  it.each([
    [{ day: '', month: '5', year: '1990' }],
    [{ day: '7', month: '', year: '1990' }],
    [{ day: '7', month: '5', year: '' }],
    [EMPTY_DATE_PARTS],
  ])('is empty while a part is missing: %j', (parts) => {
    expect(composeDate(parts)).toBe('');
  });

  it('is empty for parts that are not digits or too long', () => {
    expect(composeDate({ day: 'x', month: '5', year: '1990' })).toBe('');
    expect(composeDate({ day: '123', month: '5', year: '1990' })).toBe('');
    expect(composeDate({ day: '1', month: '5', year: '19901' })).toBe('');
  });
});

describe('splitDate', () => {
  it('reads the parts of a composed date, without the padding', () => {
    expect(splitDate('1990-05-07')).toEqual({ day: '7', month: '5', year: '1990' });
  });

  it('round-trips with composeDate', () => {
    for (const value of ['1990-05-07', '2031-12-27', '2000-01-31']) {
      expect(composeDate(splitDate(value))).toBe(value);
    }
  });

  it('ignores surrounding spaces', () => {
    expect(splitDate(' 1990-05-07 ')).toEqual({ day: '7', month: '5', year: '1990' });
  });

  it('leaves the month empty when no option of the select could show it', () => {
    expect(splitDate('1990-13-07')).toEqual({ day: '7', month: '', year: '1990' });
  });

  it.each(['', '07.05.1990', '1990-05-07T00:00:00Z', 'soon'])('gives empty parts for %j', (value) => {
    expect(splitDate(value)).toEqual(EMPTY_DATE_PARTS);
  });
});
