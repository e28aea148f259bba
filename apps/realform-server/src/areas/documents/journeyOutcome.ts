import type { HighLevelResult, MessageKey } from '@onboarding/realform-api';
import type { Translate } from '../../i18n/translator';
import type { DocumentAreaStores } from './documentAreaStores';
import type { Caller, DocumentOutcome } from './documentRoute';
import { PHONE_DONE_STEP } from './documentSteps';
import type { Capture, Journey } from './journeyStore';
import type { JourneyVerdict } from './verifier/journeyVerdict';
import { journeyVerdict } from './verifier/journeyVerdict';

/** What the application keeps of its identity check (`application.data.identityVerification`). */
export interface IdentityVerification {
  method: 'scan' | 'upload' | 'skipped';
  device: 'desktop' | 'mobile';
  journeyId?: string;
  result?: HighLevelResult;
  at: string;
  /**
   * The holder's date of birth the check read from a passed document (its MRZ), `YYYY-MM-DD`: the personal-data
   * step's one remaining denial (a holder under 18) is decided from it, not from what is typed (issue 18).
   */
  documentBirthDate?: string;
}

/** The date of birth read from the identity documents of a verdict, when one was read. */
export function documentBirthDateOf(verdict: JourneyVerdict | undefined): string | undefined {
  for (const document of verdict?.ProcessedDocuments ?? []) {
    const birthDate = document.ExtractedFields?.BirthDate;
    if (typeof birthDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(birthDate)) return birthDate;
  }
  return undefined;
}

export function isPassed(result: HighLevelResult | null | undefined): boolean {
  return result?.toLowerCase() === 'passed';
}

function needsPerson(captures: readonly Capture[]): boolean {
  return captures.some((capture) => capture.checks.sharpness === 'undetermined');
}

/** The failed-upload text (docs/spec/flow/screens.md#uploadfailed uploadFailed: "error text from form data field uploadActionError"). */
export function failureMessage(result: HighLevelResult, captures: readonly Capture[], verdict?: JourneyVerdict): MessageKey {
  if (result === 'Expired') return 'document.expired';
  if (result === 'NotAccepted' && verdict?.AdditionalChecks.some((check) => check.Name === 'FaceMatch' && check.Result === 'Failed')) return 'document.faceMismatch';
  if (result === 'Refer' && needsPerson(captures) && captures.every((capture) => capture.result === 'Passed')) return 'document.manualReview';
  return 'document.notVerified';
}

/** Ends a journey once, with the local verifier's result over its latest captures. */
export async function endJourney(
  stores: DocumentAreaStores,
  journey: Journey,
  now: Date,
): Promise<{ result: HighLevelResult; verdict: JourneyVerdict; captures: Capture[] }> {
  const captures = await stores.journeys.latestCaptures(journey.id);
  const verdict = journeyVerdict({ ended: true, captures, documentType: journey.documentType, steps: journey.steps, faces: stores.identity, now });
  const result =
    journey.state === 'ended' && journey.highLevelResult
      ? journey.highLevelResult
      : await stores.journeys.end(journey.id, verdict.HighLevelResult, now, { outcome: { AdditionalChecks: verdict.AdditionalChecks, Scores: verdict.Scores } });
  return { result, verdict: { ...verdict, HighLevelResult: result }, captures };
}

/**
 * Where an ended journey leads (docs/spec/flow/states.md#journey-end "Journey end"): a hand-off phone goes to mobileReturnToDesktop with a
 * line for that screen; the applicant's own device to uploadSucceeded when the result is Passed, else to
 * uploadFailed with uploadActionError and allowTryAgain (docs/spec/flow/screens.md#uploadfailed uploadFailed), in `dataContent`.
 */
export function journeyEndOutcome(
  t: Translate,
  caller: Caller,
  journey: Journey,
  ended: { result: HighLevelResult; captures: readonly Capture[]; verdict?: JourneyVerdict },
  now: Date,
): DocumentOutcome {
  const identityVerification: IdentityVerification = {
    method: journey.kind,
    device: journey.device,
    journeyId: journey.id,
    result: ended.result,
    at: now.toISOString(),
  };
  const passed = isPassed(ended.result);
  const documentBirthDate = passed ? documentBirthDateOf(ended.verdict) : undefined;
  if (documentBirthDate) identityVerification.documentBirthDate = documentBirthDate;
  if (caller.kind === 'handoff') {
    return {
      next: PHONE_DONE_STEP,
      data: { identityVerification },
      extra: { dataContent: { uploadActionError: t(passed ? 'document.sentFromPhone' : 'document.notVerifiedOnPhone') } },
    };
  }
  if (passed) {
    // docs/spec/flow/entities.md: the personal-data step is prefilled from the document — on the manual-upload path too, from this answer.
    const processedDocuments = ended.verdict?.ProcessedDocuments.filter((document) => document.ExtractedFields) ?? [];
    return { next: 'uploadSucceeded', data: { identityVerification }, ...(processedDocuments.length ? { extra: { dataContent: { processedDocuments } } } : {}) };
  }
  return {
    next: 'uploadFailed',
    data: { identityVerification },
    extra: { dataContent: { uploadActionError: t(failureMessage(ended.result, ended.captures, ended.verdict)), allowTryAgain: true } },
  };
}
