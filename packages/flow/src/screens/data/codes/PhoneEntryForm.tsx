import { Trans, useLingui } from '@lingui/react/macro';
import { Button, ErrorSummary } from '@onboarding/form-fields';
import { StepActions } from '../../../layout/StepActions';
import { StepHeading } from '../../../layout/StepHeading';
import type { SubmitOutcome } from '../../../submit/useSubmitStep';
import { useErrorSummary } from '../../../validation/useErrorSummary';
import { DraftPhoneField, usePhoneEntry } from '../../shared/PhoneNumberEntry';

/**
 * The phone entry of desktopSms (docs/spec/flow/screens.md#desktopsms): prefix select plus number, numeric only; the send button (the human
 * check runs when it is pressed) is enabled from 5 digits on (docs/spec/flow/validation.md). The prefix defaults to the locale's country.
 */
export function PhoneEntryForm({
  onSend,
  onInteract,
  emailAlternative,
}: {
  onSend(prefix: string): Promise<SubmitOutcome>;
  /** The first focus or keystroke in the form: the bot check starts then (see useBotCheck). */
  onInteract?(): void;
  emailAlternative: { label: string; onClick(): void } | undefined;
}) {
  const { t } = useLingui();
  const entry = usePhoneEntry();
  const { prefix, canSend } = entry;
  const { ref: summaryRef, items: summaryItems, focus: focusSummary } = useErrorSummary(['phoneNumber', 'phoneNumberPrefix']);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!canSend) return;
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
      <StepActions problems={entry.problems}>
        <Trans>Send the code</Trans>
      </StepActions>
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
