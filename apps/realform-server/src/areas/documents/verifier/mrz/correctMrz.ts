import { states } from 'mrz';
import { shapeDistance, type GlyphShape, type GlyphTemplates } from './glyphTemplates';
import { checkHolds, MRZ_LAYOUTS, type MrzAlphabet, type MrzCheck, type MrzImageFormat, type MrzLayout } from './mrzLayout';

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
  O: ['0', 'Q', 'D'], '0': ['O', 'D', 'Q'], D: ['0', 'O'], Q: ['0', 'O'], I: ['1'], '1': ['I', 'L'], L: ['1'], B: ['8'], '8': ['B'], S: ['5'], '5': ['S'],
  Z: ['2'], '2': ['Z'], G: ['6'], '6': ['G'], A: ['4'], '4': ['A'], T: ['1', '7'], '7': ['T'],
};
/** Positions tried at once when a check digit disagrees (at most three swapped among them). */
const MAX_AMBIGUOUS = 16;
/** Most swaps tried to make one check hold… */
const MAX_SWAPS = 3;
/** …and most cost of them (weighted by likeness, see checkOptions). */
const MAX_SWAP_COST = 3;
/** Ways kept per check for the composite check to choose from. */
const MAX_OPTIONS = 24;
/** How much likelier (in shape distance) a look-alike must look than the OCR's character to replace it outright. */
const LIKENESS_MARGIN = 0.04;
/** A glyph this close to the ink (shape distance) with the OCR's character this much further replaces it outright. */
const CLEAR_MATCH = 0.15;
const CLEAR_MARGIN = 0.1;
/** A look-alike this much less like the ink than the OCR's character is not tried at all… */
const UNLIKE = 0.12;
/** …nor another digit in a date or check digit (where no look-alike table narrows the choice) beyond this. */
const UNLIKE_DIGIT = 0.06;

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

type Change = [line: number, position: number, char: string];

function applyChanges(lines: readonly string[], changes: readonly Change[]): string[] {
  const next = [...lines];
  for (const [line, position, char] of changes) next[line] = next[line]!.slice(0, position) + char + next[line]!.slice(position + 1);
  return next;
}

/**
 * The ways a failing check can be made to hold by swapping look-alikes in its mixed fields: every set of swaps with
 * at most one more change than the fewest, fewest first. One digit of check rules out only nine guesses in ten, so
 * the composite check chooses among these afterwards.
 */
function checkOptions(layout: MrzLayout, lines: readonly string[], check: MrzCheck, like: Likeness): Change[][] {
  if (checkHolds(lines, check)) return [[]];
  const positions: [line: number, position: number, options: readonly [char: string, cost: number][]][] = [];
  const consider = (line: number, position: number) => {
    const alphabet = alphabetAt(layout, line, position);
    const char = lines[line]![position]!;
    const current = like(line, position, char);
    // Mixed fields: the look-alikes. Digit fields: any digit the ink allows, only where there is ink to judge by.
    const options = alphabet === 'alnum' ? LOOK_ALIKES[char] : alphabet === 'digit' && current !== null && isDigit(char) ? [...'0123456789'].filter((digit) => digit !== char) : undefined;
    if (!options) return;
    const limit = alphabet === 'alnum' ? UNLIKE : UNLIKE_DIGIT;
    const costed = options
      .map((option): [string, number] => {
        // A swap costs one, more when the image looks less like the swapped-in character, less when more.
        const distance = like(line, position, option);
        return [option, current === null || distance === null ? 1 : distance - current > limit ? Infinity : Math.max(0.25, 1 + 6 * (distance - current))];
      })
      .filter(([, cost]) => cost < Infinity);
    if (costed.length > 0) positions.push([line, position, costed]);
  };
  // The check digit itself is never changed: fitting it to a misread field would pass the misreading as valid.
  for (const [line, start, end] of check.covers) for (let position = start; position < end; position++) consider(line, position);
  if (positions.length === 0 || positions.length > MAX_AMBIGUOUS) return [[]];
  const found: { changes: Change[]; cost: number }[] = [];
  const attempt = (index: number, changes: Change[], cost: number) => {
    if (cost > MAX_SWAP_COST || changes.length > MAX_SWAPS) return;
    if (index === positions.length) {
      if (changes.length > 0 && checkHolds(applyChanges(lines, changes), check)) found.push({ changes, cost });
      return;
    }
    attempt(index + 1, changes, cost);
    const [line, position, options] = positions[index]!;
    for (const [option, swapCost] of options) attempt(index + 1, [...changes, [line, position, option]], cost + swapCost);
  };
  attempt(0, [], 0);
  if (found.length === 0) return [[]];
  found.sort((a, b) => a.cost - b.cost);
  const cheapest = found[0]!.cost;
  return found
    .filter((option) => option.cost <= cheapest + 1)
    .slice(0, MAX_OPTIONS)
    .map((option) => option.changes);
}

