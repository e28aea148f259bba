import { useEffect, useState, useSyncExternalStore } from 'react';
import { createAutoCapture } from '../capture/createAutoCapture';
import { openCamera } from '../capture/openCamera';
import type { AutoCapture, AutoCaptureState, CameraSession } from '../capture/types';
import type { CaptureMode } from '../core/enumerations';
import { idscanError, toWidgetError } from '../core/IdscanError';
import type { IdscanWidgetController, PhotoStep, WidgetState } from '../core/types';
import { CameraScreen } from './screens/CameraScreen';
import { attemptFailure } from './attemptFailure';
import { toWidgetCameraError } from './toWidgetCameraError';

const noSubscription = () => () => {};
const noState = () => null;

/**
 * The camera step: opens the camera (front for the selfie, rear otherwise), runs auto capture on the identity
 * document (docs/spec/widget/screens.md#camera: the other types are taken with the capture button) and hands each still to the controller.
 */
export function CameraCapture({ widget, state, step }: { widget: IdscanWidgetController; state: WidgetState; step: PhotoStep }) {
  const facingMode = step === 'SELFIE' ? 'user' : 'environment';
  const documentStep = step === 'IDENTITY:FRONT' || step === 'IDENTITY:BACK';
  const mode: CaptureMode = documentStep ? state.captureMode : 'manual';
  const [session, setSession] = useState<CameraSession | null>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [auto, setAuto] = useState<AutoCapture | null>(null);

  useEffect(() => {
    let cancelled = false;
    let opened: CameraSession | null = null;
    let capture: AutoCapture | null = null;
    const offs: (() => void)[] = [];
    openCamera({ facingMode }).then(
      (camera) => {
        if (cancelled) return camera.stop();
        opened = camera;
        capture = createAutoCapture({ source: camera, mode: 'manual', autoStart: false });
        offs.push(
          camera.on('stream', ({ stream: next }) => setStream(next)),
          // docs/spec/flow/validation.md#blank-camera-feed, docs/spec/flow/errors.md#camera: a blank feed (cameraBlankFeedDetected) and a camera taken away are camera errors.
          camera.on('blankFeed', () => widget.reportCameraError(idscanError('camera', { reason: 'blankFeed' }, 'Every pixel of the camera frame is zero: the lens is covered or the camera sends nothing.'))),
          camera.on('ended', () => widget.reportCameraError(idscanError('camera', { reason: 'notReadable' }, 'The camera stopped: it was unplugged, or another app or the browser took it.'))),
          capture.on('capture', ({ blob, auto: automatic }) => widget.submitImage(blob, automatic ? 'auto' : 'manual')),
        );
        setSession(camera);
        setStream(camera.stream);
        setAuto(capture);
      },
      (error: unknown) => {
        if (!cancelled) widget.reportCameraError(toWidgetCameraError(error));
      },
    );
    return () => {
      cancelled = true;
      for (const off of offs) off();
      capture?.dispose();
      opened?.stop();
      // Until the next camera is open (the selfie's front camera after the document's rear one), nothing of this one
      // stays on screen: its stopped stream in the viewfinder, or a Take photo its disposed capture would refuse.
      setSession(null);
      setStream(null);
      setAuto(null);
    };
  }, [widget, facingMode]);

  const autoState: AutoCaptureState | null = useSyncExternalStore(auto?.subscribe ?? noSubscription, auto ? auto.getState : noState, noState);

  // One run per step and per attempt: auto capture stops after each still, and starts again when the step is
  // shown again (the next side, or a failed attempt) and nothing is being sent.
  const sending = state.transfer !== null;
  useEffect(() => {
    if (!auto || sending) return;
    auto.setMode(mode);
    if (mode === 'auto') auto.start();
  }, [auto, mode, sending, step, state.feedback]);

  const takePhoto = () => {
    auto?.captureNow().catch((error: unknown) => widget.reportError(toWidgetError(error)));
  };

  return (
    <CameraScreen
      key={step}
      step={step}
      stream={stream}
      devices={session?.devices ?? []}
      deviceId={session?.deviceId ?? undefined}
      onDeviceChange={(deviceId) => {
        session?.switchCamera(deviceId).catch((error: unknown) => widget.reportCameraError(toWidgetCameraError(error)));
      }}
      captureMode={mode}
      onCaptureModeChange={documentStep ? (next) => widget.setCaptureMode(next) : undefined}
      capturing={autoState?.status === 'checking'}
      onStart={() => auto?.start()}
      onTakePhoto={auto ? takePhoto : undefined}
      autoCaptureTimedOut={autoState?.timedOut ?? false}
      warnings={autoState?.warnings ?? []}
      verifying={sending}
      failure={attemptFailure(state.feedback)}
      failureDetail={state.feedback?.message ?? undefined}
      attemptsRemaining={state.attemptsRemaining}
      onShowInstructions={() => widget.showModal('instructions')}
      onRetry={() => widget.retake()}
      onClose={() => widget.setInputProvider('FILESYSTEM')}
    />
  );
}
