import type { MrzReading } from './readMrz';
import { readMrz } from './readMrz';

/** The head movement a liveness frame was taken for (docs/spec/widget/states.md#liveness liveness actions the widget asks). */
export const LIVENESS_ACTIONS = ['LEFT', 'RIGHT', 'STRAIGHT'] as const;
export type LivenessAction = (typeof LIVENESS_ACTIONS)[number];

/** One face the face engine found. */
export interface FaceObservation {
  /** Detection confidence, 0–1. */
  score: number;
  /** The face descriptor (biometric data: stored with the capture, deleted with it). */
  descriptor: number[];
  /** Anti-spoofing model: 1 looks like a real face, 0 like a picture of one; null when the model gave nothing. */
  antispoof: number | null;
  /** Liveness model: 1 looks live, 0 not; null when the model gave nothing. */
  liveness: number | null;
  /** Head yaw in degrees as the face engine estimates it. */
  yawDegrees: number | null;
  /** The head turn from the person's own point of view in an unmirrored frame; null when unknown. */
  turn: 'left' | 'right' | 'straight' | null;
}

/** What an MRZ reader made of a photo. */
export interface MrzPhotoReading {
  /** A machine-readable zone was found on the photo (whether or not it could be read). */
  found: boolean;
  /** Its lines after correction, when read. */
  lines: string[] | null;
}

/**
 * The self-hosted analysers the identity checks use (README "Identity checks"): the MRZ reader (tesseract.js) and
 * the face engine (@vladmandic/human). Both run off the event loop; `close` stops their workers.
 */
export interface IdentityAnalyzers {
  readMrz(path: string): Promise<MrzPhotoReading>;
  faces(path: string): Promise<FaceObservation[]>;
  /** Similarity of two descriptors, 0–1. */
  similarity(a: readonly number[], b: readonly number[]): number;
  /** The documented thresholds: same person from `faceMatch` similarity up, a real face from `antispoof`/`liveness` up. */
  thresholds: IdentityThresholds;
  close(): Promise<void>;
}

export interface IdentityThresholds {
  faceMatch: number;
  antispoof: number;
  liveness: number;
}

/**
 * An analyser has more photos waiting than it takes (a burst of captures): the capture is not analysed now, and the
 * caller answers 503 "try again" rather than storing it unjudged.
 */
export class AnalysersBusyError extends Error {
  override name = 'AnalysersBusyError';
  constructor(cause?: unknown) {
    super('The identity analysers are busy; try again shortly.', { cause });
  }
}

/** What the checks read from one capture, kept in `document_captures.analysis`. */
export interface CaptureAnalysis {
  /** Identity sides: the MRZ read from the photo. */
  mrz?: MrzPhotoReading;
  /** Faces found: how many, and the largest (most confident) one. */
  faceCount?: number;
  face?: FaceObservation | null;
  /** An analyser failed (its model could not run): the check is undetermined and a person reviews the journey. */
  failed?: string[];
}

/** Why a capture must be taken again, found by the identity checks (the upload answers the matching message). */
export type AnalysisProblem = 'notDocument' | 'mrz' | 'noFace' | 'manyFaces' | 'turn';

const IDENTITY_SIDES = new Set(['IDENTITY:FRONT', 'IDENTITY:BACK']);
const FACE_SIDES = new Set(['IDENTITY:FRONT', 'SELFIE', 'LIVENESS']);

/** The most confident face, or null. */
function mainFace(faces: readonly FaceObservation[]): FaceObservation | null {
  return faces.reduce<FaceObservation | null>((best, face) => (!best || face.score > best.score ? face : best), null);
}

/**
 * Reads what the checks need from one capture: the MRZ (identity sides) and the faces (document front, selfie,
 * liveness frames). A failing analyser is recorded, not thrown: the journey then goes to a person (Refer); a busy one
 * (AnalysersBusyError) is thrown, for the caller to answer 503.
 */
export async function analyseCapture(side: string, path: string, analyzers: IdentityAnalyzers): Promise<CaptureAnalysis> {
  const analysis: CaptureAnalysis = {};
  const failed: string[] = [];
  // A busy analyser is not a failed one: the capture is refused for now (AnalysersBusyError), not stored unjudged.
  const orFailed = (name: string) => (error: unknown) => {
    if (error instanceof AnalysersBusyError) throw error;
    failed.push(name);
    return undefined;
  };
  const [mrz, faces] = await Promise.all([
    IDENTITY_SIDES.has(side) ? analyzers.readMrz(path).catch(orFailed('mrz')) : undefined,
    FACE_SIDES.has(side) ? analyzers.faces(path).catch(orFailed('faces')) : undefined,
  ]);
  if (mrz) analysis.mrz = mrz;
  if (faces) {
    analysis.faceCount = faces.length;
    analysis.face = mainFace(faces);
  }
  if (failed.length > 0) analysis.failed = failed;
  return analysis;
}

/** The MRZ reading of an analysed identity capture, when its lines were read and parse. */
export function mrzReadingOf(analysis: CaptureAnalysis | null | undefined, now: Date): MrzReading | null {
  const lines = analysis?.mrz?.lines;
  return lines && lines.length > 0 ? readMrz(lines.join('\n'), now) : null;
}

/**
 * What a capture's analysis asks of the user at once (a retake), or undefined. A document side showing neither a
 * face nor a machine-readable zone is not a document; a zone found but not readable with valid check digits asks for
 * a sharper photo; a selfie or liveness frame needs exactly one face, turned as asked.
 */
export function analysisProblem(side: string, analysis: CaptureAnalysis, now: Date, action: LivenessAction | null = null): AnalysisProblem | undefined {
  if (analysis.failed?.length) return undefined;
  if (IDENTITY_SIDES.has(side)) {
    const hasFace = (analysis.faceCount ?? 0) > 0;
    if (!analysis.mrz?.found && !hasFace) return 'notDocument';
    if (analysis.mrz?.found) {
      const reading = mrzReadingOf(analysis, now);
      if (!reading || !reading.checkDigitsValid) return 'mrz';
    }
    return undefined;
  }
  if (side === 'SELFIE' || side === 'LIVENESS') {
    if (!analysis.faceCount) return 'noFace';
    if (analysis.faceCount > 1) return 'manyFaces';
    if (side === 'LIVENESS' && action) {
      const wanted = action === 'LEFT' ? 'left' : action === 'RIGHT' ? 'right' : 'straight';
      if (analysis.face?.turn !== wanted) return 'turn';
    }
  }
  return undefined;
}

/** One check of the verdict (docs/spec/widget/states.md#check-values "AdditionalChecks"). */
export interface AdditionalCheck {
  Name: string;
  Result: 'Passed' | 'Failed' | 'Undetermined' | 'NotNeeded';
  Reason?: string;
}

/** The verdict's details kept with an ended journey. */
export interface JourneyOutcome {
  AdditionalChecks: AdditionalCheck[];
  Scores: Record<string, number>;
}