/** Known issuing states and nationalities (the `mrz` package's list, `D` written `D<<`, and ICAO's specimen UTO). */
const STATE_CODES = new Set([...Object.keys(states).map((code) => code.padEnd(3, '<')), 'UTO']);
/** Letters OCR confuses with each other in OCR-B. */
const LETTER_LOOK_ALIKES: Readonly<Record<string, string>> = { O: 'DQU', D: 'O', Q: 'O', U: 'OV', C: 'G', G: 'C', I: 'LT', L: 'I', T: 'I', M: 'NH', N: 'MH', H: 'NM', E: 'FB', F: 'E', P: 'R', R: 'P', V: 'YU', Y: 'V', B: 'E', W: 'M' };

/**
 * A three-letter state code that is not a known one, made into the known one that costs least to reach in at most
 * two swaps: each swap weighed by the ink like the check-digit swaps, or allowed between look-alikes where there
 * is no ink to judge by. Kept as read when none is in reach.
 */
function settleStateCode(code: string, line: number, start: number, like: Likeness): string {
  if (STATE_CODES.has(code)) return code;
  let best = code;
  let bestCost = Infinity;
  for (const known of STATE_CODES) {
    let cost = 0;
    let swaps = 0;
    for (let i = 0; i < 3 && cost < Infinity; i++) {
      if (known[i] === code[i]) continue;
      swaps++;
      const current = like(line, start + i, code[i]!);
      const distance = like(line, start + i, known[i]!);
      if (current !== null && distance !== null) cost += distance - current > UNLIKE ? Infinity : Math.max(0.25, 1 + 6 * (distance - current));
      else cost += (LETTER_LOOK_ALIKES[code[i]!] ?? '').includes(known[i]!) ? 1 : Infinity;
    }
    if (swaps <= 2 && cost < bestCost) [best, bestCost] = [known, cost];
  }
  return best;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const isDigit = (char: string) => char >= '0' && char <= '9';
const isLetter = (char: string) => char >= 'A' && char <= 'Z';

/** What the image says of each slot besides the OCR's character (see slotMrzLines). */
export interface MrzEvidence {
  heights: readonly (readonly number[])[];
  shapes: readonly (readonly (GlyphShape | null)[])[];
  templates: GlyphTemplates;
}

/** How unlike a slot's ink is to a character (lower is likelier), or null when nothing can be said. */
type Likeness = (line: number, position: number, char: string) => number | null;

/**
 * Likeness from OCR-B shapes, and from height where the line's font tells digits from letters (in common OCR-B
 * digits stand about 8% taller than capitals): the line's own letters (names, state codes) and digits (dates,
 * check digits) give the two heights.
 */
function likeness(layout: MrzLayout, lines: readonly string[], evidence: MrzEvidence): Likeness {
  const letters: number[] = [];
  const digits: number[] = [];
  for (const field of layout.fields) {
    for (let position = field.start; position < field.end; position++) {
      const char = lines[field.line]![position]!;
      const height = evidence.heights[field.line]?.[position] ?? 0;
      if (height <= 0) continue;
      if (field.alphabet === 'letter' && isLetter(char)) letters.push(height);
      if (field.alphabet === 'digit' && isDigit(char)) digits.push(height);
    }
  }
  const letterHeight = median(letters);
  const digitHeight = median(digits);
  const heightsTell = letters.length >= 3 && digits.length >= 3 && digitHeight >= letterHeight * 1.04;
  return (line, position, char) => {
    const shape = evidence.shapes[line]?.[position];
    const template = evidence.templates.get(char);
    if (!shape || !template) return null;
    let distance = shapeDistance(shape, template);
    const height = evidence.heights[line]?.[position] ?? 0;
    if (heightsTell && height > 0) distance += 0.1 * Math.min(2, Math.abs(height - (isDigit(char) ? digitHeight : letterHeight)) / (digitHeight - letterHeight));
    return distance;
  };
}

const ALPHABET_CHARACTERS: Partial<Record<MrzAlphabet, string>> = {
  letter: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  digit: '0123456789',
  alnum: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
};

/**
 * Where the image clearly prefers another character: a look-alike in a mixed field when it looks likelier by a
 * margin, and any character of the position's alphabet when the ink matches its OCR-B glyph closely and the OCR's
 * character poorly (tesseract reads a blurred M as N, or Z as I, long before the shapes stop telling).
 */
function settleByLikeness(layout: MrzLayout, lines: string[], like: Likeness): string[] {
  const next = [...lines];
  for (const field of layout.fields) {
    const characters = ALPHABET_CHARACTERS[field.alphabet];
    if (!characters) continue;
    for (let position = field.start; position < field.end; position++) {
      const char = next[field.line]![position]!;
      const current = like(field.line, position, char);
      if (current === null || !characters.includes(char)) continue;
      let best = char;
      let bestDistance = current;
      for (const option of characters) {
        const distance = like(field.line, position, option);
        if (distance === null || distance >= bestDistance) continue;
        const lookAlike = field.alphabet === 'alnum' && (LOOK_ALIKES[char] ?? []).includes(option);
        const clear = distance <= CLEAR_MATCH && current - distance >= CLEAR_MARGIN;
        if ((lookAlike && current - distance >= LIKENESS_MARGIN) || clear) [best, bestDistance] = [option, distance];
      }
      next[field.line] = next[field.line]!.slice(0, position) + best + next[field.line]!.slice(position + 1);
    }
  }
  return next;
}

/**
 * Corrects OCR'd lines as an MRZ of `format`: each position forced into its alphabet, then look-alikes in mixed
 * fields chosen by the check digits (a field's own check first, then the composite for what no other check covers).
 */
export function correctMrzLines(format: MrzImageFormat, rawLines: readonly string[], evidence?: MrzEvidence): CorrectedMrz {
  const layout = MRZ_LAYOUTS[format];
  const raw = Array.from({ length: layout.lineCount }, (_, index) => normaliseLine(rawLines[index] ?? '', layout.lineLength));
  let lines = raw.map((line, lineIndex) =>
    [...line].map((char, position) => {
      const alphabet = alphabetAt(layout, lineIndex, position);
      return alphabet ? forceAlphabet(char, alphabet, format) : char;
    }).join(''),
  );
  const like: Likeness = evidence ? likeness(layout, lines, evidence) : () => null;
  if (evidence) lines = settleByLikeness(layout, lines, like);
  for (const name of ['issuingState', 'nationality']) {
    const codeField = layout.fields.find((candidate) => candidate.name === name)!;
    const line = lines[codeField.line]!;
    lines[codeField.line] = line.slice(0, codeField.start) + settleStateCode(line.slice(codeField.start, codeField.end), codeField.line, codeField.start, like) + line.slice(codeField.end);
  }
  const composite = layout.checks.find((check) => check.name === 'composite');
  const optionsPerCheck = layout.checks.filter((check) => check !== composite).map((check) => checkOptions(layout, lines, check, like));
  // Every combination of the fields' options, judged by the composite check, then by the fewest changes.
  let best: Change[] = optionsPerCheck.flatMap((options) => options[0]!);
  let bestCost = Infinity;
  const combine = (index: number, changes: Change[]) => {
    if (index === optionsPerCheck.length) {
      // The composite breaks ties; it does not buy extra swaps (with enough of them any two checks can be met by chance).
      const cost = changes.length + (composite && !checkHolds(applyChanges(lines, changes), composite) ? 0.5 : 0);
      if (cost < bestCost) [best, bestCost] = [changes, cost];
      return;
    }
    for (const option of optionsPerCheck[index]!) combine(index + 1, [...changes, ...option]);
  };
  combine(0, []);
  lines = applyChanges(lines, best);
  if (composite) {
    // The composite alone may still settle what no field check covers (optional data), if that is unambiguous.
    const covered = (line: number, position: number) =>
      layout.checks.some((check) => check !== composite && check.covers.some(([coveredLine, start, end]) => coveredLine === line && position >= start && position < end));
    const settled = checkOptions(layout, lines, composite, like).filter((changes) => changes.every(([line, position]) => !covered(line, position)));
    if (settled.length === 1) lines = applyChanges(lines, settled[0]!);
  }
  let corrections = 0;
  lines.forEach((line, index) => {
    for (let position = 0; position < line.length; position++) if (line[position] !== raw[index]![position]) corrections++;
  });
  const checksHolding = layout.checks.filter((check) => checkHolds(lines, check)).length;
  return { format, lines, corrections, checksHolding, checks: layout.checks.length };
}
