import type { CropRect } from './types';

/** The smallest crop, as a share of the image's width and height: a document must stay readable. */
export const MIN_CROP_SIZE = 0.1;

/** How far one arrow key press moves or resizes the crop, as a share of the image. */
export const CROP_KEY_STEP = 0.02;

/** The crop a cropper starts with: nearly the whole image, so the user sees the frame's edges to drag. */
export const DEFAULT_CROP: CropRect = { x: 0.05, y: 0.05, width: 0.9, height: 0.9 };

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** The crop moved by (dx, dy), kept inside the image. */
export function moveCrop(rect: CropRect, dx: number, dy: number): CropRect {
  return {
    ...rect,
    x: clamp(rect.x + dx, 0, 1 - rect.width),
    y: clamp(rect.y + dy, 0, 1 - rect.height),
  };
}

/** The crop grown by (dw, dh) from its top-left corner, no smaller than {@link MIN_CROP_SIZE} and inside the image. */
export function resizeCrop(rect: CropRect, dw: number, dh: number): CropRect {
  return {
    ...rect,
    width: clamp(rect.width + dw, MIN_CROP_SIZE, 1 - rect.x),
    height: clamp(rect.height + dh, MIN_CROP_SIZE, 1 - rect.y),
  };
}

/** The crop in whole pixels of an image of the given size (for `drawImage` or `createImageBitmap`). */
export function cropRectToPixels(rect: CropRect, image: { width: number; height: number }): CropRect {
  const x = Math.round(rect.x * image.width);
  const y = Math.round(rect.y * image.height);
  return {
    x,
    y,
    width: Math.min(Math.round(rect.width * image.width), image.width - x),
    height: Math.min(Math.round(rect.height * image.height), image.height - y),
  };
}
