import { Trans, useLingui } from '@lingui/react/macro';
import { Button, ErrorSummary } from '@onboarding/form-fields';
import { CODE_LENGTH, CODE_VALID_MINUTES } from '@onboarding/realform-api';
import { useState } from 'react';
import { StepActions } from '../../../layout/StepActions';
import { StepHeading } from '../../../layout/StepHeading';
import { useFieldErrorsStore } from '../../../stores/fieldErrorsStore';
import type { SubmitOutcome } from '../../../submit/useSubmitStep';
import { useErrorSummary } from '../../../validation/useErrorSummary';
import { useCountdown } from '../../shared/useCountdown';
import { SmsCodeEntry } from '../../shared/PhoneNumberEntry';
import { ResendCodeLink } from '../../shared/ResendCodeLink';

/**
 * The code entry of desktopSms (docs/spec/flow/screens.md#desktopsms): the numeric code, Confirm (disabled while the code is empty, docs/spec/flow/validation.md#phone-and-codes), the
 * resend link once the server's cool-down has passed, 'wrong phone number' back to the entry, and the e-mail
 * alternative after 2 or more sends.
 */
export function SmsCodeForm({
  phone,
  resendAt,
  onConfirm,
  onResend,
  onWrongNumber,
  emailAlternative,
}: {
  phone: string;
  resendAt: number | null;
  onConfirm(code: string): Promise<SubmitOutcome>;
  onResend(): Promise<SubmitOutcome>;
  onWrongNumber(): void;
  emailAlternative: { label: string; onClick(): void } | undefined;
}) {
  const { t } = useLingui();
  const { ref: summaryRef, items: summaryItems, focus: focusSummary } = useErrorSummary(['phoneVerificationCode2']);
  const [code, setCode] = useState('');
  const [resent, setResent] = useState(false);
  const wait = useCountdown(resendAt);

  // A new code: say so, and forget the old code and its error (issue 18: a resend said nothing and kept the error).
  const resend = async () => {
    setResent(false);
    if ((await onResend()) !== 'stayed') return;
    setCode('');
    useFieldErrorsStore.getState().setField('phoneVerificationCode2', null);
    setResent(true);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (code === '') return;
    if ((await onConfirm(code)) === 'failed') focusSummary();
  };

  return (
    <form className="onb-step" onSubmit={submit} noValidate>
      <StepHeading>
        <Trans>Enter the code from the text message</Trans>
      </StepHeading>
      <p className="onb-lead">
        <Trans>We sent a text message with a code to {phone}.</Trans>
      </p>
      {/* Present from the start, so a screen reader announces the message when it appears. */}
      <p className="onb-aside" role="status">
        {resent ? t`We sent a new code to ${phone}.` : null}
      </p>
      <ErrorSummary ref={summaryRef} title={t`There is a problem`} errors={summaryItems} />
      <SmsCodeEntry value={code} onValueChange={setCode} hint={t`The code has ${CODE_LENGTH} digits and is valid for ${CODE_VALID_MINUTES} minutes.`} />
      <StepActions problems={{ phoneVerificationCode2: code === '' ? 'phoneVerificationCode.invalid' : undefined }}>
        <Trans>Confirm</Trans>
      </StepActions>
      <div className="onb-links">
        <ResendCodeLink wait={wait} onResend={() => void resend()} />
        <p className="onb-aside">
          <Button variant="link" onClick={onWrongNumber}>
            <Trans>Wrong phone number? Change it</Trans>
          </Button>
        </p>
        {emailAlternative ? (
          <p className="onb-aside">
            <Button variant="link" onClick={emailAlternative.onClick}>
              {emailAlternative.label}
            </Button>
          </p>
        ) : null}
      </div>
    </form>
  );
}
