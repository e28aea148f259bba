import * as jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { UPLOAD_MAX_PIXELS } from '@onboarding/realform-api';

/** Decoded pixels: RGB for JPEG, RGBA for PNG. */
export interface DecodedImage {
  width: number;
  height: number;
  data: Uint8Array;
  channels: 3 | 4;
}

/** The formats the local verifier can decode with pure JavaScript (no native code, runs anywhere). */
export const DECODABLE_FORMATS = ['jpeg', 'png'] as const;
export type DecodableFormat = (typeof DECODABLE_FORMATS)[number];

export function isDecodable(format: string): format is DecodableFormat {
  return (DECODABLE_FORMATS as readonly string[]).includes(format);
}

/**
 * Decodes a JPEG or PNG whose header size was already checked against the pixel cap.
 * @throws when the file is damaged (the caller answers "could not read this file")
 */
export function decodeImage(bytes: Uint8Array, format: DecodableFormat): DecodedImage {
  if (format === 'jpeg') {
    const image = jpeg.decode(bytes, {
      useTArray: true,
      formatAsRGBA: false,
      // A second guard besides the header check: jpeg-js refuses to allocate more.
      maxResolutionInMP: UPLOAD_MAX_PIXELS / 1_000_000,
      maxMemoryUsageInMB: 1024,
    });
    return { width: image.width, height: image.height, data: image.data, channels: 3 };
  }
  const image = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  return { width: image.width, height: image.height, data: new Uint8Array(image.data.buffer, image.data.byteOffset, image.data.byteLength), channels: 4 };
}
