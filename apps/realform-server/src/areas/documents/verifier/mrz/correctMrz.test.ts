import { beforeAll, describe, expect, it } from 'vitest';
import { correctMrzLines, normaliseLine, type MrzEvidence } from './correctMrz';
import { loadGlyphTemplates, type GlyphTemplates } from './glyphTemplates';
import { checkHolds, mrzCheckDigit, TD1_LAYOUT, TD3_LAYOUT } from './mrzLayout';

// ICAO 9303 part 4 appendix A (TD3 specimen) and part 5 appendix A (TD1 specimen), with a known issuing state.
const TD3 = ['P<DEUERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898902C36DEU7408122F1204159ZE184226B<<<<<10'];
const TD1 = ['I<DEUD231458907<<<<<<<<<<<<<<<', '7408122F1204159DEU<<<<<<<<<<<6', 'ERIKSSON<<ANNA<MARIA<<<<<<<<<<'];

const replaceAt = (line: string, position: number, char: string) => line.slice(0, position) + char + line.slice(position + 1);

let templates: GlyphTemplates;
beforeAll(async () => {
  templates = await loadGlyphTemplates();
});

/** What the image shows: the printed characters' own OCR-B shapes (chevrons have none), heights unknown. */
const inkOf = (printed: string[]): MrzEvidence => ({
  heights: printed.map((line) => [...line].map(() => 0)),
  shapes: printed.map((line) => [...line].map((char) => templates.get(char) ?? null)),
  templates,
});

describe('mrzCheckDigit (ICAO 9303 part 3 §4.9, weights 7-3-1)', () => {
  it('gives the specimen check digits', () => {
    expect(mrzCheckDigit('L898902C3')).toBe(6);
    expect(mrzCheckDigit('740812')).toBe(2);
    expect(mrzCheckDigit('120415')).toBe(9);
    expect(mrzCheckDigit('D23145890')).toBe(7);
  });

  it('counts < as zero, so an empty optional field checks to 0 or stands as <', () => {
    expect(mrzCheckDigit('<<<<<<<<<<<<<<')).toBe(0);
    const emptyPersonal = TD3_LAYOUT.checks.find((check) => check.name === 'personalNumber')!;
    expect(checkHolds(['', 'L898902C36DEU7408122F1204159<<<<<<<<<<<<<<<<8'], emptyPersonal)).toBe(true);
  });

  it('finds every check of the specimens holding', () => {
    expect(TD3_LAYOUT.checks.every((check) => checkHolds(TD3, check))).toBe(true);
    expect(TD1_LAYOUT.checks.every((check) => checkHolds(TD1, check))).toBe(true);
  });
});

describe('correctMrzLines', () => {
  it('leaves a correct zone as it is', () => {
    expect(correctMrzLines('TD3', TD3)).toEqual({ format: 'TD3', lines: TD3, corrections: 0, checksHolding: 5, checks: 5 });
    expect(correctMrzLines('TD1', TD1)).toMatchObject({ lines: TD1, corrections: 0, checksHolding: 4 });
  });

  it('given letters in the dates and digits in the names, puts each position back into its alphabet', () => {
    const misread = [TD3[0]!.replace('ERIKSSON', 'ER1KSS0N'), TD3[1]!.replace('7408122F1204159', '74O8I22FI2O4I59')];
    expect(correctMrzLines('TD3', misread)).toMatchObject({ lines: TD3, corrections: 7, checksHolding: 5 });
  });

  it('given a 0 read for the O of a state code, makes a known state of it', () => {
    const misread = [replaceAt(TD1[0]!, 2, '0'), TD1[1]!.replace('DEU', 'DE0'), TD1[2]!];
    expect(correctMrzLines('TD1', misread).lines).toEqual([replaceAt(TD1[0]!, 2, 'D'), TD1[1], TD1[2]]);
    const unknownState = [TD1[0]!.replace('I<DEU', 'I<0EU'), TD1[1]!, TD1[2]!];
    expect(correctMrzLines('TD1', unknownState).lines[0]).toBe(TD1[0]);
  });

  it('given look-alikes in a document number, lets its check digit choose', () => {
    // L898902C3 read as L8989O2C3: letters and digits may both stand there, so only the check digit can tell.
    const misread = [TD3[0]!, TD3[1]!.replace('L898902C3', 'L8989O2C3')];
    expect(correctMrzLines('TD3', misread)).toMatchObject({ lines: TD3, corrections: 1, checksHolding: 5 });
  });

  it('given look-alikes and the ink of the characters, takes the swaps the ink supports', () => {
    expect(templates.size).toBe(36);
    const misread = [TD1[0]!.replace('D23145890', 'D2314S89O'), TD1[1]!, TD1[2]!];
    expect(correctMrzLines('TD1', misread, inkOf(TD1))).toMatchObject({ lines: TD1, corrections: 2, checksHolding: 4 });
  });

  it('given a wrong check digit on the document and the ink of its number, does not invent a number to satisfy it', () => {
    const printed = [TD3[0]!, replaceAt(TD3[1]!, 9, '5')];
    const corrected = correctMrzLines('TD3', printed, inkOf(printed));
    expect(corrected.lines).toEqual(printed);
    expect(corrected.checksHolding).toBeLessThan(5);
  });

  it('makes lines of the right length and alphabet whatever arrives', () => {
    expect(normaliseLine('p<deu eriksson', 44)).toBe('P<DEU<ERIKSSON'.padEnd(44, '<'));
    expect(normaliseLine('X'.repeat(50), 44)).toHaveLength(44);
    expect(correctMrzLines('TD1', ['I<DEU'])).toMatchObject({ format: 'TD1', lines: [expect.stringMatching(/^.{30}$/), '<'.repeat(30), '<'.repeat(30)] });
  });
});
