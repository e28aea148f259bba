import { Trans } from '@lingui/react/macro';
import { Button, Loader } from '@onboarding/form-fields';
import { returnToDesktop, type ReturnToDesktopResult } from '@onboarding/realform-api';
import { useEffect, useRef, useState } from 'react';
import { useFlow } from '../../../api/FlowContext';
import { StepHeading } from '../../../layout/StepHeading';
import { useDraftStore } from '../../../stores/draftStore';
import { useSubmitStep } from '../../../submit/useSubmitStep';
import { OutcomeIllustration } from '../shared/OutcomeIllustration';

/**
 * mobileReturnToDesktop, /return-to-desktop (docs/spec/flow/screens.md#mobilesms): on the hand-off phone, the message of form data field
 * uploadActionError and a line about continuing the registration on the computer. docs/spec/flow/states.md#return-to-desktop: "Return to desktop:
 * notifies the server up to 3 times at 3 s intervals" — that is what lets the waiting computer go on.
 */
export function ReturnToDesktopScreen() {
  const { client } = useFlow();
  const submitStep = useSubmitStep();
  const message = useDraftStore((s) => s.uploadOutcome?.uploadActionError ?? null);
  const [state, setState] = useState<'sending' | 'done' | 'failed'>('sending');
  const [attempt, setAttempt] = useState(0);
  // One notification per attempt: React's development double mount must not send the 3 tries twice.
  const pending = useRef<{ attempt: number; result: Promise<ReturnToDesktopResult> } | null>(null);

  useEffect(() => {
    let current = true;
    if (pending.current?.attempt !== attempt) pending.current = { attempt, result: returnToDesktop(client) };
    void pending.current.result.then((result) => {
      if (!current) return;
      if (result.outcome === 'restart') {
        void submitStep(async () => result.response);
        return;
      }
      if (result.outcome === 'notified') {
        const text = result.response.dataContent?.uploadActionError;
        if (typeof text === 'string' && text !== '') useDraftStore.getState().update({ uploadOutcome: { uploadActionError: text, allowTryAgain: false } });
        setState('done');
        return;
      }
      console.warn(`mobile-return-to-desktop failed after ${result.attempts} attempts`, result.error ?? result.response);
      setState('failed');
    });
    return () => {
      current = false;
    };
  }, [client, attempt, submitStep]);

  return (
    <div className="onb-step onb-outcome">
      <OutcomeIllustration kind="phone" />
      <StepHeading>
        <Trans>Go back to your computer</Trans>
      </StepHeading>
      {message ? <p className="onb-lead">{message}</p> : null}
      <p>
        <Trans>You can put your phone away: continue the registration on your computer.</Trans>
      </p>
      <div role="status">
        {state === 'sending' ? <Loader label={<Trans>Letting your computer know…</Trans>} showLabel /> : null}
        {state === 'failed' ? (
          <p>
            <Trans>We could not reach your computer's session. Check your connection and try again.</Trans>
          </p>
        ) : null}
      </div>
      {state === 'failed' ? (
        <Button
          variant="secondary"
          onClick={() => {
            setState('sending');
            setAttempt((n) => n + 1);
          }}
        >
          <Trans>Try again</Trans>
        </Button>
      ) : null}
    </div>
  );
}
