import type { HighLevelResult, ProcessedDocument } from '@onboarding/realform-api';
import type { Capture, CaptureSide } from '../journeyStore';
import { CAPTURE_SIDES } from '../journeyStore';
import type { AdditionalCheck, FaceObservation, IdentityThresholds, JourneyOutcome, LivenessAction } from './captureAnalysis';
import { mrzReadingOf } from './captureAnalysis';
import type { MrzReading } from './readMrz';

export interface JourneyVerdict extends JourneyOutcome {
  HighLevelResult: HighLevelResult;
  ProcessedDocuments: ProcessedDocument[];
}

const SIDE_NAMES: Record<CaptureSide, string> = {
  'IDENTITY:FRONT': 'Front',
  'IDENTITY:BACK': 'Back',
  SELFIE: 'Single',
  ADDRESS: 'Single',
  COVID: 'Single',
  LIVENESS: 'Single',
};

const OTHER_TYPES: Partial<Record<CaptureSide, string>> = { SELFIE: 'Selfie', ADDRESS: 'ProofOfAddress', COVID: 'CovidPass', LIVENESS: 'Liveness' };

// docs/spec/flow/entities.md#document-type document type (first form) → the scanning service's name, when the MRZ does not say.
const CHOSEN_TYPES: Record<string, string> = { '1': 'Passport', '2': 'IdentityCard', '11': 'Unknown' };

const isIdentity = (capture: Capture) => capture.side === 'IDENTITY:FRONT' || capture.side === 'IDENTITY:BACK';

/** A capture a person must look at: the local verifier could not judge its quality (HEIC, PDF…). */
function undetermined(capture: Capture): boolean {
  return capture.checks.sharpness === 'undetermined' || capture.checks.blank === 'undetermined';
}

export interface VerdictInput {
  ended: boolean;
  captures: readonly Capture[];
  documentType: string | null;
  /** The steps the journey was opened with (null: front, and back when captured — journeys from before issue 15). */
  steps?: readonly CaptureSide[] | null;
  /** Compares face descriptors (the face engine's similarity) against its thresholds; absent: no face checks possible. */
  faces?: { similarity(a: readonly number[], b: readonly number[]): number; thresholds: IdentityThresholds } | undefined;
  now?: Date;
}

type CheckResult = AdditionalCheck['Result'];

const round = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The journey's result, computed by the server from every step the journey was opened with (docs/spec/widget/states.md results; docs/spec/flow/entities.md
 * reads HighLevelResult and ProcessedDocuments):
 * - `Undefined` while the journey has not ended;
 * - `NotSupported` without the identity document's front (nothing to classify);
 * - `NotAccepted` when a document side shows neither a face nor a machine-readable zone (not a document), the
 *   selfie's face is another person's than the document portrait's, or a liveness frame turns the wrong way, shows
 *   someone else, or the live face is not the document's holder;
 * - `Expired` when the MRZ read from the photo (check digits valid) says the document expired;
 * - `Refer` when a check could not be completed (no readable MRZ, no portrait found, a step missing, a file only a
 *   person can judge, a capture that failed its photo checks, an analyser that could not run, a liveness model score
 *   below its threshold);
 * - `Passed` otherwise.
 * `AdditionalChecks` name each check and its outcome; `Scores` carry the measured similarities and model scores.
 * The MRZ is only ever the one the server read from the photo: text a client sends with a capture is not trusted.
 */
