import { Trans, useLingui } from '@lingui/react/macro';
import { UPLOAD_METHOD_LABELS, UPLOAD_METHODS, type UploadMethod } from '@onboarding/dictionaries';
import { useFlow } from '../../api/FlowContext';
import { StepHeading } from '../../layout/StepHeading';
import { OptionButtons } from './shared/OptionButtons';
import { useIdentitySubmit } from './shared/useIdentitySubmit';

/**
 * dataUploadChoice, /select-registration-method (S0 §2): how the applicant proves identity — from a phone (the
 * hand-off), now on this device (digital), or later (manual, with the note that the account opens only after the
 * upload). The answer is sent at once (S0 §3 "Upload method: 1 manual, 2 digital, 3 mobile"); the server's `next`
 * leads on.
 */
export function DataUploadChoiceScreen() {
  const { t, i18n } = useLingui();
  const { client } = useFlow();
  const submit = useIdentitySubmit();

  const choose = (dataUploadChoice: UploadMethod) => void submit(() => client.call('dataUploadChoice', { dataUploadChoice }));

  return (
    <div className="onb-step">
      <StepHeading>
        <Trans>How do you want to confirm your identity?</Trans>
      </StepHeading>
      <p className="onb-lead">
        <Trans>We need a photo of your identity document. It takes about two minutes.</Trans>
      </p>
      <OptionButtons<UploadMethod>
        options={[
          {
            value: UPLOAD_METHODS.MOBILE,
            label: i18n._(UPLOAD_METHOD_LABELS[UPLOAD_METHODS.MOBILE]),
            hint: t`Scan a QR code or get a link by text message, then take the photo with your phone.`,
          },
          {
            value: UPLOAD_METHODS.DIGITAL,
            label: i18n._(UPLOAD_METHOD_LABELS[UPLOAD_METHODS.DIGITAL]),
            hint: t`Take the photo with this device's camera or choose a file.`,
          },
          {
            value: UPLOAD_METHODS.MANUAL,
            label: i18n._(UPLOAD_METHOD_LABELS[UPLOAD_METHODS.MANUAL]),
            hint: t`You can fill in the rest of the form now. We can open your account only after you upload the document.`,
          },
        ]}
        onChoose={choose}
      />
    </div>
  );
}
