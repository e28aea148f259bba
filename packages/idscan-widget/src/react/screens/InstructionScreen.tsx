import { Trans, useLingui } from '@lingui/react/macro';
import type { CaptureMode } from '../../core/enumerations';
import { Button } from '../ui/Button';
import { Examples } from '../ui/Examples';
import { Modal } from '../ui/Modal';
import { Screen } from '../ui/Screen';

/** Props of {@link InstructionScreen}. */
export interface InstructionScreenProps {
  /** A full step with "Let's take the picture", or a popup with Close (S1 §2). */
  variant: 'step' | 'popup';
  /** Step: "Let's take the picture" was pressed. */
  onConfirm?(): void;
  /**
   * Step: the 1 s lock after confirming (S1 §4, §9 `INSTRUCTION_LOCK_MS`, kept by the core): the button does
   * nothing while locked. @default false
   */
  locked?: boolean;
  /** Popup: whether it is shown. @default true */
  open?: boolean;
  /** Popup: Close, Escape or the back gesture. The page is scrolled to the top as it closes (S1 §2). */
  onClose?(): void;
  /** Only automatic capture shows the "auto-capture is on" tip. @default 'auto' */
  captureMode?: CaptureMode;
}

function InstructionContent({ captureMode }: { captureMode: CaptureMode }) {
  const { t } = useLingui();
  return (
    <>
      {/* S1 §2: one good and two bad examples; S1 §9: a slider of 2.2 slides per view with a gap of 10 (styles.css). */}
      <Examples
        subject="document"
        label={t`Example photos`}
        carousel
        examples={[
          { caption: t`The document is horizontal and fills the frame` },
          { flaw: 'blurry', caption: t`The photo is blurry` },
          { flaw: 'deviceHorizontal', caption: t`The phone is held horizontally` },
        ]}
      />
      <h3 className="idscan-subtitle">
        <Trans>Tips</Trans>
      </h3>
      <ul className="idscan-tips">
        {captureMode === 'auto' ? (
          <li>
            <Trans>Auto-capture is on: hold the document still inside the frame and the photo is taken for you.</Trans>
          </li>
        ) : null}
        <li>
          <Trans>Do not cover any data with your fingers.</Trans>
        </li>
        <li>
          <Trans>Use good light and avoid reflections.</Trans>
        </li>
      </ul>
    </>
  );
}

/** S1 §2 instruction screen "how to take a picture". */
export function InstructionScreen({ variant, onConfirm, locked = false, open = true, onClose, captureMode = 'auto' }: InstructionScreenProps) {
  const { t } = useLingui();
  if (variant === 'popup') {
    const close = () => {
      onClose?.();
      // S1 §2: "Closing the popup hides it and scrolls to the top."
      globalThis.scrollTo?.({ top: 0 });
    };
    return (
      <Modal open={open} onClose={close} title={t`How to take a picture`} closeButton={false}>
        <InstructionContent captureMode={captureMode} />
        <div className="idscan-actions">
          <Button onClick={close}>{t`Close`}</Button>
        </div>
      </Modal>
    );
  }
  return (
    <Screen title={t`How to take a picture`}>
      <InstructionContent captureMode={captureMode} />
      <div className="idscan-actions">
        <Button onClick={() => onConfirm?.()} disabled={locked}>
          {t`Let's take the picture`}
        </Button>
      </div>
    </Screen>
  );
}
