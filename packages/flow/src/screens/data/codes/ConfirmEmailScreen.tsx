import { Trans, useLingui } from '@lingui/react/macro';
import { Button, EmailCodeField, ErrorSummary } from '@onboarding/form-fields';
import { CODE_LENGTH } from '@onboarding/realform-api';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useFlow } from '../../../api/FlowContext';
import { useBotCheck } from '../../../captcha/useBotCheck';
import { StepActions } from '../../../layout/StepActions';
import { StepHeading } from '../../../layout/StepHeading';
import { ROUTE_PATHS } from '../../../routing/routePaths';
import { useDraftStore } from '../../../stores/draftStore';
import { useFieldErrorsStore } from '../../../stores/fieldErrorsStore';
import { useErrorSummary } from '../../../validation/useErrorSummary';
import { useCountdown } from '../../shared/useCountdown';
import { useDataStepSubmit } from '../../../submit/useDataStepSubmit';
import { ResendCodeLink } from '../../shared/ResendCodeLink';
import { useNoteAttemptsLeft } from './useNoteAttemptsLeft';

/**
 * confirmEmail, /confirm-email (docs/spec/flow/screens.md#confirmemail): the e-mail code in six single-digit boxes; Next only with all six digits
 * (docs/spec/flow/validation.md#phone-and-codes); the phone the SMS went to travels along (docs/spec/flow/entities.md#phone, docs/spec/flow/calls.md#named-actions CONFIRM_EMAIL); 'wrong phone' goes back in history.
 */
export function ConfirmEmailScreen() {
  const { t } = useLingui();
  const { client } = useFlow();
  const botCheck = useBotCheck('confirm_email');
  const router = useRouter();
  const draft = useDraftStore();
  const errors = useFieldErrorsStore((s) => s.errors);
  const setFieldError = useFieldErrorsStore((s) => s.setField);
  const submit = useDataStepSubmit();
  const noteAttemptsLeft = useNoteAttemptsLeft('confirmEmailCode2');
  const { ref: summaryRef, items: summaryItems, focus: focusSummary } = useErrorSummary(['confirmEmailCode2']);
  const [code, setCode] = useState('');
  const wait = useCountdown(draft.codeResendAt);
  const email = draft.codeEmail || draft.email;
  const complete = new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code);
  const phone = {
    phoneNumber: draft.phoneNumber || undefined,
    phoneNumberPrefix: draft.phoneNumberPrefix ?? undefined,
  };

  const confirm = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!complete) return;
    // docs/spec/flow/screens.md#confirmemail confirmEmail: "Next via human-check".
    const { outcome, response } = await submit(() => botCheck.withToken((recaptchaToken) => client.call('confirmEmail', { confirmEmailCode2: code, recaptchaToken, ...phone })));
    if (outcome === 'failed') {
      noteAttemptsLeft(response);
      focusSummary();
    }
  };

  const resend = () =>
    submit(async () => {
      const response = await client.call('verifyEmail', { ...phone, sentSmsCount: draft.sentSmsCount });
      const seconds = response.dataContent?.resendAfterSeconds ?? response.dataContent?.retryAfterSeconds;
      if (seconds !== undefined) useDraftStore.getState().update({ codeResendAt: Date.now() + seconds * 1000 });
      return response;
    });

  const wrongPhone = () => {
    // docs/spec/flow/screens.md: "a 'wrong phone' link going back in history"; opened directly (a reload in a new tab), the phone step.
    if (router.history.canGoBack()) router.history.back();
    else {
      useDraftStore.getState().update({ phoneStage: 'entry' });
      void router.navigate({ to: ROUTE_PATHS.desktopSms, state: { stepName: 'desktopSms' } });
    }
  };

  return (
    <form className="onb-step" onSubmit={confirm} noValidate onFocusCapture={botCheck.prepare} onInputCapture={botCheck.prepare}>
      <StepHeading>
        <Trans>Confirm your e-mail address</Trans>
      </StepHeading>
      <p className="onb-lead">{email ? <Trans>We sent a code to {email}.</Trans> : <Trans>We sent a code to your e-mail address.</Trans>}</p>
      <ErrorSummary ref={summaryRef} title={t`There is a problem`} errors={summaryItems} />
      <EmailCodeField
        id="field-confirmEmailCode2"
        name="confirmEmailCode2"
        label={t`Code from the e-mail`}
        hint={t`Type the ${CODE_LENGTH} digits of the code, one in each box.`}
        value={code}
        error={errors.confirmEmailCode2}
        onValueChange={(value) => {
          setFieldError('confirmEmailCode2', null);
          setCode(value);
        }}
      />
      <StepActions problems={{ confirmEmailCode2: complete ? undefined : 'confirmEmailCode.invalid' }}>
        <Trans>Next</Trans>
      </StepActions>
      <div className="onb-links">
        <ResendCodeLink wait={wait} onResend={() => void resend()} />
        <p className="onb-aside">
          <Button variant="link" onClick={wrongPhone}>
            <Trans>Wrong phone number? Go back</Trans>
          </Button>
        </p>
      </div>
    </form>
  );
}
