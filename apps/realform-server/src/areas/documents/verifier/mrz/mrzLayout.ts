/** The MRZ formats the image reader looks for (ICAO 9303 parts 4 and 5). */
export type MrzImageFormat = 'TD1' | 'TD3';

/**
 * What a position may hold: `letter` A–Z or `<`; `digit` 0–9; `digitOrFiller` 0–9 or `<` (an optional field's check
 * digit); `alnum` A–Z, 0–9 or `<`; `sex` M, F or `<`; `documentCode` the first character of the document code.
 */
export type MrzAlphabet = 'letter' | 'digit' | 'digitOrFiller' | 'alnum' | 'sex' | 'documentCode';

export interface MrzField {
  name: string;
  line: number;
  start: number;
  /** Exclusive. */
  end: number;
  alphabet: MrzAlphabet;
}

/** A check digit: the position it sits at and the slices (line, start, end) it covers, in order. */
export interface MrzCheck {
  name: string;
  line: number;
  position: number;
  covers: [line: number, start: number, end: number][];
  /** A check over an empty optional field may be `<` (ICAO 9303 part 4 §4.2.2.2). */
  optional?: boolean;
}

export interface MrzLayout {
  format: MrzImageFormat;
  lineLength: number;
  lineCount: number;
  fields: MrzField[];
  checks: MrzCheck[];
}

const field = (name: string, line: number, start: number, end: number, alphabet: MrzAlphabet): MrzField => ({ name, line, start, end, alphabet });

/** ICAO 9303 part 4 §4.2.2 (TD3 passport data page, 2 × 44). */
export const TD3_LAYOUT: MrzLayout = {
  format: 'TD3',
  lineLength: 44,
  lineCount: 2,
  fields: [
    field('documentCode', 0, 0, 1, 'documentCode'),
    field('documentCodeSecond', 0, 1, 2, 'letter'),
    field('issuingState', 0, 2, 5, 'letter'),
    field('names', 0, 5, 44, 'letter'),
    field('documentNumber', 1, 0, 9, 'alnum'),
    field('documentNumberCheck', 1, 9, 10, 'digit'),
    field('nationality', 1, 10, 13, 'letter'),
    field('birthDate', 1, 13, 19, 'digit'),
    field('birthDateCheck', 1, 19, 20, 'digit'),
    field('sex', 1, 20, 21, 'sex'),
    field('expiryDate', 1, 21, 27, 'digit'),
    field('expiryDateCheck', 1, 27, 28, 'digit'),
    field('personalNumber', 1, 28, 42, 'alnum'),
    field('personalNumberCheck', 1, 42, 43, 'digitOrFiller'),
    field('compositeCheck', 1, 43, 44, 'digit'),
  ],
  checks: [
    { name: 'documentNumber', line: 1, position: 9, covers: [[1, 0, 9]] },
    { name: 'birthDate', line: 1, position: 19, covers: [[1, 13, 19]] },
    { name: 'expiryDate', line: 1, position: 27, covers: [[1, 21, 27]] },
    { name: 'personalNumber', line: 1, position: 42, covers: [[1, 28, 42]], optional: true },
    { name: 'composite', line: 1, position: 43, covers: [[1, 0, 10], [1, 13, 20], [1, 21, 43]] },
  ],
};

/** ICAO 9303 part 5 §4.2.2 (TD1 identity card, 3 × 30). */
export const TD1_LAYOUT: MrzLayout = {
  format: 'TD1',
  lineLength: 30,
  lineCount: 3,
  fields: [
    field('documentCode', 0, 0, 1, 'documentCode'),
    field('documentCodeSecond', 0, 1, 2, 'letter'),
    field('issuingState', 0, 2, 5, 'letter'),
    field('documentNumber', 0, 5, 14, 'alnum'),
    field('documentNumberCheck', 0, 14, 15, 'digitOrFiller'),
    field('optional1', 0, 15, 30, 'alnum'),
    field('birthDate', 1, 0, 6, 'digit'),
    field('birthDateCheck', 1, 6, 7, 'digit'),
    field('sex', 1, 7, 8, 'sex'),
    field('expiryDate', 1, 8, 14, 'digit'),
    field('expiryDateCheck', 1, 14, 15, 'digit'),
    field('nationality', 1, 15, 18, 'letter'),
    field('optional2', 1, 18, 29, 'alnum'),
    field('compositeCheck', 1, 29, 30, 'digit'),
    field('names', 2, 0, 30, 'letter'),
  ],
  checks: [
    { name: 'documentNumber', line: 0, position: 14, covers: [[0, 5, 14]] },
    { name: 'birthDate', line: 1, position: 6, covers: [[1, 0, 6]] },
    { name: 'expiryDate', line: 1, position: 14, covers: [[1, 8, 14]] },
    { name: 'composite', line: 1, position: 29, covers: [[0, 5, 30], [1, 0, 7], [1, 8, 15], [1, 18, 29]] },
  ],
};

export const MRZ_LAYOUTS: Record<MrzImageFormat, MrzLayout> = { TD1: TD1_LAYOUT, TD3: TD3_LAYOUT };

/** ICAO 9303 part 3 §4.9: weights 7, 3, 1; digits count as themselves, A–Z as 10–35, `<` (and anything else) as 0. */
export function mrzCheckDigit(text: string): number {
  const weights = [7, 3, 1];
  let sum = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const value = code >= 48 && code <= 57 ? code - 48 : code >= 65 && code <= 90 ? code - 55 : 0;
    sum += value * weights[i % 3]!;
  }
  return sum % 10;
}

/** The text a check covers. */
export function checkedText(lines: readonly string[], check: MrzCheck): string {
  return check.covers.map(([line, start, end]) => (lines[line] ?? '').slice(start, end)).join('');
}

/** Whether a check digit agrees with its text (an optional check over an empty field may also be `<`). */
export function checkHolds(lines: readonly string[], check: MrzCheck): boolean {
  const digit = (lines[check.line] ?? '')[check.position];
  const text = checkedText(lines, check);
  if (check.optional && digit === '<' && /^<*$/.test(text)) return true;
  return digit === String(mrzCheckDigit(text));
}
