import { Trans, useLingui } from '@lingui/react/macro';
import { Button, ErrorSummary } from '@onboarding/form-fields';
import { CODE_LENGTH } from '@onboarding/realform-api';
import { useState } from 'react';
import { useFlow } from '../../../api/FlowContext';
import { useBotCheck } from '../../../captcha/useBotCheck';
import { StepActions } from '../../../layout/StepActions';
import { useDraftStore } from '../../../stores/draftStore';
import { useErrorSummary } from '../../../validation/useErrorSummary';
import { DraftPhoneField, SmsCodeEntry, usePhoneEntry } from '../../shared/PhoneNumberEntry';
import { useCountdown } from '../../shared/useCountdown';
import { useIdentitySubmit } from '../../../submit/useIdentitySubmit';
import { ResendCodeLink } from '../../shared/ResendCodeLink';

const PHONE_FIELDS = ['phoneNumber', 'phoneNumberPrefix'] as const;
const CODE_FIELDS = ['phoneVerificationCode2'] as const;

/**
 * The SMS method of the hand-off page (docs/spec/flow/screens.md#mobilesms uploadPhone): the phone with its country prefix and a send button
 * behind the bot check (disabled until the number is long enough, docs/spec/flow/validation.md), then the numeric code with Next
 * (disabled while empty), a resend link (after the server's cool-down) and a 'wrong phone' link back to the entry.
 * A confirmed code sends the phone its hand-off link (docs/spec/flow/calls.md#named-actions MOBILE_SMS, MOBILE_SMS_CODE); the page keeps waiting.
 */
export function SmsHandoff() {
  const { t } = useLingui();
  const { client } = useFlow();
  const botCheck = useBotCheck('mobile_sms');
  const draft = useDraftStore();
  const submit = useIdentitySubmit();
  const { ref: phoneSummaryRef, items: phoneSummaryItems, focus: focusPhoneSummary } = useErrorSummary(PHONE_FIELDS);
  const { ref: codeSummaryRef, items: codeSummaryItems, focus: focusCodeSummary } = useErrorSummary(CODE_FIELDS);
  const [code, setCode] = useState('');
  const wait = useCountdown(draft.handoffCodeResendAt);

  const entry = usePhoneEntry();
  const { prefix, canSend, display: phone } = entry;

  const sendCode = async () => {
    const sentSmsCount = draft.handoffSentSmsCount + 1;
    const { outcome, response } = await submit(() =>
      botCheck.withToken((recaptchaToken) => client.call('mobileSms', { phoneNumber: draft.phoneNumber, phoneNumberPrefix: prefix, recaptchaToken, sentSmsCount })),
    );
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
        <SmsCodeEntry value={code} onValueChange={setCode} hint={t`The code has ${CODE_LENGTH} digits.`} />
        <StepActions problems={{ phoneVerificationCode2: code === '' ? 'phoneVerificationCode.invalid' : undefined }}>
          <Trans>Next</Trans>
        </StepActions>
        <div className="onb-links">
          <ResendCodeLink
            wait={wait}
            onResend={() => {
              botCheck.prepare();
              void sendCode();
            }}
          />
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
    <form className="onb-handoff__method" onSubmit={send} noValidate aria-labelledby="onb-sms-heading" onFocusCapture={botCheck.prepare} onInputCapture={botCheck.prepare}>
      <h2 id="onb-sms-heading" className="onb-subheading">
        <Trans>Get the link by text message</Trans>
      </h2>
      <p>
        <Trans>We will send a code to your phone to confirm the number, then a link to open this step there.</Trans>
      </p>
      <ErrorSummary ref={phoneSummaryRef} title={t`There is a problem`} errors={phoneSummaryItems} />
      <DraftPhoneField entry={entry} />
      <StepActions problems={entry.problems}>
        <Trans>Send the code</Trans>
      </StepActions>
    </form>
  );
}
