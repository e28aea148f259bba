import { Trans, useLingui } from '@lingui/react/macro';
import { DEVICE_LABELS, DEVICES, type Device } from '@onboarding/dictionaries';
import { useFlow } from '../../api/FlowContext';
import { StepHeading } from '../../layout/StepHeading';
import { useDevice } from '../../routing/device';
import { OptionButtons } from './shared/OptionButtons';
import { useIdentitySubmit } from '../../submit/useIdentitySubmit';

/**
 * mobileDesktopChoice, /select-device (docs/spec/flow/screens.md#upload-document): take the photo on a phone (marked with a note: its camera makes the
 * better photo) or on this computer. Sent at once (docs/spec/flow/entities.md#upload-method-and-device "Device: 1 mobile, 2 desktop"; docs/spec/flow/calls.md#named-actions SELECT_MOBILE_DESKTOP).
 * On a phone (reached by Back or a resume) only this phone is offered: a QR code for the phone in hand means nothing.
 */
export function MobileDesktopChoiceScreen() {
  const { t, i18n } = useLingui();
  const { client } = useFlow();
  const submit = useIdentitySubmit();
  const onPhone = useDevice((s) => s.kind) === 'mobile';

  const choose = (mobileDesktopChoice: Device) => void submit(() => client.call('mobileDesktopChoice', { mobileDesktopChoice }));

  return (
    <div className="onb-step">
      <StepHeading>
        <Trans>Which device do you want to use?</Trans>
      </StepHeading>
      <p className="onb-lead">
        <Trans>Choose where you will take the photo of your identity document.</Trans>
      </p>
      <OptionButtons<Device>
        options={
          onPhone
            ? [{ value: DEVICES.DESKTOP, label: t`This phone`, hint: t`Use this phone's camera or upload a photo you already have.` }]
            : [
                {
                  value: DEVICES.MOBILE,
                  label: i18n._(DEVICE_LABELS[DEVICES.MOBILE]),
                  badge: t`Recommended`,
                  hint: t`A phone camera usually takes a sharper photo. We will show a QR code or send you a link.`,
                },
                {
                  value: DEVICES.DESKTOP,
                  label: i18n._(DEVICE_LABELS[DEVICES.DESKTOP]),
                  hint: t`Use this computer's camera or upload a photo you already have.`,
                },
              ]
        }
        onChoose={choose}
      />
    </div>
  );
}
