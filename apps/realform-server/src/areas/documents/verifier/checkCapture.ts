import type { AnalysisProblem, CaptureAnalysis, IdentityAnalyzers, LivenessAction } from './captureAnalysis';
import { analyseCapture, analysisProblem, mrzReadingOf } from './captureAnalysis';
import type { ImageChecks, QualityProblem } from './verifyImage';

export interface CheckedCapture {
  analysis: CaptureAnalysis | null;
  checks: ImageChecks;
  result: 'Passed' | 'Failed';
  problem?: QualityProblem | AnalysisProblem;
}

/**
 * The identity checks of a capture whose photo passed its quality checks (a decodable image, sharp, not blank): the
 * MRZ and the faces read by the analysers, the capture's `mrz` and `expiry` checks from the MRZ read off the photo
 * (never from text a client sent), and a problem that asks the user to take it again (see analysisProblem). A photo
 * that failed its quality checks, or a file the server cannot decode (HEIC, PDF: a person reviews it), is not
 * analysed.
 */
export async function checkCapture(
  input: { side: string; action?: LivenessAction | null; path: string; checks: ImageChecks; result: 'Passed' | 'Failed'; problem?: QualityProblem | undefined; decoded: boolean },
  analyzers: IdentityAnalyzers,
  now: Date,
): Promise<CheckedCapture> {
  const checks: ImageChecks = { ...input.checks, mrz: 'not needed', expiry: 'undetermined' };
  if (input.result === 'Failed' || !input.decoded) {
    return { analysis: null, checks, result: input.result, ...(input.problem ? { problem: input.problem } : {}) };
  }
  const analysis = await analyseCapture(input.side, input.path, analyzers);
  if (analysis.mrz) {
    const reading = mrzReadingOf(analysis, now);
    const valid = Boolean(reading?.checkDigitsValid);
    checks.mrz = !analysis.mrz.found ? 'not needed' : valid ? 'passed' : 'failed';
    if (valid && reading?.expiryDate) {
      const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
      checks.expiry = reading.expiryDate.getTime() >= today ? 'passed' : 'failed';
    }
  }
  // A document may show a second, small "ghost" portrait; a selfie or liveness frame must show one face only.
  if (analysis.faceCount !== undefined) checks.face = (input.side === 'IDENTITY:FRONT' ? analysis.faceCount >= 1 : analysis.faceCount === 1) ? 'passed' : 'failed';
  const problem = analysisProblem(input.side, analysis, now, input.action ?? null);
  return { analysis, checks, result: problem ? 'Failed' : 'Passed', ...(problem ? { problem } : {}) };
}
