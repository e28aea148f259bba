import type { UploadFormat } from '@onboarding/realform-api';
import { MIN_DOCUMENT_IMAGE, UPLOAD_MAX_PIXELS } from '@onboarding/realform-api';
import sharp from 'sharp';
import { decodeShrunk, isDecodable } from './decodeImage';
import { detectFormat } from './detectFormat';
import { greyStandardDeviation, isAllZero, laplacianVariance, QUALITY_LONG_SIDE, toGreyImage } from './greyImage';
import { imageDimensions } from './imageDimensions';
import type { MrzReading } from './readMrz';
import { readMrz } from './readMrz';

/**
 * Below this variance of the Laplacian (grey 0–255, long side scaled to 640 px) a picture is blurred. Measured on
 * the generated document fixtures: sharp print ≈ 10 000; a 3-pass box blur of radius 1 (≈ 1.2 px Gaussian, small
 * print still legible) ≈ 180; radius 2 ≈ 23; radius 3 ≈ 8. Real camera photos of documents in focus measure in
 * the hundreds to thousands, so 100 refuses what a person could not read and lets slight softness through.
 */
export const MIN_SHARPNESS = 100;

/**
 * At or below this standard deviation of the grey levels a picture is blank: one colour, nothing on it (a lens
 * cap, a dark room, a white sheet). docs/spec/flow/validation.md#blank-camera-feed's all-zero frame is the extreme case.
 */
export const MAX_BLANK_DEVIATION = 6;

/** docs/spec/widget/states.md#check-values check values used by the local verifier. */
export type CheckValue = 'passed' | 'failed' | 'not needed' | 'undetermined';

export interface ImageChecks {
  /** The long and short side against MIN_DOCUMENT_IMAGE. */
  resolution: CheckValue;
  /** Not one colour (docs/spec/flow/validation.md#blank-camera-feed blank feed). */
  blank: CheckValue;
  /** Variance of the Laplacian against MIN_SHARPNESS. */
  sharpness: CheckValue;
  /** The MRZ's check digits and fields, when one came with the image. */
  mrz: CheckValue;
  /** The MRZ's expiry date is today or later. */
  expiry: CheckValue;
  /** Faces found by the identity checks: one on a selfie or liveness frame (absent before issue 15 or when not looked for). */
  face?: CheckValue;
}

/** Why a stored capture failed, most important first; the upload answers the matching message. */
export type QualityProblem = 'tooSmall' | 'blank' | 'blurred' | 'mrz';

/** Why a file is refused outright (not stored). */
export type Refusal = 'type' | 'tooBig' | 'tooManyPixels' | 'damaged';

export type ImageVerdict =
  | { ok: false; refusal: Refusal }
  | {
      ok: true;
      format: UploadFormat;
      width: number | null;
      height: number | null;
      checks: ImageChecks;
      /** The capture alone: Failed when any check failed (expiry is the document's, not the photo's). */
      result: 'Passed' | 'Failed';
      problem?: QualityProblem;
      mrz: MrzReading | null;
      /**
       * What the checks measured, for the log and the stored row; `measuredPixels`: how many pixels the checks walked
       * on the event loop (the decoded image is shrunk to QUALITY_LONG_SIDE first, whatever the photo's size).
       */
      metrics: { sharpness?: number; deviation?: number; measuredPixels?: number };
    };

export interface VerifyOptions {
  /** The formats this endpoint takes (docs/spec/flow/validation.md#file-upload for uploads, docs/spec/widget/validation.md#uploaded-files JPG/PNG for widget captures). */
  formats: readonly UploadFormat[];
  maxBytes: number;
  /** The MRZ text sent with the image, if any. */
  mrz?: string | undefined;
  now: Date;
  /**
   * Called once the file is known to be accepted (it will be stored, whatever its quality), before the pixels are
   * measured: the caller may start writing it meanwhile. Not called for a refused file.
   */
  onAccepted?: (format: UploadFormat) => void;
  /** Runs the decode and the measures (a queue that bounds how many images are checked at once). @default at once */
  schedule?: <T>(task: () => Promise<T>) => Promise<T>;
}

/** A file on disk to judge: its path, size and first bytes (see receiveUpload). */
export interface ImageFile {
  path: string;
  size: number;
  head: Uint8Array;
}

/** The pixel size from the header, or — for a file whose header lies beyond its first bytes — from libvips's header read. */
async function headerSize(input: Uint8Array | ImageFile, format: UploadFormat): Promise<{ width: number; height: number } | null> {
  const head = input instanceof Uint8Array ? input : input.head;
  const size = imageDimensions(head, format);
  if (size || input instanceof Uint8Array || !isDecodable(format) || input.size <= head.byteLength) return size;
  try {
    const { width, height } = await sharp(input.path, { limitInputPixels: false }).metadata();
    return width && height ? { width, height } : null;
  } catch {
    return null;
  }
}

