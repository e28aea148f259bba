import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import type { CaptureMode } from '../../core/enumerations';
import type { PhotoStep } from '../../core/types';
import { Button } from '../ui/Button';
import { type Example, Examples } from '../ui/Examples';
import { Modal } from '../ui/Modal';
import { Screen } from '../ui/Screen';
import { useStepTexts } from './useStepTexts';

/** Props of {@link InstructionScreen}. */
export interface InstructionScreenProps {
  /** A full step with "Let's take the picture", or a popup with Close (docs/spec/widget/screens.md#instructions). */
  variant: 'step' | 'popup';
  /** Step: "Let's take the picture" was pressed. */
  onConfirm?(): void;
  /**
   * Step: the 1 s lock after confirming (docs/spec/widget/states.md#instructions-lock, docs/spec/widget/constants.md#instructions `INSTRUCTION_LOCK_MS`, kept by the core): the button does
   * nothing while locked. @default false
   */
  locked?: boolean;
  /** Popup: whether it is shown. @default true */
  open?: boolean;
  /** Popup: Close, Escape or the back gesture. The page is scrolled to the top as it closes (docs/spec/widget/screens.md). */
  onClose?(): void;
  /** Only automatic capture shows the "auto-capture is on" tip (identity document steps only). @default 'auto' */
  captureMode?: CaptureMode;
  /**
   * Whose photo the instructions are about: the examples and tips match it (a face for the selfie, a page for
   * the proof of address, a pass for the Covid step). @default 'IDENTITY:FRONT'
   */
  step?: PhotoStep;
}

function InstructionContent({ captureMode, step }: { captureMode: CaptureMode; step: PhotoStep }) {
  const { t } = useLingui();
  const { subject, guidance } = useStepTexts(step);
  const document = subject === 'document';
  // docs/spec/widget/screens.md#camera: one good and two bad examples. The identity document's are docs/spec/widget/screens.md#camera's own (horizontal document, blurry,
  // horizontal device); the other steps show their own subject, flawed as their preview guidance says.
  const examples: readonly Example[] = document
    ? [
        { caption: t`The document is horizontal and fills the frame` },
        { flaw: 'blurry', caption: t`The photo is blurry` },
        { flaw: 'deviceHorizontal', caption: t`The phone is held horizontally` },
      ]
    : [
        { caption: guidance.good },
        { flaw: 'blurry', caption: guidance.blurry },
        subject === 'face' ? { flaw: 'covered', caption: guidance.covered } : { flaw: 'angle', caption: guidance.angle },
      ];
  return (
    <>
      {/* docs/spec/widget/constants.md#instructions: a slider of 2.2 slides per view with a gap of 10 (styles.css). */}
      <Examples subject={subject} label={t`Example photos`} carousel examples={examples} />
      <h3 className="idscan-subtitle">
        <Trans>Tips</Trans>
      </h3>
      <ul className="idscan-tips">
        {document && captureMode === 'auto' ? (
          <li>
            <Trans>Auto-capture is on: hold the document still inside the frame and the photo is taken for you.</Trans>
          </li>
        ) : null}
        <li>
          {subject === 'face' ? (
            <Trans>Take off anything that covers your face, such as a mask or sunglasses.</Trans>
          ) : (
            <Trans>Do not cover any data with your fingers.</Trans>
          )}
        </li>
        <li>
          <Trans>Use good light and avoid reflections.</Trans>
        </li>
      </ul>
    </>
  );
}

/** docs/spec/widget/screens.md#instructions instruction screen "how to take a picture". */
export function InstructionScreen({ variant, onConfirm, locked = false, open = true, onClose, captureMode = 'auto', step = 'IDENTITY:FRONT' }: InstructionScreenProps) {
  const { t } = useLingui();
  const contentRef = useRef<HTMLDivElement>(null);
  if (variant === 'popup') {
    const close = () => {
      // docs/spec/widget/screens.md: "Closing the popup hides it and scrolls to the top" — of the widget, not of the host's page: the
      // screen's heading comes into view if it is out of it (after the user's own action; nothing else scrolls).
      const heading = contentRef.current?.closest('.idscan')?.querySelector('.idscan-screen__title');
      onClose?.();
      heading?.scrollIntoView({ block: 'nearest' });
    };
    return (
      <Modal open={open} onClose={close} title={t`How to take a picture`} closeButton={false}>
        <div ref={contentRef} className="idscan-modal__body">
          <InstructionContent captureMode={captureMode} step={step} />
        </div>
        <div className="idscan-actions">
          <Button onClick={close}>{t`Close`}</Button>
        </div>
      </Modal>
    );
  }
  return (
    <Screen title={t`How to take a picture`}>
      <InstructionContent captureMode={captureMode} step={step} />
      <div className="idscan-actions">
        <Button onClick={() => onConfirm?.()} disabled={locked}>
          {t`Let's take the picture`}
        </Button>
      </div>
    </Screen>
  );
}
