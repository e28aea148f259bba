import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../ui/Button';
import { Examples } from '../ui/Examples';
import { Modal } from '../ui/Modal';

/** The docs/spec/widget/screens.md#help-modals help modals. */
export const HELP_TOPICS = ['autoCapture', 'selfie', 'address', 'covid'] as const;
export type HelpTopic = (typeof HELP_TOPICS)[number];

/** Props of {@link HelpModal}. */
export interface HelpModalProps {
  topic: HelpTopic;
  open: boolean;
  onClose(): void;
  /** Auto capture help: "Switch to manual capture" (docs/spec/widget/screens.md). Hidden when not given. */
  onSwitchToManual?(): void;
}

function AutoCaptureHelp({ onSwitchToManual }: { onSwitchToManual?: () => void }) {
  const { t } = useLingui();
  return (
    <>
      <ul className="idscan-tips">
        <li>
          <strong>{t`Glare`}</strong>{' '}
          <Trans>Move away from direct light or tilt the document slightly, so no light reflects on it.</Trans>
        </li>
        <li>
          <strong>{t`Too far`}</strong> <Trans>Move the camera closer: the document should fill most of the frame.</Trans>
        </li>
        <li>
          <strong>{t`Blur`}</strong> <Trans>Hold the device still, and wait a moment for the camera to focus.</Trans>
        </li>
      </ul>
      {onSwitchToManual ? (
        <>
          <p>
            <Trans>If the photo is still not taken automatically, take it yourself.</Trans>
          </p>
          <div className="idscan-actions">
            <Button onClick={onSwitchToManual}>{t`Switch to manual capture`}</Button>
          </div>
        </>
      ) : null}
    </>
  );
}

function SelfieHelp() {
  const { t } = useLingui();
  return (
    <>
      <p>
        <Trans>Your full face must be visible, looking straight at the camera, in good light.</Trans>
      </p>
      <Examples
        subject="face"
        label={t`Example selfies`}
        examples={[
          { caption: t`Full face visible, looking straight at the camera` },
          { flaw: 'angle', caption: t`The face is turned away` },
          { flaw: 'covered', caption: t`The face is covered` },
          { flaw: 'blurry', caption: t`The photo is blurred` },
        ]}
      />
    </>
  );
}

function AddressHelp() {
  const { t } = useLingui();
  return (
    <>
      <p>
        <Trans>
          Use a recent document that shows your name and address: a bank statement, a utility bill, a council tax
          bill, a tax letter, a tenancy agreement, a TV licence, or a telecom or insurance statement.
        </Trans>
      </p>
      <Examples
        subject="letter"
        label={t`Example photos`}
        examples={[
          { caption: t`The whole page visible, nothing covered, sharp and face on` },
          { flaw: 'angle', caption: t`Not all four corners are visible` },
          { flaw: 'covered', caption: t`Part of the page is covered` },
        ]}
      />
    </>
  );
}

function CovidHelp() {
  const { t } = useLingui();
  return (
    <>
      <p>
        <Trans>Photograph the whole pass, face on, with its QR code sharp and fully visible.</Trans>
      </p>
      <Examples
        subject="certificate"
        label={t`Example photos`}
        examples={[
          { caption: t`The whole pass visible, QR code sharp` },
          { flaw: 'blurry', caption: t`The photo is blurred` },
          { flaw: 'covered', caption: t`Part of the pass is covered` },
        ]}
      />
    </>
  );
}

/** docs/spec/widget/screens.md#help-modals help modals: auto capture (glare, too far, blur, switch to manual), selfie, proof of address, Covid. */
export function HelpModal({ topic, open, onClose, onSwitchToManual }: HelpModalProps) {
  const { t } = useLingui();
  const titles: Record<HelpTopic, string> = {
    autoCapture: t`Help with automatic capture`,
    selfie: t`Help with your selfie`,
    address: t`Help with your proof of address`,
    covid: t`Help with your Covid pass`,
  };
  return (
    <Modal open={open} onClose={onClose} title={titles[topic]}>
      {topic === 'autoCapture' ? <AutoCaptureHelp onSwitchToManual={onSwitchToManual} /> : null}
      {topic === 'selfie' ? <SelfieHelp /> : null}
      {topic === 'address' ? <AddressHelp /> : null}
      {topic === 'covid' ? <CovidHelp /> : null}
    </Modal>
  );
}
