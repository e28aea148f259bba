import { describe, expect, it } from 'vitest';
import { ageOn, calendarDateOf, isAdultOn, isExpiredOn, parseIsoDate } from './dates';

describe('dates', () => {
  it('reads only zero-padded dates that exist', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('2023-02-29')).toBeNull();
    expect(parseIsoDate('2023-04-31')).toBeNull();
    expect(parseIsoDate('2023-4-1')).toBeNull();
    expect(parseIsoDate('2023-13-01')).toBeNull();
  });

  it('given an applicant who turns 18 tomorrow, they are not an adult today', () => {
    expect(isAdultOn('2008-06-15', '2026-06-14')).toBe(false);
    expect(isAdultOn('2008-06-15', '2026-06-15')).toBe(true);
  });

  it('given a 29 February birthday, the birthday is 28 February in a common year', () => {
    expect(ageOn('2008-02-29', '2026-02-27')).toBe(17);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(18);
    expect(ageOn('2008-02-29', '2028-02-28')).toBe(19);
  });

  it('counts a document expiring today as expired: it must outlive the application', () => {
    expect(isExpiredOn('2026-06-15', '2026-06-15')).toBe(true);
    expect(isExpiredOn('2026-06-16', '2026-06-15')).toBe(false);
  });

  it('takes today in Warsaw, not in UTC', () => {
    expect(calendarDateOf(new Date('2026-06-14T22:30:00Z'))).toBe('2026-06-15');
    expect(calendarDateOf(new Date('2026-06-14T22:30:00Z'), 'UTC')).toBe('2026-06-14');
  });

  it('answers each time zone by its own day, call after call, and still refuses an unknown zone', () => {
    const instant = new Date('2026-12-31T23:30:00Z');
    for (let round = 0; round < 3; round++) {
      expect(calendarDateOf(instant)).toBe('2027-01-01');
      expect(calendarDateOf(instant, 'UTC')).toBe('2026-12-31');
      expect(calendarDateOf(instant, 'America/New_York')).toBe('2026-12-31');
      expect(calendarDateOf(new Date('2026-12-31T10:00:00Z'), 'Pacific/Kiritimati')).toBe('2027-01-01');
    }
    expect(() => calendarDateOf(instant, 'Mars/Olympus_Mons')).toThrow(RangeError);
    expect(() => calendarDateOf(instant, 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});
