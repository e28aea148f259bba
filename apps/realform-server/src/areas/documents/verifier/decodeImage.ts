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
 * Decodes an image whose header size was already checked against the pixel cap. The work runs on libuv's
 * thread pool, so a photo being checked does not hold up other applicants' calls (decoding a phone photo in
 * JavaScript took the event loop for ~100 ms).
 * @throws when the file is damaged or truncated (the caller answers "could not read this file")
 */
export async function decodeImage(bytes: Uint8Array): Promise<DecodedImage> {
  const { data, info } = await sharp(bytes, {
    // A second guard besides the header check.
    limitInputPixels: UPLOAD_MAX_PIXELS,
    // A truncated or corrupt file is refused, not judged on the part that decoded.
    failOn: 'warning',
    // Only the first frame of an animated GIF: a document photo has one.
    animated: false,
  })
    // Grey or palette images come out as RGB, so the checks read one layout.
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const channels = info.channels === 4 ? 4 : 3;
  if (info.channels !== channels) throw new Error(`unexpected channel count ${info.channels}`);
  return { width: info.width, height: info.height, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), channels };
}