export function journeyVerdict(input: VerdictInput): JourneyVerdict {
  const now = input.now ?? new Date();
  const captures = [...input.captures].sort((a, b) => CAPTURE_SIDES.indexOf(a.side) - CAPTURE_SIDES.indexOf(b.side));
  const identity = captures.filter(isIdentity);
  const front = captures.find((capture) => capture.side === 'IDENTITY:FRONT');
  const selfie = captures.find((capture) => capture.side === 'SELFIE');
  const liveness = captures.filter((capture) => capture.side === 'LIVENESS');
  const steps: readonly CaptureSide[] = input.steps ?? (captures.some((c) => c.side === 'IDENTITY:BACK') ? ['IDENTITY:FRONT', 'IDENTITY:BACK'] : ['IDENTITY:FRONT']);

  const checks: AdditionalCheck[] = [];
  const scores: Record<string, number> = {};
  const check = (Name: string, Result: CheckResult, Reason?: string) => checks.push({ Name, Result, ...(Reason ? { Reason } : {}) });

  // Every configured step captured.
  const missing = steps.filter((step) => !captures.some((capture) => capture.side === step));
  check('StepsComplete', missing.length === 0 ? 'Passed' : 'Undetermined', missing.length ? `missing ${missing.join(', ')}` : undefined);

  // Photo quality of every capture.
  const badQuality = captures.filter((capture) => capture.result === 'Failed');
  const needsPerson = captures.filter(undetermined);
  // No capture: no photo to judge (a fresh journey read by GET v1/journeys/{id} said Passed).
  if (captures.length === 0) check('PhotoQuality', 'Undetermined', input.ended ? 'no capture' : 'no capture yet');
  else check('PhotoQuality', badQuality.length ? 'Failed' : needsPerson.length ? 'Undetermined' : 'Passed', needsPerson.length && !badQuality.length ? 'a file only a person can check' : undefined);

  // A document at all: each identity side shows a face or a machine-readable zone.
  const analysed = identity.filter((capture) => capture.analysis && !capture.analysis.failed?.length);
  const notDocument = analysed.filter((capture) => !capture.analysis?.mrz?.found && !(capture.analysis?.faceCount ?? 0));
  check('DocumentPresent', identity.length === 0 ? 'Undetermined' : notDocument.length ? 'Failed' : analysed.length === identity.length ? 'Passed' : 'Undetermined');

  // The MRZ read from the photo, its check digits, and the expiry it states.
  let reading: MrzReading | null = null;
  for (const capture of identity) {
    const candidate = mrzReadingOf(capture.analysis, capture.createdAt);
    if (candidate?.checkDigitsValid) {
      reading = candidate;
      break;
    }
  }
  const mrzFoundUnreadable = identity.some((capture) => capture.analysis?.mrz?.found) && !reading;
  check('MrzRead', reading ? 'Passed' : mrzFoundUnreadable ? 'Failed' : 'Undetermined', reading ? undefined : mrzFoundUnreadable ? 'check digits do not agree' : 'no machine-readable zone read');
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const expired = reading?.expiryDate ? reading.expiryDate.getTime() < today : false;
  check('DocumentExpiry', !reading?.expiryDate ? 'Undetermined' : expired ? 'Failed' : 'Passed');

  // The portrait on the document's front.
  const portrait: FaceObservation | null = front?.analysis?.face ?? null;
  check('DocumentPortrait', !front?.analysis || front.analysis.failed?.length ? 'Undetermined' : portrait ? 'Passed' : 'Failed', portrait ? undefined : 'no face on the front');

  // Selfie against the portrait. Descriptors of different models (lengths) cannot be compared: a person looks.
  let faceMismatch = false;
  let spoofed = false;
  const faces = input.faces;
  const comparable = (a: FaceObservation, b: FaceObservation) => a.descriptor.length > 0 && a.descriptor.length === b.descriptor.length;
  if (steps.includes('SELFIE') || selfie) {
    const face = selfie?.analysis?.face ?? null;
    if (!faces || !face || !portrait || !comparable(face, portrait)) {
      check('FaceMatch', 'Undetermined', !face ? 'no face on the selfie' : !portrait ? 'no portrait on the document' : !faces ? 'face engine unavailable' : 'descriptors of different models');
    } else {
      const similarity = faces.similarity(portrait.descriptor, face.descriptor);
      scores.FaceMatch = round(similarity);
      faceMismatch = similarity < faces.thresholds.faceMatch;
      check('FaceMatch', faceMismatch ? 'Failed' : 'Passed');
    }
    // The models' scores: the anti-spoofing one is reported only (measured here, it catches none of the simulated
    // attacks and scores some real faces low); a low liveness score on the selfie asks a person to look (README).
    if (face?.antispoof !== null && face?.antispoof !== undefined) scores.SelfieAntispoof = round(face.antispoof);
    if (faces && face?.liveness !== null && face?.liveness !== undefined) {
      scores.SelfieLiveness = round(face.liveness);
      const live = face.liveness >= faces.thresholds.liveness;
      check('SelfieLiveness', live ? 'Passed' : 'Undetermined', live ? undefined : 'liveness model score below its threshold');
    }
  } else check('FaceMatch', 'NotNeeded');

  // Liveness: the asked head turns, one person throughout, the document's holder (NotAccepted when not), and the
  // liveness model's score on the straight frame (a person looks when it is low).
  if (steps.includes('LIVENESS') || liveness.length > 0) {
    const byAction = new Map<LivenessAction, FaceObservation | null>(liveness.map((capture) => [capture.action ?? 'STRAIGHT', capture.analysis?.face ?? null]));
    const straight = byAction.get('STRAIGHT') ?? null;
    if (!faces || !straight) check('Liveness', 'Undetermined', !straight ? 'no straight frame with a face' : 'face engine unavailable');
    else {
      const reasons: string[] = [];
      for (const [action, face] of byAction) {
        const wanted = action === 'LEFT' ? 'left' : action === 'RIGHT' ? 'right' : 'straight';
        if (!face || face.turn !== wanted) reasons.push(`${action.toLowerCase()} frame not turned as asked`);
        else if (action !== 'STRAIGHT' && (!comparable(straight, face) || faces.similarity(straight.descriptor, face.descriptor) < faces.thresholds.faceMatch)) {
          reasons.push(`${action.toLowerCase()} frame shows another face`);
        }
      }
      if (portrait && comparable(portrait, straight)) {
        const similarity = faces.similarity(portrait.descriptor, straight.descriptor);
        scores.LivenessFaceMatch = round(similarity);
        if (similarity < faces.thresholds.faceMatch) reasons.push('not the document holder');
      }
      if (straight.antispoof !== null) scores.LivenessAntispoof = round(straight.antispoof);
      let lowScore = false;
      if (straight.liveness !== null) {
        scores.Liveness = round(straight.liveness);
        lowScore = straight.liveness < faces.thresholds.liveness;
      }
      spoofed ||= reasons.length > 0;
      check(
        'Liveness',
        reasons.length ? 'Failed' : lowScore ? 'Undetermined' : 'Passed',
        reasons.length ? reasons.join('; ') : lowScore ? 'liveness model score below its threshold' : undefined,
      );
    }
  } else check('Liveness', 'NotNeeded');

  const analyserFailed = captures.some((capture) => capture.analysis?.failed?.length);
  if (analyserFailed) check('Analysers', 'Undetermined', 'a model could not run');

  const identityType = reading && reading.documentType !== 'Unknown' ? reading.documentType : (CHOSEN_TYPES[input.documentType ?? ''] ?? 'Unknown');
  const notAccepted = notDocument.length > 0 || faceMismatch || spoofed;
  const documents: ProcessedDocument[] = captures.map((capture) => {
    const refer = capture.result === 'Failed' || undetermined(capture);
    const rejected = notDocument.includes(capture) || (capture.side === 'SELFIE' && faceMismatch);
    const result: HighLevelResult = rejected ? 'NotAccepted' : isIdentity(capture) && expired ? 'Expired' : refer ? 'Refer' : 'Passed';
    return {
      IsValidated: result === 'Passed',
      HighLevelResult: result,
      IssuingCountryCode: isIdentity(capture) ? (reading?.issuingState ?? null) : null,
      DocumentType: isIdentity(capture) ? identityType : (OTHER_TYPES[capture.side] ?? 'Unknown'),
      DocumentSide: SIDE_NAMES[capture.side],
      // docs/spec/flow/entities.md: the personal-data step is prefilled from what the document says — the MRZ read from its photo.
      ...(isIdentity(capture) && reading && Object.keys(reading.fields).length > 0 ? { ExtractedFields: reading.fields } : {}),
    };
  });

  let result: HighLevelResult;
  if (!input.ended) result = 'Undefined';
  else if (!front) result = 'NotSupported';
  else if (notAccepted) result = 'NotAccepted';
  else if (expired) result = 'Expired';
  else if (checks.some((entry) => entry.Result === 'Failed' || entry.Result === 'Undetermined')) result = 'Refer';
  else result = 'Passed';

  return { HighLevelResult: result, ProcessedDocuments: documents, AdditionalChecks: checks, Scores: scores };
}
