import type { StandardResponse } from '@onboarding/realform-api';
import { useCallback } from 'react';
import { useSubmitStep, type SubmitOutcome } from './useSubmitStep';
import { absorbPrefill } from './absorbPrefill';

/**
 * The submit engine (docs/spec/flow/states.md#submit-engine, `useSubmitStep`) for the codes and data steps, which also read the answer: its
 * prefill goes into the drafts before the next screen renders, and the caller gets the answer itself (the SMS
 * answer's count of sends, the client-zone token).
 */
export function useDataStepSubmit() {
  return useAnswerSubmit(absorbAnswerPrefill);
}

function absorbAnswerPrefill(response: StandardResponse): void {
  absorbPrefill(response.dataContent);
}

/**
 * `useSubmitStep` for steps that read the answer: `keep` stores what the next screen needs from it before that
 * screen renders, and the caller gets the answer itself. `keep` must be stable (a module-level function).
 */
export function useAnswerSubmit(keep: (response: StandardResponse) => void) {
  const submitStep = useSubmitStep();
  return useCallback(
    async <TResponse extends StandardResponse>(send: () => Promise<TResponse>): Promise<{ outcome: SubmitOutcome; response: TResponse | undefined }> => {
      let response: TResponse | undefined;
      const outcome = await submitStep(async () => {
        response = await send();
        keep(response);
        return response;
      });
      return { outcome, response };
    },
    [submitStep, keep],
  );
}
