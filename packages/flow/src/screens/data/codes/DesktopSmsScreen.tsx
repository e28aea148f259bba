import { useLingui } from '@lingui/react/macro';
import { EMAIL_VERIFICATION_AFTER_SMS_SENDS } from '@onboarding/realform-api';
import { useFocusHeadingOnPhaseChange } from '../../../a11y/useFocusHeadingOnPhaseChange';
import { useFlow } from '../../../api/FlowContext';
import { useBotCheck } from '../../../captcha/useBotCheck';
import { useDraftStore } from '../../../stores/draftStore';
import { useDataStepSubmit } from '../../../submit/useDataStepSubmit';
import { PhoneEntryForm } from './PhoneEntryForm';
import { SmsCodeForm } from './SmsCodeForm';
import { useNoteAttemptsLeft } from './useNoteAttemptsLeft';

/**
 * desktopSms, /confirm-phone (docs/spec/flow/screens.md#desktopsms, docs/spec/flow/states.md#phone "Phone"): enter the number and send the code (behind the bot check),
 * then the code entry; 'wrong phone number' returns to the entry, the count of sends grows with each send, and
 * after 2 or more sends the e-mail code is offered instead (docs/spec/flow/screens.md, docs/spec/flow/constants.md). Where the applicant is survives a reload.
 */
export function DesktopSmsScreen() {
  const { t } = useLingui();
  const { client } = useFlow();
  const botCheck = useBotCheck('desktop_sms');
  const draft = useDraftStore();
  const submit = useDataStepSubmit();
  const noteAttemptsLeft = useNoteAttemptsLeft('phoneVerificationCode2');
  // The server counts sends and says when the e-mail code is allowed; the page's count is the fallback.
  const emailAlternative = draft.emailVerificationAvailable || draft.sentSmsCount >= EMAIL_VERIFICATION_AFTER_SMS_SENDS;
  useFocusHeadingOnPhaseChange(draft.phoneStage);

  const sendCode = async (prefix: string) => {
    const { outcome, response } = await submit(() =>
      botCheck.withToken((recaptchaToken) =>
        client.call('desktopSms', { phoneNumber: draft.phoneNumber, phoneNumberPrefix: prefix, recaptchaToken, sentSmsCount: draft.sentSmsCount + 1 }),
      ),
    );
    const content = response?.dataContent;
    // A refusal for sending too often still says when to try again (HTTP 429, retryAfterSeconds).
    const waitSeconds = content?.resendAfterSeconds ?? content?.retryAfterSeconds;
    const codeResendAt = waitSeconds !== undefined ? Date.now() + waitSeconds * 1000 : draft.codeResendAt;
    if (outcome === 'stayed') {
      useDraftStore.getState().update({
        phoneStage: 'code',
        phoneNumberPrefix: prefix,
        sentSmsCount: content?.sentSmsCount ?? draft.sentSmsCount + 1,
        emailVerificationAvailable: content?.emailVerificationAvailable ?? draft.emailVerificationAvailable,
        codeResendAt,
      });
    } else if (response) {
      useDraftStore.getState().update({ codeResendAt });
    }
    return outcome;
  };

  const verifyByEmail = () =>
    submit(async () => {
      const response = await client.call('verifyEmail', {
        phoneNumber: draft.phoneNumber || undefined,
        phoneNumberPrefix: draft.phoneNumberPrefix ?? undefined,
        sentSmsCount: draft.sentSmsCount,
      });
      if (response.status === 'success') {
        // docs/spec/flow/entities.md#e-mail-confirmation: "the response's email or info.Email is read"; stored before confirmEmail renders.
        const seconds = response.dataContent?.resendAfterSeconds;
        useDraftStore.getState().update({
          codeEmail: response.email ?? response.info?.Email ?? response.dataContent?.email ?? draft.email,
          codeResendAt: seconds !== undefined ? Date.now() + seconds * 1000 : null,
        });
      }
      return response;
    });

  const emailLink = emailAlternative ? { label: t`Verify with a code sent by e-mail instead`, onClick: verifyByEmail } : undefined;

  if (draft.phoneStage === 'code') {
    return (
      <SmsCodeForm
        phone={`${draft.phoneNumberPrefix ?? ''} ${draft.phoneNumber}`.trim()}
        resendAt={draft.codeResendAt}
        onConfirm={(code) =>
          submit(() => client.call('desktopSmsCode', { phoneVerificationCode2: code })).then(({ outcome, response }) => {
            if (outcome === 'failed') noteAttemptsLeft(response);
            return outcome;
          })
        }
        onResend={() => {
          botCheck.prepare();
          return sendCode(draft.phoneNumberPrefix ?? '');
        }}
        onWrongNumber={() => useDraftStore.getState().update({ phoneStage: 'entry' })}
        emailAlternative={emailLink}
      />
    );
  }
  return <PhoneEntryForm onSend={sendCode} onInteract={botCheck.prepare} emailAlternative={emailLink} resendAt={draft.codeResendAt} />;
}
