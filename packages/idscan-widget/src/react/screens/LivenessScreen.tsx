import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import type { LivenessAction } from '../../core/enumerations';
import { Button } from '../ui/Button';
import { Screen } from '../ui/Screen';
import { Spinner } from '../ui/Spinner';
import { useFocusFallback } from '../ui/useFocusFallback';
import type { PassiveFaceError } from './passiveFaceErrors';
import { Viewfinder } from './Viewfinder';

/** Props of {@link LivenessScreen}. */
export interface LivenessScreenProps {
  /** Active: the user follows actions (docs/spec/widget/states.md#liveness). Passive: one still picture is checked (docs/spec/widget/validation.md#passive-liveness-face-errors face errors). */
  mode: 'active' | 'passive';
  stream: MediaStream | null;
  /** Active: what to do now. */
  action?: LivenessAction;
  /** What the face detector found wrong with the last picture (both modes; guidance before it is sent). */
  faceError?: PassiveFaceError | null;
  /** Active: the last picture's head turn was too small, or to the other side (guidance before it is sent). */
  turnHint?: 'TURN_MORE' | 'TURN_OTHER_WAY' | null;
  /** Why the server did not accept the last picture, in the user's language (its `Message`). */
  message?: string | null;
  /** Pictures the user has left for this action, shown with `message`. */
  attemptsRemaining?: number;
  /** The picture is being checked. @default false */
  verifying?: boolean;
  /** "Take Picture" (docs/spec/widget/screens.md#liveness). */
  onTakePicture(): void;
  /** The close (×) button. Hidden when not given. */
  onClose?(): void;
}

/** docs/spec/widget/screens.md#liveness liveness, active and passive, with a Take Picture button. */
export function LivenessScreen({
  mode,
  stream,
  action,
  faceError,
  turnHint,
  message,
  attemptsRemaining,
  verifying = false,
  onTakePicture,
  onClose,
}: LivenessScreenProps) {
  const { t } = useLingui();
  const actions: Record<LivenessAction, string> = {
    SMILE: t`Smile`,
    FROWN: t`Frown`,
    LEFT: t`Turn your head to the left`,
    RIGHT: t`Turn your head to the right`,
    UP: t`Tilt your head up`,
    DOWN: t`Tilt your head down`,
    STRAIGHT: t`Look straight at the camera`,
    NONE: t`Keep still`,
  };
  const faceErrors: Record<PassiveFaceError, { title: string; hint: string }> = {
    TOO_CLOSE: { title: t`Too close`, hint: t`Move the camera a little further away.` },
    TOO_FAR: { title: t`Too far`, hint: t`Move the camera closer to your face.` },
    NEAR_BORDER: { title: t`Face near the edge`, hint: t`Move your face to the middle of the frame.` },
    CROPPED: { title: t`Face cut off`, hint: t`Make sure your whole face is inside the frame.` },
    NOT_FOUND: { title: t`No face found`, hint: t`Look at the camera, with your face inside the frame.` },
    TOO_MANY_FACES: { title: t`More than one face`, hint: t`Make sure only you are in the picture.` },
    OCCLUDED: { title: t`Face covered`, hint: t`Take off anything that covers your face, such as a mask or sunglasses.` },
    ANGLE_TOO_LARGE: { title: t`Face turned away`, hint: t`Look straight at the camera.` },
    TOO_SMALL: { title: t`Face too small`, hint: t`Move closer, so your face fills the oval.` },
    FAILED_EXPRESSIONS: { title: t`Expression not recognised`, hint: t`Keep a neutral expression and try again.` },
    INTERNAL: { title: t`Something went wrong`, hint: t`Please try again.` },
  };
  // The person's own left and right: the preview is mirrored, so their head turns the same way on screen.
  const turnHints = {
    TURN_MORE: {
      title: t`Turn a little further`,
      hint: action === 'RIGHT' ? t`Turn your head further to the right, then take the picture.` : t`Turn your head further to the left, then take the picture.`,
    },
    TURN_OTHER_WAY: {
      title: t`Other way`,
      hint:
        action === 'RIGHT'
          ? t`You turned to the left. Turn your head to the right, then take the picture.`
          : t`You turned to the right. Turn your head to the left, then take the picture.`,
    },
  };
  const error = faceError ? faceErrors[faceError] : mode === 'active' && turnHint ? turnHints[turnHint] : null;
  const liveRef = useRef<HTMLDivElement>(null);
  // Verifying replaces the Take Picture button the user just pressed.
  useFocusFallback(liveRef, String(verifying));
  return (
    <Screen title={mode === 'active' ? t`Liveness check` : t`Take a picture of your face`} className="idscan-screen--camera">
      {onClose ? (
        <div className="idscan-camera__top">
          <Button variant="secondary" className="idscan-icon-button" aria-label={t`Close camera`} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </Button>
        </div>
      ) : null}
      <p className="idscan-caption">
        {mode === 'active' ? (
          <Trans>Place your face inside the oval and follow the instructions.</Trans>
        ) : (
          <Trans>Place your full face inside the oval, look straight at the camera and take the picture.</Trans>
        )}
      </p>
      <Viewfinder stream={stream} shape="oval" warning={Boolean(error || message)}>
        {verifying ? (
          <div className="idscan-viewfinder__overlay">
            <Spinner>
              <Trans>Verifying…</Trans>
            </Spinner>
          </div>
        ) : null}
      </Viewfinder>
      {/* Always present, so the next action or error is read as it changes. */}
      <div ref={liveRef} className="idscan-warnings" aria-live="assertive">
        {mode === 'active' && action && !verifying ? <p className="idscan-liveness__action">{actions[action]}</p> : null}
        {error && !verifying ? (
          <p className="idscan-warning">
            <strong className="idscan-warning__detail">{error.title}</strong> <span className="idscan-warning__hint">{error.hint}</span>
          </p>
        ) : null}
        {message && !error && !verifying ? (
          <p className="idscan-warning idscan-liveness__refusal">
            <strong className="idscan-warning__detail">{message}</strong>{' '}
            {attemptsRemaining !== undefined && attemptsRemaining > 0 ? (
              <span className="idscan-warning__hint">
                <Plural value={attemptsRemaining} one="You have # attempt left." other="You have # attempts left." />
              </span>
            ) : null}
          </p>
        ) : null}
      </div>
      {verifying ? null : (
        <div className="idscan-actions">
          <Button onClick={onTakePicture}>{t`Take Picture`}</Button>
        </div>
      )}
    </Screen>
  );
}
