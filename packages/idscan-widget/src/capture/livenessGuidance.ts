import type { FaceCheckResult, FaceProblem } from './types';

/** A head turn counts from this many degrees of yaw, to the side asked (issue 15: 15°). */
export const LIVENESS_MIN_TURN_DEGREES = 15;

/** What a liveness picture asks for: a turn to the person's own left or right, or to look straight. */
export type LivenessGuidanceAction = 'LEFT' | 'RIGHT' | 'STRAIGHT';

/**
 * Why the face detector suggests another picture: a face problem (docs/spec/widget/validation.md#passive-liveness-face-errors), a turn too small to tell
 * (`TURN_MORE`), or a turn to the other side (`TURN_OTHER_WAY`).
 */
export type LivenessHint = FaceProblem | 'TURN_MORE' | 'TURN_OTHER_WAY';

/** Send the picture, or show a hint first. */
export type LivenessGuidance = { readonly send: true } | { readonly send: false; readonly hint: LivenessHint };

const SEND: LivenessGuidance = { send: true };

/**
 * The browser's advice on one liveness picture (issue 15): guidance only, the server judges every picture it
 * gets. Rules:
 * - a face problem (none found, several, cut off, too far…) is shown as it is;
 * - a turn counts from 15° to the side asked, with no upper limit: turning further is what people do when asked
 *   to turn, and a profile the detector can no longer see already shows as "no face found". (The 25° limit,
 *   `FACE_LIMITS.maxYaw`, applies only to pictures that ask to look straight.)
 * - 15° or more to the other side is "the other way"; less than 15° either way is "turn more";
 * - the turn is read in the unmirrored frame: negative yaw is the person's own right (see `yawFromLandmarks`);
 * - when the detector cannot run or cannot tell the turn, the picture is sent: the server decides.
 */
export function livenessGuidance(check: FaceCheckResult, action: LivenessGuidanceAction): LivenessGuidance {
  if (check.status === 'unavailable') return SEND;
  const turn = action === 'LEFT' || action === 'RIGHT';
  let yaw: number | null;
  if (check.status === 'problem') {
    // A large angle is the one problem a turn asks for; every other check passed before it (evaluateFaces).
    if (!turn || check.problem !== 'ANGLE_TOO_LARGE' || check.faces.length !== 1) return { send: false, hint: check.problem };
    yaw = check.faces[0]!.yaw;
  } else {
    yaw = check.face.yaw;
  }
  if (!turn || yaw === null) return SEND;
  // Degrees towards the side asked: positive yaw is the person's left.
  const towards = action === 'LEFT' ? yaw : -yaw;
  if (towards >= LIVENESS_MIN_TURN_DEGREES) return SEND;
  return { send: false, hint: towards <= -LIVENESS_MIN_TURN_DEGREES ? 'TURN_OTHER_WAY' : 'TURN_MORE' };
}