function fits({ width, height }: { width: number; height: number }): boolean {
  return Math.max(width, height) >= MIN_DOCUMENT_IMAGE.longSide && Math.min(width, height) >= MIN_DOCUMENT_IMAGE.shortSide;
}

function mrzChecks(text: string | undefined, now: Date): { mrz: CheckValue; expiry: CheckValue; reading: MrzReading | null } {
  if (text === undefined || text.trim() === '') return { mrz: 'not needed', expiry: 'undetermined', reading: null };
  const reading = readMrz(text, now);
  if (!reading) return { mrz: 'failed', expiry: 'undetermined', reading: null };
  const mrz: CheckValue = reading.valid && reading.checkDigitsValid ? 'passed' : 'failed';
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  // A date the check digit does not vouch for says nothing.
  const expiry: CheckValue = !reading.expiryDate || mrz === 'failed' ? 'undetermined' : reading.expiryDate.getTime() >= today ? 'passed' : 'failed';
  return { mrz, expiry, reading };
}

/**
 * The local document verifier (docs/security.md#uploads "real checks of the uploaded images — format, size, resolution,
 * sharpness — and MRZ reading where present"): format by content, byte size, pixel count from the header, then
 * for JPEG, PNG, GIF and AVIF a real decode with resolution, blank and blur checks. HEIC, HEIF and PDF cannot be
 * decoded here: their quality checks are `undetermined` and a person reviews them.
 */
export async function verifyImage(input: Uint8Array | ImageFile, options: VerifyOptions): Promise<ImageVerdict> {
  const head = input instanceof Uint8Array ? input : input.head;
  const byteLength = input instanceof Uint8Array ? input.byteLength : input.size;
  const format = detectFormat(head);
  if (!format || !options.formats.includes(format)) return { ok: false, refusal: 'type' };
  if (byteLength >= options.maxBytes) return { ok: false, refusal: 'tooBig' };

  const size = await headerSize(input, format);
  if (size && size.width * size.height > UPLOAD_MAX_PIXELS) return { ok: false, refusal: 'tooManyPixels' };
  if (size && (size.width === 0 || size.height === 0)) return { ok: false, refusal: 'damaged' };

  if (isDecodable(format) && !size) return { ok: false, refusal: 'damaged' };
  // The decode runs on the thread pool, shrunk to the size the checks measure: the zone is read meanwhile.
  const source = input instanceof Uint8Array ? input : input.path;
  const schedule = options.schedule ?? ((task) => task());
  const decoding = isDecodable(format) && size ? schedule(() => decodeShrunk(source, size, QUALITY_LONG_SIDE)).catch(() => null) : undefined;
  const { mrz, expiry, reading } = mrzChecks(options.mrz, options.now);
  const checks: ImageChecks = { resolution: 'undetermined', blank: 'undetermined', sharpness: 'undetermined', mrz, expiry };
  const metrics: { sharpness?: number; deviation?: number; measuredPixels?: number } = {};

  if (decoding && size) {
    const decoded = await decoding;
    if (!decoded) return { ok: false, refusal: 'damaged' };
    options.onAccepted?.(format);
    checks.resolution = fits(size) ? 'passed' : 'failed';
    metrics.measuredPixels = decoded.width * decoded.height;
    // Already at most QUALITY_LONG_SIDE: the grey copy is the decoded image's own size.
    const grey = toGreyImage(decoded.data, decoded.width, decoded.height, decoded.channels);
    metrics.deviation = Math.round(greyStandardDeviation(grey) * 100) / 100;
    checks.blank = isAllZero(decoded.data, decoded.channels) || metrics.deviation <= MAX_BLANK_DEVIATION ? 'failed' : 'passed';
    metrics.sharpness = Math.round(laplacianVariance(grey) * 100) / 100;
    // A blank picture has no edges either: calling it blurred too would only repeat the problem.
    checks.sharpness = checks.blank === 'failed' ? 'not needed' : metrics.sharpness >= MIN_SHARPNESS ? 'passed' : 'failed';
  } else {
    options.onAccepted?.(format);
    if (size) checks.resolution = fits(size) ? 'passed' : 'failed';
  }

  const problem: QualityProblem | undefined =
    checks.resolution === 'failed'
      ? 'tooSmall'
      : checks.blank === 'failed'
        ? 'blank'
        : checks.sharpness === 'failed'
          ? 'blurred'
          : checks.mrz === 'failed'
            ? 'mrz'
            : undefined;
  return {
    ok: true,
    format,
    width: size?.width ?? null,
    height: size?.height ?? null,
    checks,
    result: problem ? 'Failed' : 'Passed',
    ...(problem ? { problem } : {}),
    mrz: reading,
    metrics,
  };
}
