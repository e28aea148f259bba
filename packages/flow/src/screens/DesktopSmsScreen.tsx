import { Trans, useLingui } from '@lingui/react/macro';
import { localeCountry, phonePrefixOptions } from '@onboarding/dictionaries';
import { PhoneField } from '@onboarding/form-fields';
import { useMemo } from 'react';
import { useFlow } from '../api/FlowContext';
import { StepHeading } from '../layout/StepHeading';
import { useDraftStore } from '../stores/draftStore';
import { useFieldErrorsStore } from '../stores/fieldErrorsStore';
import { useValidateOnBlur } from '../validation/useValidateOnBlur';

/**
 * desktopSms, /confirm-phone (S0 §2): the heading and the phone entry — prefix select plus number, numeric only
 * (S0 §5). The prefix defaults to the country of the locale.
 */
export function DesktopSmsScreen() {
  const { t } = useLingui();
  const { locale } = useFlow();
  const draft = useDraftStore();
  const errors = useFieldErrorsStore((s) => s.errors);
  const { validate, clear } = useValidateOnBlur();
  // S0 §3: the US prefix only for applicants whose e-mail domain calls for it.
  const email = useDraftStore((s) => s.email);
  const prefixes = useMemo(() => phonePrefixOptions({ locale, email }), [locale, email]);
  const ownCountry = localeCountry(locale);
  const defaultPrefix = prefixes.find((p) => p.country === ownCountry)?.prefix ?? prefixes[0]?.prefix ?? '';
  const prefix = draft.phoneNumberPrefix ?? defaultPrefix;

  return (
    <div className="onb-step">
      <StepHeading>
        <Trans>Confirm your phone number</Trans>
      </StepHeading>
      <p className="onb-lead">
        <Trans>We will send a text message with a code to this number.</Trans>
      </p>
      <PhoneField
        id="field-phoneNumber"
        name="phoneNumber"
        label={t`Mobile phone number`}
        hint={t`Choose the country code, then type the number without it.`}
        options={prefixes}
        prefix={prefix}
        onPrefixChange={(phoneNumberPrefix) => draft.update({ phoneNumberPrefix })}
        value={draft.phoneNumber}
        error={errors.phoneNumber}
        onValueChange={(phoneNumber) => {
          clear('phoneNumber');
          draft.update({ phoneNumber });
        }}
        onBlur={() => draft.phoneNumber && validate('phoneNumber', draft.phoneNumber)}
      />
    </div>
  );
}
