import { Trans, useLingui } from '@lingui/react/macro';
import { localeCountry, phonePrefixOptions } from '@onboarding/dictionaries';
import { Button, ErrorSummary, isPhoneNumberSendable, PhoneField, SmsCodeField } from '@onboarding/form-fields';
import { CODE_LENGTH } from '@onboarding/realform-api';
import { useMemo, useState } from 'react';
import { useFlow } from '../../../api/FlowContext';
import { useDraftStore } from '../../../stores/draftStore';
import { useFieldErrorsStore } from '../../../stores/fieldErrorsStore';
import { useErrorSummary } from '../../../validation/useErrorSummary';
import { useValidateOnBlur } from '../../../validation/useValidateOnBlur';
import { useCountdown } from '../../data/shared/useCountdown';
import { useIdentitySubmit } from '../shared/useIdentitySubmit';
import { ResendCodeLink } from '../../data/shared/ResendCodeLink';

const PHONE_FIELDS = ['phoneNumber', 'phoneNumberPrefix'] as const;
const CODE_FIELDS = ['phoneVerificationCode2'] as const;

/**
 * The SMS method of the hand-off page (S0 §2 uploadPhone): the phone with its country prefix and a send button
 * behind the bot check (disabled until the number is long enough, S0 §5), then the numeric code with Next
 * (disabled while empty), a resend link (after the server's cool-down) and a 'wrong phone' link back to the entry.
 * A confirmed code sends the phone its hand-off link (S0 §7 MOBILE_SMS, MOBILE_SMS_CODE); the page keeps waiting.
 */
export function SmsHandoff() {
  const { t } = useLingui();
  const { client, captcha, locale } = useFlow();
  const draft = useDraftStore();
  const errors = useFieldErrorsStore((s) => s.errors);
  const setFieldError = useFieldErrorsStore((s) => s.setField);
  const { validate, clear } = useValidateOnBlur();
  const submit = useIdentitySubmit();
  const { ref: phoneSummaryRef, items: phoneSummaryItems, focus: focusPhoneSummary } = useErrorSummary(PHONE_FIELDS);
  const { ref: codeSummaryRef, items: codeSummaryItems, focus: focusCodeSummary } = useErrorSummary(CODE_FIELDS);
  const [code, setCode] = useState('');
  const wait = useCountdown(draft.handoffCodeResendAt);

  // S0 §3: the US prefix only for applicants whose e-mail domain calls for it.
  const prefixes = useMemo(() => phonePrefixOptions({ locale, email: draft.email }), [locale, draft.email]);
  const ownCountry = localeCountry(locale);
  const prefix = draft.phoneNumberPrefix ?? prefixes.find((p) => p.country === ownCountry)?.prefix ?? prefixes[0]?.prefix ?? '';
  const phone = `${prefix} ${draft.phoneNumber}`.trim();
  const canSend = isPhoneNumberSendable(draft.phoneNumber) && prefix !== '';

  const sendCode = async () => {
    const recaptchaToken = await captcha.execute('mobile_sms');
    const sentSmsCount = draft.handoffSentSmsCount + 1;
    const { outcome, response } = await submit(() => client.call('mobileSms', { phoneNumber: draft.phoneNumber, phoneNumberPrefix: prefix, recaptchaToken, sentSmsCount }));
    const content = response?.dataContent;
    const waitSeconds = content?.resendAfterSeconds ?? content?.retryAfterSeconds;
    const handoffCodeResendAt = waitSeconds !== undefined ? Date.now() + waitSeconds * 1000 : useDraftStore.getState().handoffCodeResendAt;
    if (outcome === 'stayed') {
      setCode('');
      useDraftStore.getState().update({
        handoffSmsStage: 'code',
        phoneNumberPrefix: prefix,
        handoffSentSmsCount: content?.sentSmsCount ?? sentSmsCount,
        handoffCodeResendAt,
      });
    } else if (response) {
      useDraftStore.getState().update({ handoffCodeResendAt });
    }
    return outcome;
  };

  if (draft.handoffSmsStage === 'sent') {
    return (
      <section className="onb-handoff__method" aria-labelledby="onb-sms-heading">
        <h2 id="onb-sms-heading" className="onb-subheading">
          <Trans>Open the link on your phone</Trans>
        </h2>
        <p role="status">
          <Trans>We sent a text message with a link to {phone}. Open it on your phone and take the photo there. Keep this page open.</Trans>
        </p>
        <Button variant="link" onClick={() => useDraftStore.getState().update({ handoffSmsStage: 'entry' })}>
          <Trans>Didn't get the link? Send it again</Trans>
        </Button>
      </section>
    );
  }

  if (draft.handoffSmsStage === 'code') {
    const confirm = async (event: React.FormEvent) => {
      event.preventDefault();
      if (code === '') return;
      const { outcome, response } = await submit(() => client.call('mobileSmsCode', { phoneVerificationCode2: code }));
      if (outcome === 'failed') focusCodeSummary();
      else if (outcome === 'stayed' && response?.status === 'success') useDraftStore.getState().update({ handoffSmsStage: 'sent' });
    };
    return (
      <form className="onb-handoff__method" onSubmit={confirm} noValidate aria-labelledby="onb-sms-heading">
        <h2 id="onb-sms-heading" className="onb-subheading">
          <Trans>Enter the code from the text message</Trans>
        </h2>
        <p>
          <Trans>We sent a code to {phone}. Once you enter it, we send the link to this phone.</Trans>
        </p>
        <ErrorSummary ref={codeSummaryRef} title={t`There is a problem`} errors={codeSummaryItems} />
        <SmsCodeField
          id="field-phoneVerificationCode2"
          name="phoneVerificationCode2"
          label={t`Code from the text message`}
          hint={t`The code has ${CODE_LENGTH} digits.`}
          value={code}
          error={errors.phoneVerificationCode2}
          onValueChange={(value) => {
            setFieldError('phoneVerificationCode2', null);
            setCode(value);
          }}
        />
        <Button type="submit" variant="primary" disabled={code === ''}>
          <Trans>Next</Trans>
        </Button>
        <div className="onb-links">
          <ResendCodeLink wait={wait} onResend={() => void sendCode()} />
          <p className="onb-aside">
            <Button variant="link" onClick={() => useDraftStore.getState().update({ handoffSmsStage: 'entry' })}>
              <Trans>Wrong phone number? Change it</Trans>
            </Button>
          </p>
        </div>
      </form>
    );
  }

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!canSend) return;
    if ((await sendCode()) === 'failed') focusPhoneSummary();
  };
  return (
    <form className="onb-handoff__method" onSubmit={send} noValidate aria-labelledby="onb-sms-heading">
      <h2 id="onb-sms-heading" className="onb-subheading">
        <Trans>Get the link by text message</Trans>
      </h2>
      <p>
        <Trans>We will send a code to your phone to confirm the number, then a link to open this step there.</Trans>
      </p>
      <ErrorSummary ref={phoneSummaryRef} title={t`There is a problem`} errors={phoneSummaryItems} />
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
    </form>
  );
}
