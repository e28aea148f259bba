import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, type Worker } from 'tesseract.js';
import type { OcrSymbol } from './slotMrzLines';

/** What an OCR engine gives the MRZ reader for one crop. */
export interface OcrResult {
  text: string;
  /** Every recognised character with its box, in the coordinates of the image given. */
  symbols: OcrSymbol[];
}

/** An OCR engine for MRZ crops (the reader takes any; production uses tesseract.js, the benchmark also the CLI). */
export interface OcrEngine {
  /** Reads a PNG of black print on white with the MRZ alphabet (A–Z, 0–9, `<`) as one block of lines. */
  recognize(png: Buffer): Promise<OcrResult>;
  close(): Promise<void>;
}

/** The MRZ alphabet: nothing else may come out of the OCR. */
export const MRZ_WHITELIST = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<';
/** A recognition that takes longer means a stuck worker: it is terminated and the next read starts a new one. */
export const OCR_TIMEOUT_MS = 30_000;

/** The English model shipped by @tesseract.js-data/eng (integerised "best" LSTM: accurate, and no download). */
export function englishLangPath(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

/** Thrown when the OCR did not answer in `OCR_TIMEOUT_MS` (the worker is discarded). */
export class OcrTimeoutError extends Error {
  override name = 'OcrTimeoutError';
  constructor(milliseconds: number) {
    super(`The OCR worker gave no answer in ${milliseconds} ms; it was terminated and the next read starts a new one.`);
  }
}

/**
 * tesseract.js in its own worker thread (the recognition never runs on the event loop): one worker, created on
 * the first read and again after it failed, reading one crop at a time (the calls queue up here).
 */
export function createTesseractJsEngine(options: { langPath?: string; timeoutMs?: number } = {}): OcrEngine {
  const timeoutMs = options.timeoutMs ?? OCR_TIMEOUT_MS;
  let worker: Promise<Worker> | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  let closed = false;

  const start = async (): Promise<Worker> => {
    const created = await createWorker('eng', 1, {
      langPath: options.langPath ?? englishLangPath(),
      cacheMethod: 'none',
      gzip: true,
      // A failing job rejects its own promise; without a handler tesseract.js would also throw it globally.
      errorHandler: () => undefined,
    });
    await created.setParameters({ tessedit_char_whitelist: MRZ_WHITELIST, tessedit_pageseg_mode: '6' as never, user_defined_dpi: '300' });
    return created;
  };

  const discard = () => {
    const dying = worker;
    worker = null;
    void dying?.then((stale) => stale.terminate()).catch(() => undefined);
  };

  const recognizeOnce = async (png: Buffer): Promise<OcrResult> => {
    worker ??= start();
    const current = await worker.catch((error: unknown) => {
      worker = null;
      throw error;
    });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new OcrTimeoutError(timeoutMs)), timeoutMs);
    });
    try {
      const result = await Promise.race([current.recognize(png, {}, { text: true, blocks: true }), timeout]);
      const symbols: OcrSymbol[] = [];
      for (const block of result.data.blocks ?? [])
        for (const paragraph of block.paragraphs)
          for (const line of paragraph.lines)
            for (const word of line.words)
              for (const symbol of word.symbols) symbols.push({ text: symbol.text, confidence: symbol.confidence, ...symbol.bbox });
      return { text: result.data.text, symbols };
    } catch (error) {
      discard();
      throw error;
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    recognize(png) {
      if (closed) return Promise.reject(new Error('The OCR engine is closed; create a new MRZ reader to read again.'));
      const run = queue.then(() => recognizeOnce(png));
      queue = run.catch(() => undefined);
      return run;
    },
    async close() {
      closed = true;
      await queue;
      const current = worker;
      worker = null;
      if (current) await (await current).terminate();
    },
  };
}
