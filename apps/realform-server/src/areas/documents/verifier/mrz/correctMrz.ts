import { checkHolds, MRZ_LAYOUTS, type MrzAlphabet, type MrzImageFormat, type MrzLayout } from './mrzLayout';

/**
 * Position-aware correction of OCR'd MRZ lines. Every position has a known alphabet (ICAO 9303 parts 4–5), so a
 * letter where only digits may stand is the digit it looks like, and the other way round; where both may stand
 * (document numbers, optional data) the check digits choose among the look-alikes.
 */

/** Letters OCR gives for digits (OCR-B shapes): O/Q/D for 0, I/L for 1, Z for 2, S for 5, G for 6, B for 8… */
export const DIGIT_FOR: Readonly<Record<string, string>> = { O: '0', Q: '0', D: '0', U: '0', I: '1', L: '1', T: '1', J: '1', Z: '2', E: '3', A: '4', S: '5', G: '6', B: '8' };
/** …and digits OCR gives for letters. */
export const LETTER_FOR: Readonly<Record<string, string>> = { '0': 'O', '1': 'I', '2': 'Z', '3': 'B', '4': 'A', '5': 'S', '6': 'G', '7': 'T', '8': 'B', '9': 'G' };
/** Where letters and digits may both stand, the pairs worth trying against a check digit. */
const LOOK_ALIKES: Readonly<Record<string, readonly string[]>> = {
  O: ['0'], '0': ['O', 'D', 'Q'], D: ['0'], Q: ['0'], I: ['1'], '1': ['I', 'L'], L: ['1'], B: ['8'], '8': ['B'], S: ['5'], '5': ['S'],
  Z: ['2'], '2': ['Z'], G: ['6'], '6': ['G'], A: ['4'], '4': ['A'], T: ['1', '7'], '7': ['T'],
};
/** Positions tried at once when a check digit disagrees (2^n combinations). */
const MAX_AMBIGUOUS = 10;

export interface CorrectedMrz {
  format: MrzImageFormat;
  lines: string[];
  /** Characters changed from what the OCR gave. */
  corrections: number;
  /** Check digits that agree after correction, of `checks`. */
  checksHolding: number;
  checks: number;
}

function forceAlphabet(char: string, alphabet: MrzAlphabet, format: MrzImageFormat): string {
  switch (alphabet) {
    case 'digit':
      return DIGIT_FOR[char] ?? char;
    case 'digitOrFiller':
      return char === '<' ? char : (DIGIT_FOR[char] ?? char);
    case 'letter':
      return LETTER_FOR[char] ?? char;
    case 'sex':
      return char === 'M' || char === 'F' || char === '<' ? char : char === 'H' || char === 'N' ? 'M' : char === 'P' || char === 'E' ? 'F' : '<';
    case 'documentCode':
      // ICAO 9303 part 4 §4.2.2 / part 5 §4.2.2: P for passports; A, C or I for identity cards.
      if (format === 'TD3') return 'P';
      return char === '1' || char === 'L' || char === 'T' ? 'I' : (LETTER_FOR[char] ?? char);
    default:
      return char;
  }
}

/** Uppercase, only A–Z, 0–9 and `<`, exactly `length` long (trailing fillers added or extra characters cut). */
export function normaliseLine(line: string, length: number): string {
  const cleaned = line.toUpperCase().replace(/[^A-Z0-9<]/g, '<');
  return cleaned.length >= length ? cleaned.slice(0, length) : cleaned.padEnd(length, '<');
}

function alphabetAt(layout: MrzLayout, line: number, position: number): MrzAlphabet | null {
  return layout.fields.find((field) => field.line === line && position >= field.start && position < field.end)?.alphabet ?? null;
}

/** Tries look-alikes at the ambiguous positions a failing check covers; keeps the fewest changes that make it hold. */
function settleCheck(layout: MrzLayout, lines: string[], checkIndex: number, frozen: Set<string>): string[] {
  const check = layout.checks[checkIndex]!;
  if (checkHolds(lines, check)) return lines;
  const positions: [line: number, position: number, options: readonly string[]][] = [];
  for (const [line, start, end] of check.covers) {
    for (let position = start; position < end; position++) {
      if (frozen.has(`${line}:${position}`) || alphabetAt(layout, line, position) !== 'alnum') continue;
      const options = LOOK_ALIKES[lines[line]![position]!];
      if (options) positions.push([line, position, options]);
    }
  }
  if (positions.length === 0 || positions.length > MAX_AMBIGUOUS) return lines;
  let best: string[] | null = null;
  let bestChanges = Infinity;
  const attempt = (index: number, current: string[], changes: number) => {
    if (changes >= bestChanges) return;
    if (index === positions.length) {
      if (checkHolds(current, check)) [best, bestChanges] = [current, changes];
      return;
    }
    attempt(index + 1, current, changes);
    const [line, position, options] = positions[index]!;
    for (const option of options) {
      const next = [...current];
      next[line] = next[line]!.slice(0, position) + option + next[line]!.slice(position + 1);
      attempt(index + 1, next, changes + 1);
    }
  };
  attempt(0, lines, 0);
  return best ?? lines;
}

/**
 * Corrects OCR'd lines as an MRZ of `format`: each position forced into its alphabet, then look-alikes in mixed
 * fields chosen by the check digits (a field's own check first, then the composite for what no other check covers).
 */
export function correctMrzLines(format: MrzImageFormat, rawLines: readonly string[]): CorrectedMrz {
  const layout = MRZ_LAYOUTS[format];
  const raw = Array.from({ length: layout.lineCount }, (_, index) => normaliseLine(rawLines[index] ?? '', layout.lineLength));
  let lines = raw.map((line, lineIndex) =>
    [...line].map((char, position) => {
      const alphabet = alphabetAt(layout, lineIndex, position);
      return alphabet ? forceAlphabet(char, alphabet, format) : char;
    }).join(''),
  );
  const frozen = new Set<string>();
  const compositeIndex = layout.checks.findIndex((check) => check.name === 'composite');
  layout.checks.forEach((check, index) => {
    if (index === compositeIndex) return;
    lines = settleCheck(layout, lines, index, frozen);
    if (checkHolds(lines, check)) for (const [line, start, end] of check.covers) for (let position = start; position < end; position++) frozen.add(`${line}:${position}`);
  });
  if (compositeIndex >= 0) lines = settleCheck(layout, lines, compositeIndex, frozen);
  let corrections = 0;
  lines.forEach((line, index) => {
    for (let position = 0; position < line.length; position++) if (line[position] !== raw[index]![position]) corrections++;
  });
  const checksHolding = layout.checks.filter((check) => checkHolds(lines, check)).length;
  return { format, lines, corrections, checksHolding, checks: layout.checks.length };
}
