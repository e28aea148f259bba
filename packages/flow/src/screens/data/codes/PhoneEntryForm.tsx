import { Trans, useLingui } from '@lingui/react/macro';
import { localeCountry, phonePrefixOptions } from '@onboarding/dictionaries';
import { Button, ErrorSummary, isPhoneNumberSendable, PhoneField } from '@onboarding/form-fields';
import type { SubmitOutcome } from '../../../submit/useSubmitStep';
import { useMemo } from 'react';
import { useFlow } from '../../../api/FlowContext';
import { StepHeading } from '../../../layout/StepHeading';
import { useDraftStore } from '../../../stores/draftStore';
import { useFieldErrorsStore } from '../../../stores/fieldErrorsStore';
import { useErrorSummary } from '../../../validation/useErrorSummary';
import { useValidateOnBlur } from '../../../validation/useValidateOnBlur';

/**
 * The phone entry of desktopSms (S0 §2): prefix select plus number, numeric only; the send button (the human
 * check runs when it is pressed) is enabled from 5 digits on (S0 §5). The prefix defaults to the locale's country.
 */
export function PhoneEntryForm({
  onSend,
  emailAlternative,
}: {
  onSend(prefix: string): Promise<SubmitOutcome>;
  emailAlternative: { label: string; onClick(): void } | undefined;
}) {
  const { t } = useLingui();
  const { locale } = useFlow();
  const draft = useDraftStore();
  const errors = useFieldErrorsStore((s) => s.errors);
  const { validate, clear } = useValidateOnBlur();
  const { ref: summaryRef, items: summaryItems, focus: focusSummary } = useErrorSummary(['phoneNumber', 'phoneNumberPrefix']);
  // S0 §3: the US prefix only for applicants whose e-mail domain calls for it.
  const prefixes = useMemo(() => phonePrefixOptions({ locale, email: draft.email }), [locale, draft.email]);
  const ownCountry = localeCountry(locale);
  const defaultPrefix = prefixes.find((p) => p.country === ownCountry)?.prefix ?? prefixes[0]?.prefix ?? '';
  const prefix = draft.phoneNumberPrefix ?? defaultPrefix;
  const canSend = isPhoneNumberSendable(draft.phoneNumber) && prefix !== '';

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!canSend) return;
    if ((await onSend(prefix)) === 'failed') focusSummary();
  };

  return (
    <form className="onb-step" onSubmit={submit} noValidate>
      <StepHeading>
        <Trans>Confirm your phone number</Trans>
      </StepHeading>
      <p className="onb-lead">
        <Trans>We will send a text message with a code to this number.</Trans>
      </p>
      <ErrorSummary ref={summaryRef} title={t`There is a problem`} errors={summaryItems} />
      <PhoneField
        id="field-phoneNumber"
        name="phoneNumber"
        label={t`Mobile phone number`}
        hint={t`Choose the country code, then type the number without it.`}
        options={prefixes}
        prefix={prefix}
        onPrefixChange={(phoneNumberPrefix) => {
          clear('phoneNumberPrefix');
          draft.update({ phoneNumberPrefix });
        }}
        value={draft.phoneNumber}
        error={errors.phoneNumber ?? errors.phoneNumberPrefix}
        onValueChange={(phoneNumber) => {
          clear('phoneNumber');
          draft.update({ phoneNumber });
        }}
        onBlur={() => draft.phoneNumber && validate('phoneNumber', draft.phoneNumber)}
      />
      <Button type="submit" variant="primary" disabled={!canSend}>
        <Trans>Send the code</Trans>
      </Button>
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
