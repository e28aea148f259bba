import { useLingui } from '@lingui/react/macro';
import { localeCountry, phonePrefixOptions } from '@onboarding/dictionaries';
import { isPhoneNumberSendable, PhoneField, SmsCodeField } from '@onboarding/form-fields';
import { useMemo } from 'react';
import { useFlow } from '../../api/FlowContext';
import type { StepProblems } from '../../layout/StepActions';
import { useDraftStore } from '../../stores/draftStore';
import { useFieldErrorsStore } from '../../stores/fieldErrorsStore';
import { useValidateOnBlur } from '../../validation/useValidateOnBlur';

export interface PhoneEntry {
  /** The prefixes offered (docs/spec/flow/entities.md: the US prefix only for applicants whose e-mail domain calls for it). */
  prefixes: ReturnType<typeof phonePrefixOptions>;
  /** The chosen prefix, else the residence country's, else the locale's country's, else the first offered. */
  prefix: string;
  /** docs/spec/flow/validation.md: the send button is enabled from 5 digits on, with a prefix. */
  canSend: boolean;
  /** Why it is not yet (issue 18: listed next to the send button). */
  problems: StepProblems;
  /** The number as the applicant reads it back: prefix, space, number. */
  display: string;
}

/**
 * The phone number of the draft (docs/spec/flow/entities.md#phone phoneNumber, phoneNumberPrefix) as the SMS steps use it: desktopSms and the
 * SMS method of the hand-off page (docs/spec/flow/screens.md#mobilesms uploadPhone).
 */
export function usePhoneEntry(): PhoneEntry {
  const { locale } = useFlow();
  const email = useDraftStore((s) => s.email);
  const phoneNumber = useDraftStore((s) => s.phoneNumber);
  const chosenPrefix = useDraftStore((s) => s.phoneNumberPrefix);
  const prefixes = useMemo(() => phonePrefixOptions({ locale, email }), [locale, email]);
  // The country the applicant said they live in comes first (issue 17: a German resident on the English page was
  // offered +44), then the page language's country; the list's order (docs/spec/flow/entities.md) stays as it is.
  const residenceCountry = useDraftStore((s) => s.residenceCountry);
  const ownCountry = localeCountry(locale);
  const prefix =
    chosenPrefix ??
    prefixes.find((p) => p.country === residenceCountry)?.prefix ??
    prefixes.find((p) => p.country === ownCountry)?.prefix ??
    prefixes[0]?.prefix ??
    '';
  // The field takes digits only, so a number that cannot be sent is empty or too short.
  const problems = {
    phoneNumberPrefix: prefix === '' ? 'phoneNumberPrefix.invalid' : undefined,
    phoneNumber: isPhoneNumberSendable(phoneNumber) ? undefined : phoneNumber === '' ? 'phoneNumber.required' : 'phoneNumber.tooShort',
  };
  return { prefixes, prefix, canSend: !problems.phoneNumber && !problems.phoneNumberPrefix, problems, display: `${prefix} ${phoneNumber}`.trim() };
}

/** The prefix select and the number (numeric only), kept in the draft and validated on blur (docs/spec/flow/validation.md#field-validation-on-blur). */
export function DraftPhoneField({ entry }: { entry: PhoneEntry }) {
  const { t } = useLingui();
  const phoneNumber = useDraftStore((s) => s.phoneNumber);
  const update = useDraftStore((s) => s.update);
  const errors = useFieldErrorsStore((s) => s.errors);
  const { validate, clear } = useValidateOnBlur();
  return (
    <PhoneField
      id="field-phoneNumber"
      name="phoneNumber"
      label={t`Mobile phone number`}
      hint={t`Choose the country code, then type the number without it.`}
      options={entry.prefixes}
      prefix={entry.prefix}
      onPrefixChange={(phoneNumberPrefix) => {
        clear('phoneNumberPrefix');
        update({ phoneNumberPrefix });
      }}
      value={phoneNumber}
      error={errors.phoneNumber ?? errors.phoneNumberPrefix}
      onValueChange={(value) => {
        clear('phoneNumber');
        update({ phoneNumber: value });
      }}
      onBlur={() => phoneNumber && validate('phoneNumber', phoneNumber)}
    />
  );
}

/** The SMS code field (docs/spec/flow/entities.md#phone phoneVerificationCode2); a change clears the server's error on it. */
export function SmsCodeEntry({ value, onValueChange, hint }: { value: string; onValueChange(code: string): void; hint: string }) {
  const { t } = useLingui();
  const error = useFieldErrorsStore((s) => s.errors.phoneVerificationCode2);
  const setFieldError = useFieldErrorsStore((s) => s.setField);
  return (
    <SmsCodeField
      id="field-phoneVerificationCode2"
      name="phoneVerificationCode2"
      label={t`Code from the text message`}
      hint={hint}
      value={value}
      error={error}
      onValueChange={(code) => {
        setFieldError('phoneVerificationCode2', null);
        onValueChange(code);
      }}
    />
  );
}
