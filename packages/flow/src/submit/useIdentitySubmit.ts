import type { StandardResponse } from '@onboarding/realform-api';
import type { ScannedDocument } from '../stores/draftStore';
import { useDraftStore } from '../stores/draftStore';
import { absorbPrefill } from './absorbPrefill';
import { useAnswerSubmit } from './useDataStepSubmit';

/** Steps whose screen reads the answer's form data (docs/spec/flow/screens.md#uploadfailed: uploadFailed and mobileReturnToDesktop show uploadActionError). */
const OUTCOME_STEPS: ReadonlySet<string> = new Set(['uploadFailed', 'mobileReturnToDesktop']);

/**
 * Keeps what an answer says about the upload's end (docs/spec/flow/entities.md#uploads-and-form-data "Form data: uploadActionError, allowTryAgain") before
 * the next screen renders, so uploadFailed and mobileReturnToDesktop show it — also after a reload.
 */
export function keepUploadOutcome(response: StandardResponse): void {
  if (!response.next || !OUTCOME_STEPS.has(response.next)) return;
  const content = response.dataContent ?? {};
  useDraftStore.getState().update({
    uploadOutcome: {
      uploadActionError: typeof content.uploadActionError === 'string' && content.uploadActionError !== '' ? content.uploadActionError : null,
      allowTryAgain: content.allowTryAgain === true,
    },
  });
}

/**
 * The submit engine (docs/spec/flow/states.md#submit-engine, `useSubmitStep`) for the identity steps: the answer's upload outcome and any prefill
 * for the step it leads to (personalDataConfirm after "upload later") are kept before the next screen renders, and
 * the caller gets the answer itself.
 */
export function useIdentitySubmit() {
  return useAnswerSubmit(keepIdentityAnswer);
}

/**
 * Keeps the documents a manual upload's success answer carries (`dataContent.processedDocuments`, what the server read
 * from the document's machine-readable zone), as the widget's journey result is kept: personalDataConfirm prefills from
 * them (docs/spec/flow/entities.md#fields-read-from-the-scanned-document "Extracted document fields read").
 */
export function keepProcessedDocuments(response: StandardResponse): void {
  const documents = response.dataContent?.processedDocuments;
  if (!Array.isArray(documents)) return;
  const scanned = documents.filter((document): document is ScannedDocument => typeof document === 'object' && document !== null && !Array.isArray(document));
  if (scanned.length > 0) useDraftStore.getState().update({ scannedDocuments: scanned });
}

function keepIdentityAnswer(response: StandardResponse): void {
  keepUploadOutcome(response);
  keepProcessedDocuments(response);
  absorbPrefill(response.dataContent);
}
