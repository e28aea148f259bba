import { readFile } from 'node:fs/promises';
import { readMrz, type MrzReading } from '../readMrz';
import { correctMrzLines, type CorrectedMrz } from './correctMrz';
import { cropMrz, CROP_BORDER, type MrzCrop, type Threshold } from './cropMrz';
import { loadGlyphTemplates, type GlyphTemplates } from './glyphTemplates';
import { searchMrz } from './locateMrz';
import type { MrzImageFormat } from './mrzLayout';
import { slotLine, type OcrSymbol } from './slotMrzLines';
import { createTesseractJsEngine, type OcrEngine } from './tesseractJsEngine';

/** What the reader made of a photo. */
export interface MrzImageReading {
  /** An MRZ was read: lines of a known format whose check digits mostly agree (at least two of them). */
  found: boolean;
  format: MrzImageFormat | null;
  /** The MRZ lines after correction, null when none was found. */
  lines: string[] | null;
  /** The corrected lines parsed by `readMrz` (check digits, dates, fields), null when none was found. */
  reading: MrzReading | null;
  /** Characters the position and check-digit correction changed. */
  corrections: number;
  /** Time spent in OCR (the worker thread), milliseconds, all attempts together. */
  ocrMs: number;
  /** OCR attempts made (a crop and a threshold each). */
  attempts: number;
}

export interface MrzReader {
  /** Reads the MRZ on a photo (JPEG, PNG, WebP… or a file path). Rejects only when the image cannot be decoded. */
  read(input: Buffer | string): Promise<MrzImageReading>;
  /** Stops the OCR worker; the reader cannot read afterwards. */
  close(): Promise<void>;
}

export interface MrzReaderOptions {
  /** The OCR engine. @default tesseract.js (one worker thread, English "best" model from @tesseract.js-data/eng) */
  engine?: OcrEngine;
  /** The day expiry and birth dates are read against. @default () => new Date() */
  now?: () => Date;
  /** Candidate zones tried, best first. @default 3 */
  maxCandidates?: number;
  /** Reads waiting for the OCR beyond which `read` rejects with `MrzReaderBusyError`. @default 16 */
  maxQueued?: number;
}

/** Thrown when more reads wait than `maxQueued` (the caller should answer "try again later", not queue without end). */
export class MrzReaderBusyError extends Error {
  override name = 'MrzReaderBusyError';
  constructor(queued: number) {
    super(`The MRZ reader already has ${queued} photos waiting for OCR; try again when fewer are queued (maxQueued).`);
  }
}

/** Binarisations tried on a crop, in order (see binarise): the second keeps fainter print, for glare and dim light. */
const THRESHOLDS: readonly Threshold[] = [
  { belowMean: 0.14, fraction: 0.5 },
  { belowMean: 0.07, fraction: 0.62 },
];

/** Chevrons a crop must show before it is read. */
const MIN_CHEVRONS = 2;

interface Attempt {
  corrected: CorrectedMrz;
  unknown: number;
  score: number;
}

/** Every way the crop's wide bands can be read: three in a row as TD1, two in a row as TD3. */
function interpret(crop: MrzCrop, symbols: OcrSymbol[], templates: GlyphTemplates): Attempt | null {
  let best: Attempt | null = null;
  const { bands } = crop;
  const tryFormat = (format: MrzImageFormat, count: number, length: number) => {
    for (let first = 0; first + count <= bands.length; first++) {
      const slotted = bands.slice(first, first + count).map((band) => slotLine(crop.raster, band, symbols, length, crop.chevrons));
      const corrected = correctMrzLines(format, slotted.map((line) => line.text), templates.size > 0 ? { heights: slotted.map((line) => line.heights), shapes: slotted.map((line) => line.shapes), templates } : undefined);
      const unknown = slotted.reduce((sum, line) => sum + line.unknown, 0);
      const score = corrected.checksHolding / corrected.checks - unknown / (count * length);
      if (!best || score > best.score) best = { corrected, unknown, score };
    }
  };
  tryFormat('TD1', 3, 30);
  tryFormat('TD3', 2, 44);
  return best;
}

const allHold = (attempt: Attempt | null) => attempt !== null && attempt.corrected.checksHolding === attempt.corrected.checks && attempt.unknown === 0;

/**
 * The MRZ reader of issue 15: finds the machine-readable zone on a photo of a passport data page (TD3) or the back
 * of an identity card (TD1), reads it with OCR and corrects it by position and check digits, then parses it with
 * `readMrz`. One OCR worker per reader, started on the first read; reads queue for it one at a time.
 */
export function createMrzReader(options: MrzReaderOptions = {}): MrzReader {
  const engine = options.engine ?? createTesseractJsEngine();
  const now = options.now ?? (() => new Date());
  const maxCandidates = options.maxCandidates ?? 3;
  const maxQueued = options.maxQueued ?? 16;
  let waiting = 0;

  const read = async (input: Buffer | string): Promise<MrzImageReading> => {
    const photo = typeof input === 'string' ? await readFile(input) : input;
    const search = await searchMrz(photo);
    const templates = await loadGlyphTemplates();
    let best: Attempt | null = null;
    let ocrMs = 0;
    let attempts = 0;
    for (const candidate of search.candidates.slice(0, maxCandidates)) {
      for (const threshold of THRESHOLDS) {
        const crop = await cropMrz(search, candidate, threshold);
        // Every MRZ has fillers: at least the << between surname and given names (ICAO 9303 part 3 §4.6). A crop
        // without two chevrons is other text, not worth an OCR pass.
        if (!crop || crop.bands.length < 2 || crop.chevrons.length < MIN_CHEVRONS) continue;
        const started = performance.now();
        const ocr = await engine.recognize(crop.png);
        ocrMs += performance.now() - started;
        attempts++;
        const symbols = ocr.symbols.map((symbol) => ({ ...symbol, x0: symbol.x0 - CROP_BORDER, x1: symbol.x1 - CROP_BORDER, y0: symbol.y0 - CROP_BORDER, y1: symbol.y1 - CROP_BORDER }));
        const attempt = interpret(crop, symbols, templates);
        if (attempt && (!best || attempt.score > best.score)) best = attempt;
        if (allHold(best)) break;
      }
      if (allHold(best)) break;
    }
    const reading = best ? readMrz(best.corrected.lines.join('\n'), now()) : null;
    const found = best !== null && reading !== null && best.corrected.checksHolding >= 2;
    return {
      found,
      format: found ? best!.corrected.format : null,
      lines: found ? best!.corrected.lines : null,
      reading: found ? reading : null,
      corrections: found ? best!.corrected.corrections : 0,
      ocrMs: Math.round(ocrMs),
      attempts,
    };
  };

  return {
    async read(input) {
      if (waiting >= maxQueued) throw new MrzReaderBusyError(waiting);
      waiting++;
      try {
        return await read(input);
      } finally {
        waiting--;
      }
    },
    close: () => engine.close(),
  };
}
