/**
 * Comparing faces and reading their scores: the descriptor distance and similarity, the match threshold, the
 * anti-spoofing and liveness thresholds, and the head turn. Plain functions (no models): they run anywhere, the
 * engine's worker does the inference (faceEngine.ts).
 */

/**
 * The Euclidean distance of two face descriptors (face-api's 128 numbers): 0 for the same crop, below about 0.6 for
 * the same person (the dlib model's usual threshold), 0.75 and more for different people on the fixtures. Infinity for
 * descriptors of different lengths or empty ones (not comparable: e.g. a 1024-number descriptor of human's faceres
 * model, which the engine made before 2026-11-26).
 */
export function faceDistance(a: readonly number[], b: readonly number[]): number {
  if (a.length === 0 || a.length !== b.length) return Number.POSITIVE_INFINITY;
  let sum = 0;
  for (let i = 0; i < a.length; i++) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    sum += diff * diff;
  }
  return Math.sqrt(sum);
}

/**
 * The similarity of two face descriptors, 0..1, higher = more alike: 1 − their Euclidean distance
 * ({@link faceDistance}), clamped to 0..1. So a similarity of 0.4 is a distance of 0.6. Descriptors of different
 * lengths, or empty ones, are not comparable (0).
 *
 * The descriptor is face-api's recognition model (the dlib-style ResNet-34 face descriptor, 128 numbers, made for the
 * Euclidean distance); it replaced human's faceres descriptor (1024 numbers, compared by cosine), which separated the
 * two people of the fixtures by a gap of only 0.03 (lowest same-person cosine 0.568, highest different-person 0.538).
 */
export function faceSimilarity(a: readonly number[], b: readonly number[]): number {
  const distance = faceDistance(a, b);
  if (!Number.isFinite(distance)) return 0;
  return Math.max(0, Math.min(1, 1 - distance));
}

/**
 * Two faces are the same person when their {@link faceSimilarity} is at least this: a Euclidean distance of at most
 * 0.6, the usual threshold of the dlib-style descriptor (set on a large population, unlike the figures below), rather
 * than the middle of the fixtures' gap (0.37): it errs towards "not the same person", which a person then reviews.
 *
 * Measured with bench/faceBench.ts on the fixtures (test/fixtures/faces/: three photos of Obama, two of Biden, and the
 * official portraits of each printed grey on a simulated ID card, the card alone and photographed from afar),
 * face-api 1.7.15's descriptor on the faces human 3.3.6 finds (see src/workers/faceWorker.mjs), 2026-11-26:
 * - same person, 10 pairs (4 photo pairs, 6 card/photo pairs; a card against its own source photo left out): lowest
 *   0.511 (Biden's card / biden.jpg), then 0.516 (the card from afar), 0.517 (Obama's card from afar / obama2.jpg);
 *   highest 0.688;
 * - different people, 14 pairs: highest 0.229 (Obama's card from afar / biden.jpg), then 0.227, 0.223; lowest 0.096.
 * All 30 fixture pairs correct; a gap of 0.282 between the two groups (human's faceres cosine, used before: 0.030),
 * margins 0.111 above the threshold and 0.171 below. Each photo halved, enlarged, at JPEG quality 40, mirrored or 25 %
 * brighter against the other four photos: 100 of 100 verdicts right (faceres: 97), lowest same-person 0.532 (a
 * mirrored biden.jpg / biden2.jpg), highest different-person 0.236 (a brighter biden.jpg / obama2.jpg). A head turned
 * further (obama2.jpg warped to ~23° of yaw) against obama2.jpg: 0.616.
 * Two people are still no test set: on a wider population (the dlib model's published figures: 99.38 % on LFW at
 * 0.6) different people will now and then score above 0.4 — twins, relatives, look-alikes, poor captures — and the
 * same person below. Treat a result near the threshold as "a person decides".
 */
export const FACE_MATCH_THRESHOLD = 0.4;

/**
 * human's anti-spoofing score (`real`) at least this counts as a real face — which on the fixtures says little:
 * real photos 0.59–0.74, their printed document portraits 0.75–0.85 (HIGHER than the real photos), simulated photos
 * of a screen 0.62–0.75 (bench/faceBench.ts, 2026-11-26). 0.5 lets every real photo pass and, measured on these
 * simulations, rejects nothing: the model (trained on webcam presentation attacks) does not recognise a grey print
 * or our screen simulation. Not a check on its own; LIVENESS_THRESHOLD is the score that separated print from real.
 */
export const ANTISPOOF_THRESHOLD = 0.5;

/**
 * human's liveness score (`live`) at least this counts as a live face. Measured (bench/faceBench.ts, 2026-11-26): the
 * five real fixture photos 0.75–1.00; the printed portraits (alone, on a card, on a card photographed from afar)
 * 0.06–0.39; simulated photos of a screen 0.66–0.96 (not caught). 0.55 sits between real and print (margins 0.20
 * and 0.16). A one-off measurement on other real photos (ageitgey/face_recognition's examples, not stored here:
 * stills of actors, press photos) gave liveness from 0.11 to 1.00, so real faces can fail it: a failed liveness is a
 * reason for a person to review, not a rejection.
 */
export const LIVENESS_THRESHOLD = 0.55;

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
