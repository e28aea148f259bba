import { useLingui } from '@lingui/react/macro';
import { RealformResponseError, type StandardResponse } from '@onboarding/realform-api';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useFlow } from '../api/FlowContext';
import { isRoutedStep, ROUTE_PATHS } from '../routing/routePaths';
import { rememberDenialOf } from '../stores/denialStore';
import { useDraftStore } from '../stores/draftStore';
import { useFieldErrorsStore } from '../stores/fieldErrorsStore';
import { useGlobalErrorStore } from '../stores/globalErrorStore';
import { useLockStore } from '../stores/lockStore';
import { settleValidations } from '../validation/pendingValidations';
import { ERROR_UNLOCK_DELAY_MS } from '../constants';
import { knownCallbacks } from './knownCallbacks';

export type SubmitOutcome = 'navigated' | 'restart' | 'stayed' | 'failed' | 'ignored';

/**
 * The general submit engine of docs/spec/flow/states.md#submit-engine — every step submits through it:
 * lock the screen, await pending field validations, send, then map field errors, run a known server callback,
 * and restart, go to `next`, or stay. The lock is released after the next screen renders, or 1 s after an error.
 * While locked, a further submit only unlocks.
 */
export function useSubmitStep() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const router = useRouter();
  const { tokenStore } = useFlow();

  return useCallback(
    async (send: () => Promise<StandardResponse>): Promise<SubmitOutcome> => {
      const lock = useLockStore.getState();
      if (lock.locked) {
        lock.unlock();
        return 'ignored';
      }
      // This submit's own lock: its delayed releases free it only while no newer submit holds the screen.
      const generation = lock.lock();
      const release = () => useLockStore.getState().release(generation);
      useGlobalErrorStore.getState().clear();
      const releaseLater = () => window.setTimeout(release, ERROR_UNLOCK_DELAY_MS);
      const releaseAfterRender = () => {
        const unsubscribe = router.subscribe('onRendered', () => {
          unsubscribe();
          release();
        });
      };

      let response: StandardResponse;
      try {
        await settleValidations();
        response = await send();
      } catch (error) {
        console.error('Step submit failed', error);
        // A refusal the server explained (e.g. too many new sessions) is shown in its words.
        showGlobalError(
          error instanceof RealformResponseError && error.globalError
            ? error.globalError
            : t`We could not reach our server. Check your connection and try again.`,
        );
        releaseLater();
        return 'failed';
      }

      if (response.next === 'restart' || response.restart) {
        // docs/spec/flow/states.md#submit-engine/docs/spec/flow/errors.md#global-error: a restart answer clears the session token and the form data and shows the restart screen.
        tokenStore.clear();
        useDraftStore.getState().reset();
        useFieldErrorsStore.getState().clearAll();
        if (response.globalError) showGlobalError(response.globalError);
        releaseAfterRender();
        await navigate({ to: ROUTE_PATHS.restart, state: { stepName: 'restart' } });
        return 'restart';
      }

      // A denial (a success that ends the application, or the 409 of a step sent after it) is kept with its reason
      // for the denied screen and the route guard (issue 18).
      rememberDenialOf(response, tokenStore.get());
      const globalMessage = response.globalError ?? (typeof response.error === 'string' ? response.error : undefined);
      if (globalMessage) showGlobalError(globalMessage);
      if (response.errors && Object.keys(response.errors).length > 0) {
        useFieldErrorsStore.getState().setFromResponse(response.errors, true);
      }
      if (response.callback) {
        const run = knownCallbacks[response.callback];
        if (run) run(response.args);
        // docs/spec/flow/errors.md#unknown-callbacks-and-video: unknown server callbacks are logged only.
        else console.info(`Unknown server callback "${response.callback}" ignored`);
      }

      if (response.status === 'success' && response.next && isRoutedStep(response.next)) {
        useFieldErrorsStore.getState().clearAll();
        releaseAfterRender();
        await navigate({ to: ROUTE_PATHS[response.next], state: { stepName: response.next } });
        return 'navigated';
      }
      if (response.status === 'success' && response.next) {
        console.info(`Step "${response.next}" has no screen in this build; staying`);
      }
      if (response.status === 'success') {
        release();
        return 'stayed';
      }
      // A refusal that names where the application is (the 409 of a step submitted out of order, e.g. after the
      // browser's Back button) takes the applicant there, with the server's explanation kept on screen: staying would
      // leave them on a step whose every submit is refused the same way (issue 17).
      if (response.next && isRoutedStep(response.next) && router.state.location.pathname !== router.buildLocation({ to: ROUTE_PATHS[response.next] }).pathname) {
        releaseAfterRender();
        await navigate({ to: ROUTE_PATHS[response.next], state: { stepName: response.next } });
        if (globalMessage) showGlobalError(globalMessage);
        return 'navigated';
      }
      releaseLater();
      return 'failed';
    },
    [navigate, router, t, tokenStore],
  );
}

function showGlobalError(message: string) {
  useGlobalErrorStore.getState().show(message);
  // docs/spec/flow/errors.md#global-error: the page scrolls up to the banner.
  window.scrollTo({ top: 0, behavior: 'smooth' });
}
