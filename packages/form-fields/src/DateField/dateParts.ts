/** The three parts of a date field as the user typed them: digits only, `''` while empty. */
export interface DateParts {
  /** The day of the month, 1–2 digits (docs/spec/flow/validation.md#dates: day max 2). */
  day: string;
  /** The month number `'1'`–`'12'`, from the month select. */
  month: string;
  /** The year, 1–4 digits (docs/spec/flow/validation.md#dates: year max 4). */
  year: string;
}

/** A date field with nothing entered. */
export const EMPTY_DATE_PARTS: DateParts = Object.freeze({ day: '', month: '', year: '' });

const DIGITS = /^\d+$/;
const COMPOSED = /^(\d{1,4})-(\d{1,2})-(\d{1,2})$/;

/**
 * The parts as `YYYY-MM-DD`, each zero-padded (docs/spec/flow/entities.md: "stored YYYY-MM-DD zero-padded"), or `''` while any part
 * is missing. The composition is structural only: an impossible day (31 April, a 3-digit year) still composes,
 * so validation (the contract's date schema) can call it invalid instead of the field looking empty.
 */
export function composeDate({ day, month, year }: DateParts): string {
  if (!DIGITS.test(day) || !DIGITS.test(month) || !DIGITS.test(year)) return '';
  if (day.length > 2 || month.length > 2 || year.length > 4) return '';
  return `${year.padStart(4, '0')}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/**
 * The parts of a `YYYY-MM-DD` value (a date pre-filled from a scanned document, a saved draft), or empty parts for
 * anything else. The day and month lose their padding (`07` is shown as `7`, the month select's values are
 * `'1'`–`'12'`); a month outside 1–12 is left empty, because the select has no such option.
 */
export function splitDate(value: string): DateParts {
  const match = COMPOSED.exec(value.trim());
  if (!match) return EMPTY_DATE_PARTS;
  const [, year = '', month = '', day = ''] = match;
  const monthNumber = Number(month);
  return {
    day: String(Number(day)),
    month: monthNumber >= 1 && monthNumber <= 12 ? String(monthNumber) : '',
    year,
  };
}
