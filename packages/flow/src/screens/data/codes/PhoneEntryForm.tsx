import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, ErrorSummary } from '@onboarding/form-fields';
import { StepActions } from '../../../layout/StepActions';
import { StepHeading } from '../../../layout/StepHeading';
import type { SubmitOutcome } from '../../../submit/useSubmitStep';
import { useErrorSummary } from '../../../validation/useErrorSummary';
import { DraftPhoneField, usePhoneEntry } from '../../shared/PhoneNumberEntry';
import { useCountdown } from '../../shared/useCountdown';

/**
 * The phone entry of desktopSms (docs/spec/flow/screens.md#desktopsms): prefix select plus number, numeric only; the send button (the human
 * check runs when it is pressed) is enabled from 5 digits on (docs/spec/flow/validation.md). The prefix defaults to the locale's country.
 */
export function PhoneEntryForm({
  onSend,
  onInteract,
  emailAlternative,
  resendAt = null,
}: {
  onSend(prefix: string): Promise<SubmitOutcome>;
  /**
   * When the server allows the next code (epoch ms): a number changed within the cool-down of the last send is
   * refused with the seconds to wait (HTTP 429), so Send waits them out, counting down, as the resend link does.
   */
  resendAt?: number | null;
  /** The first focus or keystroke in the form: the bot check starts then (see useBotCheck). */
  onInteract?(): void;
  emailAlternative: { label: string; onClick(): void } | undefined;
}) {
  const { t } = useLingui();
  const entry = usePhoneEntry();
  const { prefix, canSend } = entry;
  const wait = useCountdown(resendAt);
  const { ref: summaryRef, items: summaryItems, focus: focusSummary } = useErrorSummary(['phoneNumber', 'phoneNumberPrefix']);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!canSend || wait > 0) return;
    if ((await onSend(prefix)) === 'failed') focusSummary();
  };

  return (
    <form className="onb-step" onSubmit={submit} noValidate onFocusCapture={onInteract} onInputCapture={onInteract}>
      <StepHeading>
        <Trans>Confirm your phone number</Trans>
      </StepHeading>
      <p className="onb-lead">
        <Trans>We will send a text message with a code to this number.</Trans>
      </p>
      <ErrorSummary ref={summaryRef} title={t`There is a problem`} errors={summaryItems} />
      <DraftPhoneField entry={entry} />
      <StepActions problems={entry.problems} disabled={wait > 0}>
        <Trans>Send the code</Trans>
      </StepActions>
      {wait > 0 ? (
        <p className="onb-aside onb-countdown">
          <Plural value={wait} one="You can ask for a new code in # second." other="You can ask for a new code in # seconds." />
        </p>
      ) : null}
      {emailAlternative ? (
        <p className="onb-aside">
          <Button variant="link" onClick={emailAlternative.onClick}>
            {emailAlternative.label}
          </Button>
        </p>
      ) : null}
    </form>
  );
}
