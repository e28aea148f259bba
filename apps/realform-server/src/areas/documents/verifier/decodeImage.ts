import sharp from 'sharp';
import { UPLOAD_MAX_PIXELS } from '@onboarding/realform-api';

/** Decoded pixels, RGB or RGBA, row by row. */
export interface DecodedImage {
  width: number;
  height: number;
  data: Uint8Array;
  channels: 3 | 4;
}

/**
 * The formats the local verifier decodes (libvips through sharp: libjpeg-turbo, libspng, giflib, libheif with
 * AV1). HEIC/HEIF (HEVC) and PDF are not decoded here: their quality checks stay `undetermined` and a person
 * reviews them.
 */
export const DECODABLE_FORMATS = ['jpeg', 'png', 'gif', 'avif'] as const;
export type DecodableFormat = (typeof DECODABLE_FORMATS)[number];

export function isDecodable(format: string): format is DecodableFormat {
  return (DECODABLE_FORMATS as readonly string[]).includes(format);
}

/**
 * Decodes an image shrunk to what the quality checks measure: the long side at most `maxSide` (QUALITY_LONG_SIDE),
 * the size {@link toGreyImage} would average it down to. libvips does the work on its own threads (libuv's pool), with
 * shrink-on-load where the format has it (JPEG decodes at 1/2, 1/4 or 1/8 scale) and line by line where it has not
 * (PNG), so a 50-megapixel photo neither holds the event loop nor lives in memory at full size; what comes back is at
 * most maxSide × maxSide pixels (issue 14 finding 3).
 * @param input the file's bytes, or the path of the file
 * @param size its pixel size from the header (already checked against the pixel cap)
 * @throws when the file is damaged or truncated
 */
export async function decodeShrunk(input: Uint8Array | string, size: { width: number; height: number }, maxSide: number): Promise<DecodedImage> {
  const scale = Math.min(1, maxSide / Math.max(size.width, size.height));
  const width = Math.max(1, Math.round(size.width * scale));
  const height = Math.max(1, Math.round(size.height * scale));
  let pipeline = sharp(input, { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'warning', animated: false, sequentialRead: true }).toColourspace('srgb');
  // Area averaging, as toGreyImage does: a sharp edge stays sharp, a blurred one gains no detail.
  if (scale < 1) pipeline = pipeline.resize(width, height, { fit: 'fill', kernel: 'linear', fastShrinkOnLoad: true });
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  const channels = info.channels === 4 ? 4 : 3;
  if (info.channels !== channels) throw new Error(`unexpected channel count ${info.channels}`);
  return { width: info.width, height: info.height, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), channels };
}
