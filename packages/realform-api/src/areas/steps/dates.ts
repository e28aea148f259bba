/** Applicants must be adults to open an account (docs/spec/flow/states.md#step-order: "onboardingDenied when a rule denies (e.g. under 18)"). */
export const ADULT_AGE = 18;

/** The broker is Polish: "today" for age and document expiry is the calendar day in Warsaw. */
export const BUSINESS_TIME_ZONE = 'Europe/Warsaw';

// docs/spec/flow/validation.md#dates: "Composed dates are stored YYYY-MM-DD with zero padding."
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month of a year (month 1–12). */
export function daysInMonth(year: number, month: number): number {
  return month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** A zero-padded `YYYY-MM-DD` that names a day that exists (no 31 April, 29 February only in leap years); else null. */
export function parseIsoDate(value: string): CalendarDate | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function isIsoDate(value: string): boolean {
  return parseIsoDate(value) !== null;
}

/**
 * One formatter per time zone: making an `Intl.DateTimeFormat` costs about a millisecond, formatting with one a few
 * microseconds, and the server asks for the day on every field validation (`form/validate`).
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day of an instant in a time zone, as `YYYY-MM-DD`. @default timeZone 'Europe/Warsaw' */
export function calendarDateOf(instant: Date, timeZone: string = BUSINESS_TIME_ZONE): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA formats as YYYY-MM-DD. An unknown time zone throws here, as before, and is not kept.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(instant);
}

/**
 * Full years between a date of birth and a day (both `YYYY-MM-DD`). Someone born on 29 February has a birthday
 * on 28 February in common years (Polish civil code art. 112: age is counted to the last day of the month).
 */
export function ageOn(dateOfBirth: string, today: string): number {
  const birth = parseIsoDate(dateOfBirth);
  const now = parseIsoDate(today);
  if (!birth || !now) return Number.NaN;
  const birthDay = birth.month === 2 && birth.day === 29 && !isLeapYear(now.year) ? 28 : birth.day;
  const hadBirthday = now.month > birth.month || (now.month === birth.month && now.day >= birthDay);
  return now.year - birth.year - (hadBirthday ? 0 : 1);
}

/** Whether someone born on `dateOfBirth` is at least {@link ADULT_AGE} on `today`. */
export function isAdultOn(dateOfBirth: string, today: string): boolean {
  return ageOn(dateOfBirth, today) >= ADULT_AGE;
}

/** Whether a document expiring on `expiry` can no longer be used to open an account on `today` (it must outlive today). */
export function isExpiredOn(expiry: string, today: string): boolean {
  return expiry <= today;
}
