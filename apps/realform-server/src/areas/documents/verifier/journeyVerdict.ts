import type { HighLevelResult, ProcessedDocument } from '@onboarding/realform-api';
import type { Capture, CaptureSide } from '../journeyStore';
import { CAPTURE_SIDES } from '../journeyStore';
import { readMrz } from './readMrz';

export interface JourneyVerdict {
  HighLevelResult: HighLevelResult;
  ProcessedDocuments: ProcessedDocument[];
}

const SIDE_NAMES: Record<CaptureSide, string> = {
  'IDENTITY:FRONT': 'Front',
  'IDENTITY:BACK': 'Back',
  SELFIE: 'Single',
  ADDRESS: 'Single',
  COVID: 'Single',
};

const OTHER_TYPES: Partial<Record<CaptureSide, string>> = { SELFIE: 'Selfie', ADDRESS: 'ProofOfAddress', COVID: 'CovidPass' };

// S0 §3 document type (first form) → the scanning service's name, when the MRZ does not say.
const CHOSEN_TYPES: Record<string, string> = { '1': 'Passport', '2': 'IdentityCard', '11': 'Unknown' };

const isIdentity = (capture: Capture) => capture.side === 'IDENTITY:FRONT' || capture.side === 'IDENTITY:BACK';

/** A capture a person must look at: the local verifier could not judge its quality (HEIC, PDF…). */
function undetermined(capture: Capture): boolean {
  return capture.checks.sharpness === 'undetermined' || capture.checks.blank === 'undetermined';
}

/**
 * The journey's result from the latest capture of each side (S1 §4 results; S0 §3 reads HighLevelResult and
 * ProcessedDocuments):
 * - `Undefined` while the journey has not ended;
 * - `NotSupported` without the identity document's front (nothing to classify);
 * - `Expired` when a valid MRZ says the document expired;
 * - `Refer` when any capture failed a check or could not be checked here (manual review);
 * - `Passed` otherwise.
 * The front and back of an identity document share what either side's MRZ says (country, type, expiry).
 */
export function journeyVerdict(input: { ended: boolean; captures: readonly Capture[]; documentType: string | null }): JourneyVerdict {
  const captures = [...input.captures].sort((a, b) => CAPTURE_SIDES.indexOf(a.side) - CAPTURE_SIDES.indexOf(b.side));
  const identity = captures.filter(isIdentity);
  const mrzSource = identity.find((capture) => capture.checks.mrz === 'passed' && capture.mrz);
  const reading = mrzSource?.mrz ? readMrz(mrzSource.mrz, mrzSource.createdAt) : null;
  const identityExpired = identity.some((capture) => capture.checks.expiry === 'failed');
  const identityType = reading && reading.documentType !== 'Unknown' ? reading.documentType : (CHOSEN_TYPES[input.documentType ?? ''] ?? 'Unknown');

  const documents: ProcessedDocument[] = captures.map((capture) => {
    const expired = isIdentity(capture) && identityExpired;
    const refer = capture.result === 'Failed' || undetermined(capture);
    return {
      IsValidated: !expired && !refer,
      HighLevelResult: expired ? 'Expired' : refer ? 'Refer' : 'Passed',
      IssuingCountryCode: isIdentity(capture) ? (reading?.issuingState ?? null) : null,
      DocumentType: isIdentity(capture) ? identityType : (OTHER_TYPES[capture.side] ?? 'Unknown'),
      DocumentSide: SIDE_NAMES[capture.side],
      // S0 §3: the personal-data step is prefilled from what the document says — here, its checked MRZ.
      ...(isIdentity(capture) && reading?.valid && Object.keys(reading.fields).length > 0 ? { ExtractedFields: reading.fields } : {}),
    };
  });

  let result: HighLevelResult;
  if (!input.ended) result = 'Undefined';
  else if (!captures.some((capture) => capture.side === 'IDENTITY:FRONT')) result = 'NotSupported';
  else if (identityExpired) result = 'Expired';
  else if (documents.some((document) => document.HighLevelResult !== 'Passed')) result = 'Refer';
  else result = 'Passed';

  return { HighLevelResult: result, ProcessedDocuments: documents };
}
