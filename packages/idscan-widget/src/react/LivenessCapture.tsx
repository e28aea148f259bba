import { useEffect, useRef, useState } from 'react';
import { loadFaceDetector } from '../capture/loadFaceDetector';
import { openCamera } from '../capture/openCamera';
import type { CameraSession, FaceDetector } from '../capture/types';
import type { LivenessAction } from '../core/enumerations';
import type { IdscanWidgetController } from '../core/types';
import { LivenessScreen } from './screens/LivenessScreen';
import type { PassiveFaceError } from './screens/passiveFaceErrors';
import { toWidgetCameraError } from './toWidgetCameraError';

/** A head turn counts from this many degrees of yaw (the detector's landmarks estimate it). */
const MIN_TURN_DEGREES = 15;

/** Pictures per action before the check counts as failed: a first try is often too small a turn. */
const TRIES_PER_ACTION = 3;

/** The frame size the face check runs on: a face at selfie distance stays well above the detector's minimum. */
const FACE_CHECK_LONG_SIDE = 640;

/**
 * The liveness step (S1 §2, §4, §5): the front camera, the face detector loaded on this step only, and each
 * "Take Picture" judged: one usable face, turned the way the action asks. Without a detector (no
 * `faceModelUrl`, or it could not load) the check says `Undefined` and the journey ends as Refer.
 */
export function LivenessCapture({ widget, mode, action }: { widget: IdscanWidgetController; mode: 'active' | 'passive'; action: LivenessAction }) {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [faceError, setFaceError] = useState<PassiveFaceError | null>(null);
  const [verifying, setVerifying] = useState(false);
  const session = useRef<CameraSession | null>(null);
  const failures = useRef(0);
  const detector = useRef<Promise<FaceDetector> | null>(null);
  const modelBaseUrl = widget.options.faceModelUrl;

  useEffect(() => {
    let cancelled = false;
    let opened: CameraSession | null = null;
    openCamera({ facingMode: 'user' }).then(
      (camera) => {
        if (cancelled) return camera.stop();
        opened = camera;
        session.current = camera;
        setStream(camera.stream);
        camera.on('stream', ({ stream: next }) => setStream(next));
      },
      (error: unknown) => {
        if (!cancelled) widget.reportCameraError(toWidgetCameraError(error));
      },
    );
    return () => {
      cancelled = true;
      session.current = null;
      opened?.stop();
    };
  }, [widget]);

  const takePicture = async () => {
    const frame = session.current?.grabFrame(FACE_CHECK_LONG_SIDE);
    if (!frame) return;
    if (!modelBaseUrl) {
      widget.submitLiveness('Undefined');
      return;
    }
    setVerifying(true);
    detector.current ??= loadFaceDetector({ modelBaseUrl });
    const checked = await (await detector.current).check(frame);
    setVerifying(false);
    if (checked.status === 'unavailable') {
      widget.submitLiveness('Undefined');
      return;
    }
    const yaw = checked.status === 'ok' ? checked.face.yaw : null;
    if (checked.status === 'ok' && (action === 'LEFT' || action === 'RIGHT') && yaw === null) {
      // The detector found the face but cannot tell its turn: a person must judge.
      widget.submitLiveness('Undefined');
      return;
    }
    const turnOk = action === 'LEFT' ? yaw !== null && yaw <= -MIN_TURN_DEGREES : action === 'RIGHT' ? yaw !== null && yaw >= MIN_TURN_DEGREES : true;
    setFaceError(checked.status === 'problem' ? checked.problem : null);
    if (checked.status === 'ok' && turnOk) {
      failures.current = 0;
      widget.submitLiveness('Passed');
      return;
    }
    failures.current += 1;
    if (failures.current >= TRIES_PER_ACTION) {
      failures.current = 0;
      widget.submitLiveness('Failed');
    }
  };

  return (
    <LivenessScreen
      mode={mode}
      stream={stream}
      action={action}
      faceError={faceError}
      verifying={verifying}
      onTakePicture={() => {
        void takePicture();
      }}
    />
  );
}
