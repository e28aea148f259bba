import { Trans, useLingui } from '@lingui/react/macro';
import { useDomId } from '@repo/react-primitives';
import { useRef, useState, type ReactNode } from 'react';
import type { CaptureCondition, CaptureMode } from '../../core/enumerations';
import { AttemptsNotice } from '../ui/AttemptsNotice';
import { Button } from '../ui/Button';
import { Screen } from '../ui/Screen';
import { Spinner } from '../ui/Spinner';
import { useFocusFallback } from '../ui/useFocusFallback';
import { CaptureWarnings } from './CaptureWarnings';
import { HelpModal, type HelpTopic } from './HelpModal';
import type { PhotoStep } from '../../core/types';
import type { AttemptFailure, CameraDevice } from './types';
import { useStepTexts } from './useStepTexts';
import { Viewfinder } from './Viewfinder';

/** Props of {@link CameraScreen}. */
export interface CameraScreenProps {
  step: PhotoStep;
  /** The camera's stream, shown in the viewfinder; `null` while it starts. */
  stream: MediaStream | null;
  /** Cameras to choose from; the selector shows when there are two or more. @default [] */
  devices?: readonly CameraDevice[];
  /** The camera in use. */
  deviceId?: string;
  onDeviceChange?(deviceId: string): void;
  /**
   * Automatic (smart) or manual capture. Only the identity document has automatic capture; the selfie, proof
   * of address and Covid pass are taken with the manual capture button (docs/spec/widget/screens.md).
   */
  captureMode: CaptureMode;
  /** The auto / manual switch; hidden when not given. */
  onCaptureModeChange?(mode: CaptureMode): void;
  /** Automatic capture is running: the warnings are shown as they come. @default false */
  capturing?: boolean;
  /** "Start capture" (automatic mode, while not capturing). */
  onStart?(): void;
  /** The manual capture button "Take photo". */
  onTakePhoto?(): void;
  /** Automatic capture found no good frame in time (docs/spec/widget/constants.md#capture: 5000 ms): suggests taking the photo manually. @default false */
  autoCaptureTimedOut?: boolean;
  /** Capture conditions failing now (docs/spec/widget/screens.md#camera: glare, blur, low resolution, not in frame). @default [] */
  warnings?: readonly CaptureCondition[];
  /** The photo was taken and is being checked. @default false */
  verifying?: boolean;
  /** Why the last attempt failed; shows the attempts-remaining notice. */
  failure?: AttemptFailure | null;
  /** The scan backend's reason for the failure (already translated), shown in the notice instead of the generic hint. */
  failureDetail?: ReactNode;
  attemptsRemaining?: number;
  /** "How to take the photo correctly" in the attempts notice. */
  onShowInstructions?(): void;
  /** "Try again" in the attempts notice. */
  onRetry?(): void;
  /** The close (×) button: leaves the camera. */
  onClose(): void;
  /** Told when the help popup opens (the popup itself is part of this screen). */
  onHelp?(): void;
}

const HELP_TOPIC: Record<PhotoStep, HelpTopic> = {
  'IDENTITY:FRONT': 'autoCapture',
  'IDENTITY:BACK': 'autoCapture',
  SELFIE: 'selfie',
  ADDRESS: 'address',
  COVID: 'covid',
};

