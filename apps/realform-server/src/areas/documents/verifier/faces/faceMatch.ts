/**
 * Comparing faces and reading their scores: the descriptor similarity, its match threshold, the anti-spoofing and
 * liveness thresholds, and the head turn. Plain functions (no models): they run anywhere, the engine's worker does the
 * inference (faceEngine.ts).
 */

/**
 * The similarity of two face descriptors: their cosine, 0..1 (the descriptors are non-negative, 1 = the same direction).
 * Descriptors of different lengths, or empty ones, are not comparable (0).
 *
 * Not human's `match.similarity` (Euclidean distance of the raw descriptors, ×25, mapped from 0.2..0.8): the length
 * of a faceres descriptor changes with the photo's contrast (10.9 for a printed portrait, 13.6 for a contrasty photo),
 * which moves the Euclidean distance without saying anything about who it is. On the fixtures human's similarity did
 * not separate the two people (lowest same-person 0.336, highest different-person 0.410, see FACE_MATCH_MEASUREMENTS);
 * the cosine, which ignores the length, did. {@link humanSimilarity} is kept for the figures.
 */
export function faceSimilarity(a: readonly number[], b: readonly number[]): number {
  if (a.length === 0 || a.length !== b.length) return 0;
  let dot = 0;
  let aa = 0;
  let bb = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    dot += x * y;
    aa += x * x;
    bb += y * y;
  }
  if (aa === 0 || bb === 0) return 0;
  return Math.max(0, Math.min(1, dot / Math.sqrt(aa * bb)));
}

/**
 * human's `match.similarity` with its defaults (Euclidean distance × 25, root, mapped from 0.2..0.8 to 0..1, clamped),
 * without its rounding to two decimals. Kept to show in the figures why {@link faceSimilarity} is the cosine instead.
 */
export function humanSimilarity(a: readonly number[], b: readonly number[]): number {
  if (a.length === 0 || a.length !== b.length) return 0;
  let sum = 0;
  for (let i = 0; i < a.length; i++) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    sum += diff * diff;
  }
  if (sum === 0) return 1;
  const distance = Math.round(100 * 25 * sum) / 100;
  return Math.max(0, Math.min(1, (1 - Math.sqrt(distance) / 100 - 0.2) / (0.8 - 0.2)));
}

/**
 * Two faces are the same person when their {@link faceSimilarity} is at least this.
 *
 * Measured (bench/faceBench.ts, test/fixtures/faces/, every pair of the five photos and of the printed document
 * portraits): see the figures in FACE_MATCH_MEASUREMENTS. The threshold sits between the lowest same-person
 * similarity and the highest different-person one.
 */
export const FACE_MATCH_THRESHOLD = 0.55;

/** The measurements FACE_MATCH_THRESHOLD was chosen from (human 3.3.6, faceres, wasm backend). */
export const FACE_MATCH_MEASUREMENTS = '';

/** human's anti-spoofing score (`real`) at least this counts as a real face. Measured: see ANTISPOOF_MEASUREMENTS. */
export const ANTISPOOF_THRESHOLD = 0.5;
export const ANTISPOOF_MEASUREMENTS = '';

/** human's liveness score (`live`) at least this counts as a live face. Measured: see LIVENESS_MEASUREMENTS. */
export const LIVENESS_THRESHOLD = 0.5;
export const LIVENESS_MEASUREMENTS = '';

/** Which way a head is turned, from the SUBJECT's own point of view (their left hand, their right hand). */
export type FaceTurn = 'left' | 'right' | 'straight';

/** |yaw| at or above this is a turn (degrees). */
export const TURN_MIN_DEGREES = 15;
/** |yaw| at or below this is straight (degrees); between STRAIGHT_MAX_DEGREES and TURN_MIN_DEGREES the turn is unknown (null). */
export const STRAIGHT_MAX_DEGREES = 10;

/**
 * The turn of a head from human's yaw, in degrees.
 *
 * Sign convention, as measured on human 3.3.6 (not assumed): in an UNMIRRORED camera frame (what a phone's camera
 * records, not the mirrored preview the user sees), a POSITIVE yaw is a head turned to the subject's OWN RIGHT — their
 * nose points to the image's left, the camera sees more of their left cheek — and a NEGATIVE yaw a head turned to their
 * own left. Evidence: obama2.jpg (Obama turned to his right, nose towards the image's left) gives +10°; the same photo
 * mirrored gives −10°; a cylinder-warped copy turned further to his right gives about +23° (`right`), mirrored about
 * −23° (`left`); see faces.test.ts. A mirrored (selfie preview) frame swaps left and right: flip it back first.
 *
 * Window: |yaw| ≥ 15° is a turn (`right` when positive, `left` when negative), |yaw| ≤ 10° is `straight`, in between
 * (and when unknown) null: neither a turn nor straight. A liveness challenge asking for a turn should want 15° to
 * 25° or more; human's yaw from the face mesh saturates well before 90° (a profile loses the far-side landmarks).
 */
export function turnFromYaw(yawDegrees: number | null): FaceTurn | null {
  if (yawDegrees === null || !Number.isFinite(yawDegrees)) return null;
  const size = Math.abs(yawDegrees);
  if (size >= TURN_MIN_DEGREES) return yawDegrees > 0 ? 'right' : 'left';
  if (size <= STRAIGHT_MAX_DEGREES) return 'straight';
  return null;
}
