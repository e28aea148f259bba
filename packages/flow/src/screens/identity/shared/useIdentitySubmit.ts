import type { StandardResponse } from '@onboarding/realform-api';
import { useCallback } from 'react';
import { useDraftStore } from '../../../stores/draftStore';
import { useSubmitStep, type SubmitOutcome } from '../../../submit/useSubmitStep';
import { absorbPrefill } from '../../data/shared/absorbPrefill';

/** Steps whose screen reads the answer's form data (S0 §2: uploadFailed and mobileReturnToDesktop show uploadActionError). */
const OUTCOME_STEPS: ReadonlySet<string> = new Set(['uploadFailed', 'mobileReturnToDesktop']);

/**
 * Keeps what an answer says about the upload's end (S0 §3 "Form data: uploadActionError, allowTryAgain") before
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
 * The submit engine (S0 §4, `useSubmitStep`) for the identity steps: the answer's upload outcome and any prefill
 * for the step it leads to (personalDataConfirm after "upload later") are kept before the next screen renders, and
 * the caller gets the answer itself.
 */
export function useIdentitySubmit() {
  const submitStep = useSubmitStep();
  return useCallback(
    async <TResponse extends StandardResponse>(send: () => Promise<TResponse>): Promise<{ outcome: SubmitOutcome; response: TResponse | undefined }> => {
      let response: TResponse | undefined;
      const outcome = await submitStep(async () => {
        response = await send();
        keepUploadOutcome(response);
        absorbPrefill(response.dataContent);
        return response;
      });
      return { outcome, response };
    },
    [submitStep],
  );
}
