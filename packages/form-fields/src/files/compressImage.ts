import {
  IMAGE_COMPRESS_MAX_HEIGHT,
  IMAGE_COMPRESS_MAX_WIDTH,
  IMAGE_COMPRESS_THRESHOLD_BYTES,
  IMAGE_JPEG_QUALITY,
} from '../constants';
import { isPdfFile, replaceExtension } from './fileTypes';
import { ImageCompressionError } from './ImageCompressionError';

/** A width and a height in pixels. */
export interface ImageSize {
  width: number;
  height: number;
}

/**
 * Draws an image at the size `fit` picks from its natural size and encodes the drawing as JPEG.
 * {@link encodeJpegOnCanvas} is the browser's; tests pass a fake (jsdom has no canvas).
 */
export type JpegEncoder = (image: Blob, fit: (natural: ImageSize) => ImageSize) => Promise<Blob>;

/** docs/spec/flow/validation.md#file-upload, docs/spec/flow/constants.md#limits: the box a compressed image must fit. */
const MAX_SIZE: ImageSize = { width: IMAGE_COMPRESS_MAX_WIDTH, height: IMAGE_COMPRESS_MAX_HEIGHT };

/**
 * The size an image is drawn at so that it fits `max` with its aspect ratio kept. Never enlarges: a 7 MB PNG
 * can be small in pixels, and blowing it up would only add bytes. Each side is at least 1 px.
 */
export function fitWithin(natural: ImageSize, max: ImageSize = MAX_SIZE): ImageSize {
  const scale = Math.min(1, max.width / natural.width, max.height / natural.height);
  return {
    width: Math.max(1, Math.round(natural.width * scale)),
    height: Math.max(1, Math.round(natural.height * scale)),
  };
}

/** docs/spec/flow/validation.md#file-upload: whether a file is an image of 7 MB or more, which is compressed before upload. PDFs never are. */
export function needsCompression(file: Pick<File, 'name' | 'type' | 'size'>): boolean {
  return !isPdfFile(file) && file.size >= IMAGE_COMPRESS_THRESHOLD_BYTES;
}

/**
 * Compresses an image to a JPEG of at most 1280 × 1024 px (docs/spec/flow/validation.md#file-upload, docs/spec/flow/constants.md), named `.jpg`.
 * @throws {ImageCompressionError} when the image cannot be decoded or drawn.
 */
export async function compressImage(file: File, encode: JpegEncoder = encodeJpegOnCanvas): Promise<File> {
  let jpeg: Blob;
  try {
    jpeg = await encode(file, (natural) => fitWithin(natural));
  } catch (error) {
    throw new ImageCompressionError(file, error);
  }
  return new File([jpeg], replaceExtension(file.name, 'jpg'), { type: 'image/jpeg', lastModified: file.lastModified });
}

/** The browser's {@link JpegEncoder}: `createImageBitmap` (which applies the EXIF orientation) and a 2D canvas. */
export async function encodeJpegOnCanvas(image: Blob, fit: (natural: ImageSize) => ImageSize): Promise<Blob> {
  const bitmap = await createImageBitmap(image);
  try {
    const { width, height } = fit({ width: bitmap.width, height: bitmap.height });
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('this browser gives no 2D canvas context');
    // JPEG has no transparency: a transparent PNG would otherwise turn black where it was see-through.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) => {
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('the canvas produced no JPEG'))),
        'image/jpeg',
        IMAGE_JPEG_QUALITY,
      );
    });
  } finally {
    bitmap.close();
  }
}
