import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Loader } from '@onboarding/form-fields';
import {
  DESKTOP_WAITING_POLL_INTERVAL_MS,
  fetchJourneyResult,
  isJourneyPassed,
  isRestartResponse,
  type CallResponse,
} from '@onboarding/realform-api';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useFlow } from '../../../api/FlowContext';
import { StepHeading } from '../../../layout/StepHeading';
import { isRoutedStep, type RoutedStepName as FlowStep } from '../../../routing/routePaths';
import { useDraftStore } from '../../../stores/draftStore';
import { useLockStore } from '../../../stores/lockStore';
import { useSubmitStep } from '../../../submit/useSubmitStep';
import { answerErrorMessage, showGlobalError } from '../shared/showGlobalError';
import { useGoToStep } from '../../../submit/useGoToStep';
import { keepUploadOutcome, useIdentitySubmit } from '../../../submit/useIdentitySubmit';

type WaitingAnswer = CallResponse<'checkIfDesktopCanProceed'>;

/**
 * mobileDesktopIsCompleted, /waiting-for-mobile (docs/spec/flow/screens.md#mobiledesktopiscompleted "waiting for picture"): a spinner, a disabled Next, a note
 * that the page refreshes itself, and a link to continue without the phone (ABORT_MOBILE, which signs the phone out);
 * besides, "go on here while your phone finishes" (skip-desktop-waiting, docs/spec/flow/calls.md#step-calls): the data steps go on here and the
 * phone's result still reaches the application. docs/spec/flow/states.md#phone: it asks every
 * 5 s whether the desktop can proceed; once the phone is done it takes the data content — with a journey id it
 * reads the result and goes to uploadSucceeded (passed) or uploadFailed (also when the result cannot be read,
 * docs/spec/flow/errors.md#global-error); with skipHybridUpload 1 to personalDataConfirm. An error answer is shown in the global banner; one with
 * the restart flag restarts the session.
 */
export function WaitingForMobileScreen() {
  const { t } = useLingui();
  const { client } = useFlow();
  const submitStep = useSubmitStep();
  const submit = useIdentitySubmit();
  const goToStep = useGoToStep();
  const done = useRef(false);

  // Off while the desktop is moving on by the applicant's choice (below).
  const [polling, setPolling] = useState(true);

  const { data, error } = useQuery({
    queryKey: ['checkIfDesktopCanProceed'],
    queryFn: () => client.call('checkIfDesktopCanProceed', {}),
    enabled: polling,
    refetchInterval: () => (done.current ? false : DESKTOP_WAITING_POLL_INTERVAL_MS),
    // The applicant may wait in another tab while the phone works.
    refetchIntervalInBackground: true,
    gcTime: 0,
    retry: false,
  });

  useEffect(() => {
    if (error) showGlobalError(t`We could not reach our server. Check your connection; this page keeps trying.`);
  }, [error, t]);

  useEffect(() => {
    if (!data || done.current) return;
    if (isRestartResponse(data)) {
      done.current = true;
      void submitStep(async () => data);
      return;
    }
    if (data.status === 'error') {
      showGlobalError(answerErrorMessage(data) ?? t`We could not check whether your phone is done. This page keeps trying.`);
      return;
    }
    if (data.isDesktopWaiting !== false) return;
    done.current = true;
    void proceed(data);

    async function proceed(answer: WaitingAnswer) {
      useLockStore.getState().lock();
      const content = answer.dataContent ?? {};
      const journeyId = typeof content.journeyId === 'string' ? content.journeyId : '';
      let next: FlowStep;
      if (journeyId && typeof content.backendUrl === 'string' && typeof content.gbgToken === 'string') {
        try {
          const result = await fetchJourneyResult({ backendUrl: content.backendUrl, gbgToken: content.gbgToken, journeyId });
          useDraftStore.getState().update({ scannedDocuments: result.ProcessedDocuments });
          next = isJourneyPassed(result) ? 'uploadSucceeded' : 'uploadFailed';
        } catch (fetchError) {
          console.warn('Journey result not read', fetchError);
          next = 'uploadFailed';
        }
      } else if (content.skipHybridUpload === 1) {
        next = 'personalDataConfirm';
      } else {
        next = answer.next && isRoutedStep(answer.next) ? answer.next : 'personalDataConfirm';
      }
      if (next === 'uploadFailed') {
        if (answer.next === 'uploadFailed') keepUploadOutcome(answer);
        // The server moved on to success but the result could not be read here: no new try from this screen.
        else useDraftStore.getState().update({ uploadOutcome: { uploadActionError: null, allowTryAgain: false } });
      }
      await goToStep(next);
    }
  }, [data, goToStep, submitStep, t]);

  // The waiting check stops while the desktop moves on, so a late "the phone is done" cannot take it elsewhere; it
  // resumes when the server refuses.
  async function stopWaiting(call: 'skipDesktopWaiting' | 'abortMobile') {
    done.current = true;
    setPolling(false);
    const { outcome } = await submit(() => client.call(call, {}));
    if (outcome !== 'navigated' && outcome !== 'restart') {
      done.current = false;
      setPolling(true);
    }
  }

  return (
    <div className="onb-step">
      <StepHeading>
        <Trans>Waiting for your photo</Trans>
      </StepHeading>
      <Loader label={t`Waiting for the photo from your phone…`} showLabel />
      <p className="onb-aside">
        <Trans>This page refreshes itself: it moves on as soon as your phone has sent the photo.</Trans>
      </p>
      <Button variant="primary" disabled>
        <Trans>Next</Trans>
      </Button>
      {/* skip-desktop-waiting (docs/spec/flow/calls.md#step-calls, issue 17): stop waiting here, the phone goes on sending in the background. */}
      <p className="onb-aside" id="onb-skip-waiting-hint">
        <Trans>Your phone can finish sending the photo while you fill in the next steps here.</Trans>
      </p>
      <p>
        <Button variant="secondary" aria-describedby="onb-skip-waiting-hint" onClick={() => void stopWaiting('skipDesktopWaiting')}>
          <Trans>Go on here while your phone finishes</Trans>
        </Button>
      </p>
      <p>
        <Button variant="link" onClick={() => void stopWaiting('abortMobile')}>
          <Trans>Continue without the phone</Trans>
        </Button>
      </p>
    </div>
  );
}
