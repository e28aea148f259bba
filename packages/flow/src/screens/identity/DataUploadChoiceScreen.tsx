import { Trans, useLingui } from '@lingui/react/macro';
import { DEVICES, UPLOAD_METHOD_LABELS, UPLOAD_METHODS, type UploadMethod } from '@onboarding/dictionaries';
import { useFlow } from '../../api/FlowContext';
import { StepHeading } from '../../layout/StepHeading';
import { useDevice } from '../../routing/device';
import { addingAccountDocument } from '../shared/accountDocuments';
import { OptionButtons } from './shared/OptionButtons';
import { useIdentitySubmit } from '../../submit/useIdentitySubmit';

/**
 * dataUploadChoice, /select-registration-method (docs/spec/flow/screens.md#datauploadchoice): how the applicant proves identity — from a phone (the
 * hand-off), now on this device (digital), or later (manual, with the note that the account opens only after the
 * upload). The answer is sent at once (docs/spec/flow/entities.md#upload-method-and-device "Upload method: 1 manual, 2 digital, 3 mobile"); the server's `next`
 * leads on. On a phone (issue 18) the hand-off to a phone is not offered, and "now" answers the device question
 * too: this phone is the device.
 */
export function DataUploadChoiceScreen() {
  const { t, i18n } = useLingui();
  const { client } = useFlow();
  const submit = useIdentitySubmit();

  const onPhone = useDevice((s) => s.kind) === 'mobile';

  const choose = (dataUploadChoice: UploadMethod) =>
    void submit(async () => {
      const answer = await client.call('dataUploadChoice', { dataUploadChoice });
      // On a phone, "which device?" has one answer: this one (docs/spec/flow/entities.md#upload-method-and-device "Device: … 2 desktop" is "this device").
      if (onPhone && answer.status === 'success' && answer.next === 'mobileDesktopChoice') {
        return client.call('mobileDesktopChoice', { mobileDesktopChoice: DEVICES.DESKTOP });
      }
      return answer;
    });

  return (
    <div className="onb-step">
      <StepHeading>
        <Trans>How do you want to confirm your identity?</Trans>
      </StepHeading>
      <p className="onb-lead">
        {addingAccountDocument() ? (
          <Trans>Your account is open. Add a photo of your identity document to complete it. It takes about two minutes.</Trans>
        ) : (
          <Trans>We need a photo of your identity document. It takes about two minutes.</Trans>
        )}
      </p>
      <OptionButtons<UploadMethod>
        options={[
          ...(onPhone
            ? []
            : [
                {
                  value: UPLOAD_METHODS.MOBILE,
                  label: i18n._(UPLOAD_METHOD_LABELS[UPLOAD_METHODS.MOBILE]),
                  hint: t`Scan a QR code or get a link by text message, then take the photo with your phone.`,
                },
              ]),
          {
            value: UPLOAD_METHODS.DIGITAL,
            label: i18n._(UPLOAD_METHOD_LABELS[UPLOAD_METHODS.DIGITAL]),
            hint: t`Take the photo with this device's camera or choose a file.`,
          },
          {
            value: UPLOAD_METHODS.MANUAL,
            label: i18n._(UPLOAD_METHOD_LABELS[UPLOAD_METHODS.MANUAL]),
            hint: t`You can fill in the rest of the form now. We open your account, and you add the document later by logging in again.`,
          },
        ]}
        onChoose={choose}
      />
    </div>
  );
}
