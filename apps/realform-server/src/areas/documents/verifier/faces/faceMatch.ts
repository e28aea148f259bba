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
 * not separate the two people (bench/faceBench.ts: lowest same-person 0.322, highest different-person 0.406); the
 * cosine, which ignores the length, did (see FACE_MATCH_THRESHOLD). {@link humanSimilarity} is kept for the figures.
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
 * Chosen from bench/faceBench.ts on the fixtures (test/fixtures/faces/: three photos of Obama, two of Biden, and the
 * official portraits of each printed grey on a simulated ID card, the card alone and photographed from afar), human
 * 3.3.6 faceres descriptors computed on grey faces (see src/workers/faceWorker.mjs), 2026-11-26:
 * - same person, 10 pairs (4 photo pairs, 6 card/photo pairs; a card against its own source photo left out):
 *   lowest 0.568 (Obama's card / obama2.jpg), then 0.580, 0.586 (biden / biden2), 0.589 (obama / obama2); highest 0.735;
 * - different people, 14 pairs: highest 0.538 (obama3 / biden), then 0.524 (obama / biden2), 0.509; lowest 0.324.
 * 0.55 sits between them: all 30 fixture pairs correct, with margins of only 0.018 above and 0.012 below. That margin is
 * thin — each photo halved, enlarged, at JPEG quality 40, mirrored or 25 % brighter against the other four photos
 * gives 97 of 100 verdicts right (a mirrored obama.jpg / obama2.jpg 0.522 and a brighter one 0.533 miss, a brighter
 * obama3.jpg / biden.jpg 0.553 matches) — and two people are no test set: human's faceres is a small model (its descriptor also serves age and gender),
 * and on a wider population different people will score above 0.55 and the same person below. Treat a result near
 * the threshold as "a person decides", and re-measure on more faces before trusting it alone.
 */
export const FACE_MATCH_THRESHOLD = 0.55;

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
