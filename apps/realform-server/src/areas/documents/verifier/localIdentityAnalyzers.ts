import { readFile } from 'node:fs/promises';
import type { FaceObservation, IdentityAnalyzers } from './captureAnalysis';
import { AnalysersBusyError } from './captureAnalysis';
import type { FaceEngine } from './faces/faceEngine';
import { createFaceEngine, FaceEngineBusyError } from './faces/faceEngine';
import { ANTISPOOF_THRESHOLD, FACE_MATCH_THRESHOLD, faceSimilarity, LIVENESS_THRESHOLD } from './faces/faceMatch';
import type { MrzReader } from './mrz/mrzReader';
import { createMrzReader, MrzReaderBusyError } from './mrz/mrzReader';
import { createMrzWorkerReader, mrzWorkerScript } from './mrz/mrzWorkerReader';

/**
 * The self-hosted identity analysers (README "Identity checks"): the MRZ read from the photo by tesseract.js (with the
 * English trained data from npm) after the zone is located and the reading corrected by the MRZ alphabet and check
 * digits; faces found, described and scored by @vladmandic/human's models (shipped in its npm package) on tfjs's
 * WebAssembly backend. Each runs in a worker thread of its own, started on first use — a server that never sees a
 * capture never loads a model — and stopped by `close`. Nothing is downloaded at run time.
 */
/** The engines' own "too many waiting" errors, as the one the routes answer 503 for. */
function busyAsOne(error: unknown): never {
  throw error instanceof MrzReaderBusyError || error instanceof FaceEngineBusyError ? new AnalysersBusyError(error) : error;
}

export function localIdentityAnalyzers(): IdentityAnalyzers {
  let mrzReader: MrzReader | undefined;
  let faceEngine: FaceEngine | undefined;
  return {
    async readMrz(path) {
      // The built server reads in a worker thread of its own; from the sources (the test suites) the worker script
      // is not built, and the same reader runs in this thread (its OCR in tesseract.js's worker all the same).
      if (!mrzReader) {
        const script = mrzWorkerScript();
        mrzReader = script ? createMrzWorkerReader(script) : createMrzReader();
      }
      const reading = await mrzReader.read(path).catch(busyAsOne);
      return { found: reading.found, lines: reading.lines };
    },
    async faces(path) {
      faceEngine ??= createFaceEngine();
      const analysis = await faceEngine.analyse(await readFile(path)).catch(busyAsOne);
      return analysis.faces.map(
        (face): FaceObservation => ({
          score: face.score,
          descriptor: face.descriptor,
          antispoof: face.antispoof,
          liveness: face.liveness,
          yawDegrees: face.yawDegrees,
          turn: face.turn,
        }),
      );
    },
    similarity: faceSimilarity,
    thresholds: { faceMatch: FACE_MATCH_THRESHOLD, antispoof: ANTISPOOF_THRESHOLD, liveness: LIVENESS_THRESHOLD },
    async close() {
      await Promise.all([mrzReader?.close(), faceEngine?.close()]);
    },
  };
}
