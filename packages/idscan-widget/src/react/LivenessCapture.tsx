import { useEffect, useRef, useState } from 'react';
import { livenessGuidance, type LivenessGuidanceAction, type LivenessHint } from '../capture/livenessGuidance';
import { loadFaceDetector } from '../capture/loadFaceDetector';
import { openCamera } from '../capture/openCamera';
import type { CameraSession, FaceDetector } from '../capture/types';
import { LIVENESS_FRAME_LONG_SIDE } from '../core/constants';
import type { LivenessAction } from '../core/enumerations';
import { toWidgetError } from '../core/IdscanError';
import type { CaptureFeedback, IdscanWidgetController, WidgetState } from '../core/types';
import { LivenessScreen } from './screens/LivenessScreen';
import { toWidgetCameraError } from './toWidgetCameraError';

/** The frame size the face check runs on: a face at selfie distance stays well above the detector's minimum. */
const FACE_CHECK_LONG_SIDE = 640;

/**
 * Pictures of one action the face detector may hold back in a row with a hint. The next is sent whatever the
 * detector thinks: it only advises, and a detector that cannot see this person's face must not stop them.
 */
const GUIDANCE_HOLDS_PER_ACTION = 2;

const guidanceAction = (action: LivenessAction): LivenessGuidanceAction => (action === 'LEFT' || action === 'RIGHT' ? action : 'STRAIGHT');

/**
 * The liveness step (issue 15): the front camera, and for each "Take Picture" a JPEG of the frame sent to the
 * server with the action asked (`submitLivenessFrame`); the server's answer decides. The face detector (loaded on
 * this step only, with `faceModelUrl`) only advises first: "no face found", "turn further", "other way".
 * Without it every picture is sent unchecked.
 */
export function LivenessCapture({ widget, state, mode, action }: { widget: IdscanWidgetController; state: WidgetState; mode: 'active' | 'passive'; action: LivenessAction }) {
  const [stream, setStream] = useState<MediaStream | null>(null);
  // A hint belongs to the action and the server answer it was given under: a new action, or the server's answer
  // to a picture, makes it stale.
  const [advice, setAdvice] = useState<{ hint: LivenessHint; action: LivenessAction; feedback: CaptureFeedback | null } | null>(null);
  const [checking, setChecking] = useState(false);
  const session = useRef<CameraSession | null>(null);
  const holds = useRef({ action, count: 0 });
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
    const camera = session.current;
    const frame = camera?.grabFrame(FACE_CHECK_LONG_SIDE);
    if (!camera || !frame) return;
    // Drawn now, from the same video frame the detector looks at; only the JPEG encoding waits.
    const photo = camera.takePhoto({ type: 'image/jpeg', maxLongSide: LIVENESS_FRAME_LONG_SIDE });
    photo.catch(() => undefined);
    if (holds.current.action !== action) holds.current = { action, count: 0 };
    const feedback = state.feedback;
    setChecking(true);
    try {
      if (modelBaseUrl && holds.current.count < GUIDANCE_HOLDS_PER_ACTION) {
        detector.current ??= loadFaceDetector({ modelBaseUrl });
        const guidance = livenessGuidance(await (await detector.current).check(frame), guidanceAction(action));
        if (!guidance.send) {
          holds.current.count += 1;
          setAdvice({ hint: guidance.hint, action, feedback });
          return;
        }
      }
      holds.current.count = 0;
      setAdvice(null);
      widget.submitLivenessFrame(await photo);
    } catch (error) {
      widget.reportError(toWidgetError(error));
    } finally {
      setChecking(false);
    }
  };

  const hint = advice && advice.action === action && advice.feedback === state.feedback ? advice.hint : null;
  const refused = state.feedback?.step === 'LIVENESS' && state.feedback.result === 'Failed' ? state.feedback.message : null;
  const turnHint = hint === 'TURN_MORE' || hint === 'TURN_OTHER_WAY' ? hint : null;
  const faceError = hint === 'TURN_MORE' || hint === 'TURN_OTHER_WAY' ? null : hint;
  return (
    <LivenessScreen
      mode={mode}
      stream={stream}
      action={action}
      faceError={faceError}
      turnHint={turnHint}
      message={hint ? null : refused}
      attemptsRemaining={state.attemptsRemaining}
      verifying={checking || state.transfer !== null}
      onTakePicture={() => {
        void takePicture();
      }}
    />
  );
}
