import * as v from 'valibot';
import { daysInMonth } from './dates';

const PESEL_WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3] as const;

// The month field carries the century: +80 for the 1800s, +0 for the 1900s, +20, +40, +60 for 2000–2299.
const CENTURY_BY_MONTH_OFFSET: Readonly<Record<number, number>> = { 80: 1800, 0: 1900, 20: 2000, 40: 2100, 60: 2200 };

/**
 * The date of birth a PESEL encodes (`YYYY-MM-DD`), or null when it is not 11 digits with a real date and a
 * correct check digit.
 */
export function peselBirthDate(pesel: string): string | null {
  if (!/^\d{11}$/.test(pesel)) return null;
  const digits = [...pesel].map(Number);
  const sum = PESEL_WEIGHTS.reduce((total, weight, index) => total + weight * digits[index]!, 0);
  if ((10 - (sum % 10)) % 10 !== digits[10]) return null;

  const encodedMonth = Number(pesel.slice(2, 4));
  const offset = encodedMonth - (((encodedMonth - 1) % 20) + 1);
  const century = CENTURY_BY_MONTH_OFFSET[offset];
  const month = encodedMonth - offset;
  if (century === undefined || month < 1 || month > 12) return null;
  const year = century + Number(pesel.slice(0, 2));
  const day = Number(pesel.slice(4, 6));
  if (day < 1 || day > daysInMonth(year, month)) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A PESEL with a real date of birth and a correct check digit. */
export function isValidPesel(pesel: string): boolean {
  return peselBirthDate(pesel) !== null;
}

/** PESEL (docs/spec/flow/entities.md#personal-data `pesel`, `polandTaxResidentPesel`): 11 digits, a real date, the check digit. */
export const peselSchema = v.pipe(
  v.string('pesel.required'),
  v.trim(),
  v.nonEmpty('pesel.required'),
  v.regex(/^\d{11}$/, 'pesel.format'),
  v.check(isValidPesel, 'pesel.invalid'),
);