/** docs/spec/widget/screens.md#camera-for-selfie-address-and-covid camera, and the camera for selfie, address and Covid (their captions and manual capture). */
export function CameraScreen({
  step,
  stream,
  devices = [],
  deviceId,
  onDeviceChange,
  captureMode,
  onCaptureModeChange,
  capturing = false,
  onStart,
  onTakePhoto,
  autoCaptureTimedOut = false,
  warnings = [],
  verifying = false,
  failure,
  failureDetail,
  attemptsRemaining,
  onShowInstructions,
  onRetry,
  onClose,
  onHelp,
}: CameraScreenProps) {
  const { t } = useLingui();
  const texts = useStepTexts(step);
  const [helpOpen, setHelpOpen] = useState(false);
  const selectId = `idscan-${useDomId()}-camera`;
  const autoAvailable = step === 'IDENTITY:FRONT' || step === 'IDENTITY:BACK';
  const mode: CaptureMode = autoAvailable ? captureMode : 'manual';
  const captionRef = useRef<HTMLParagraphElement>(null);
  // Starting, verifying and a failure each replace the buttons the user just pressed.
  useFocusFallback(captionRef, `${capturing}/${verifying}/${failure ?? ''}/${mode}`);

  const showControls = !verifying && !failure;
  return (
    <Screen title={texts.cameraTitle} className="idscan-screen--camera">
      <div className="idscan-camera__top">
        <Button variant="secondary" className="idscan-icon-button" onClick={() => {
          setHelpOpen(true);
          onHelp?.();
        }}>
          <span aria-hidden="true">?</span> {t`Help`}
        </Button>
        <Button variant="secondary" className="idscan-icon-button" aria-label={t`Close camera`} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </Button>
      </div>
      <p ref={captionRef} className="idscan-caption">
        {texts.cameraCaption}
      </p>
      {devices.length > 1 && onDeviceChange ? (
        <div className="idscan-field idscan-field--inline">
          <label className="idscan-field__label" htmlFor={selectId}>
            {t`Camera`}
          </label>
          <select id={selectId} className="idscan-field__select" value={deviceId} onChange={(event) => onDeviceChange(event.target.value)}>
            {devices.map((device, index) => {
              const number = index + 1;
              return (
                <option key={device.deviceId} value={device.deviceId}>
                  {device.label || t`Camera ${number}`}
                </option>
              );
            })}
          </select>
        </div>
      ) : null}
      <Viewfinder stream={stream} shape={step === 'SELFIE' ? 'oval' : 'rectangle'} warning={mode === 'auto' && capturing && warnings.length > 0}>
        {verifying ? (
          <div className="idscan-viewfinder__overlay">
            <Spinner>
              <Trans>Verifying the photo…</Trans>
            </Spinner>
          </div>
        ) : null}
      </Viewfinder>
      {mode === 'auto' ? (
        <CaptureWarnings warnings={capturing && !verifying ? warnings : []} capturing={capturing && !verifying} />
      ) : autoAvailable ? (
        // Only where hints exist (the identity document's sides): a selfie, address or Covid photo never had them.
        <p className="idscan-notice idscan-notice--warning">
          <Trans>Manual capture: hints are disabled, so check yourself that the photo is sharp and the whole document is visible.</Trans>
        </p>
      ) : null}
      {autoCaptureTimedOut && mode === 'auto' && !failure ? (
        <p className="idscan-notice idscan-notice--warning" role="status">
          <Trans>The photo could not be taken automatically. Try again, or switch to manual capture and take it yourself.</Trans>
        </p>
      ) : null}
      {failure ? (
        <AttemptsNotice failure={failure} detail={failureDetail} attemptsRemaining={attemptsRemaining} onShowInstructions={onShowInstructions} onRetry={onRetry} />
      ) : null}
      {showControls ? (
        <div className="idscan-actions idscan-camera__controls">
          {mode === 'auto' && !capturing && onStart ? <Button onClick={onStart}>{t`Start capture`}</Button> : null}
          {mode === 'manual' && onTakePhoto ? <Button onClick={onTakePhoto}>{t`Take photo`}</Button> : null}
          {autoAvailable && onCaptureModeChange ? (
            <button
              type="button"
              role="switch"
              className="idscan-switch"
              aria-checked={mode === 'auto'}
              onClick={() => onCaptureModeChange(mode === 'auto' ? 'manual' : 'auto')}
            >
              <span className="idscan-switch__track" aria-hidden="true" />
              {t`Automatic capture`}
            </button>
          ) : null}
        </div>
      ) : null}
      <HelpModal
        topic={HELP_TOPIC[step]}
        open={helpOpen}
        onClose={() => setHelpOpen(false)}
        onSwitchToManual={
          autoAvailable && mode === 'auto' && onCaptureModeChange
            ? () => {
                setHelpOpen(false);
                onCaptureModeChange('manual');
              }
            : undefined
        }
      />
    </Screen>
  );
}
