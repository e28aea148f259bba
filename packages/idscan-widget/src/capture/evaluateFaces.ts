import type { FaceBox, FaceProblem } from './types';

/** docs/spec/widget/screens.md#photo-guidance "a selfie must show the full face": limits for one face in a selfie frame, as shares of the frame. */
export const FACE_LIMITS = {
  /** A face box this close to the frame's edge (share of the frame's short side) is near the border. */
  borderMargin: 0.03,
  /** Face narrower than this share of the frame: too far. */
  minWidthShare: 0.2,
  /** Face wider than this share of the frame: too close (the ears and chin leave the frame). */
  maxWidthShare: 0.75,
  /** Face narrower than this many pixels cannot be matched whatever the distance: too small. */
  minWidthPixels: 80,
  /**
   * Head turned further than this (degrees): angle too large, for a picture that asks to look straight (selfie,
   * passive liveness, the last active action). A turn the liveness check asks for may go further (see
   * `livenessGuidance`).
   */
  maxYaw: 25,
} as const;

/**
 * The docs/spec/widget/validation.md#passive-liveness-face-errors passive-liveness face error for the faces found in a frame, or `null` when there is exactly one
 * usable face. One answer, the most fundamental first: no face, several, cut off, position, size, angle.
 */
export function evaluateFaces(faces: readonly FaceBox[], frame: { width: number; height: number }): FaceProblem | null {
  if (faces.length === 0) return 'NOT_FOUND';
  if (faces.length > 1) return 'TOO_MANY_FACES';
  const face = faces[0]!;
  if (face.x < 0 || face.y < 0 || face.x + face.width > frame.width || face.y + face.height > frame.height) return 'CROPPED';
  const margin = Math.min(frame.width, frame.height) * FACE_LIMITS.borderMargin;
  if (face.x < margin || face.y < margin || face.x + face.width > frame.width - margin || face.y + face.height > frame.height - margin) {
    return 'NEAR_BORDER';
  }
  const widthShare = face.width / frame.width;
  if (widthShare > FACE_LIMITS.maxWidthShare) return 'TOO_CLOSE';
  if (face.width < FACE_LIMITS.minWidthPixels) return 'TOO_SMALL';
  if (widthShare < FACE_LIMITS.minWidthShare) return 'TOO_FAR';
  if (face.yaw !== null && Math.abs(face.yaw) > FACE_LIMITS.maxYaw) return 'ANGLE_TOO_LARGE';
  return null;
}

/**
 * Head turn in degrees from 68-point landmarks: how far the nose tip (30) sits from the middle of the outer eye
 * corners (36, 45), relative to half their distance. A frontal face gives about 0, a profile about ±90. In the
 * unmirrored frame a camera gives, a person turning to their own right moves their nose to the frame's left:
 * negative yaw is the person's right, positive their left.
 */
export function yawFromLandmarks(points: readonly { x: number; y: number }[]): number | null {
  const nose = points[30];
  const leftEye = points[36];
  const rightEye = points[45];
  if (!nose || !leftEye || !rightEye) return null;
  const half = (rightEye.x - leftEye.x) / 2;
  if (half <= 0) return null;
  const offset = (nose.x - (leftEye.x + rightEye.x) / 2) / half;
  return (Math.asin(Math.max(-1, Math.min(1, offset))) * 180) / Math.PI;
}
