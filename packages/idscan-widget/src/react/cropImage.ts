import { idscanError } from '../core/IdscanError';

/** A crop rectangle in fractions of the image (the cropper screen's output). */
export interface FractionRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * The part of an image inside `rect`, as a JPEG (PNG stays PNG), drawn on a canvas: no inline styles, no
 * `blob:` image element, nothing a CSP would refuse.
 * @throws IdscanError `template` (canvasContext) when the browser gives no 2D canvas (docs/spec/widget/errors.md).
 */
export async function cropImage(image: Blob, rect: FractionRect): Promise<Blob> {
  const bitmap = await createImageBitmap(image);
  try {
    const sx = Math.round(rect.x * bitmap.width);
    const sy = Math.round(rect.y * bitmap.height);
    const width = Math.max(1, Math.round(rect.width * bitmap.width));
    const height = Math.max(1, Math.round(rect.height * bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw idscanError('template', { reason: 'canvasContext' }, 'Expected a 2D canvas context to crop the photo, got none. The browser may block canvas access.');
    context.drawImage(bitmap, sx, sy, width, height, 0, 0, width, height);
    const type = image.type === 'image/png' ? 'image/png' : 'image/jpeg';
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(idscanError('template', { reason: 'canvasContext' }, 'The canvas could not encode the cropped photo.'))), type, 0.92),
    );
  } finally {
    bitmap.close();
  }
}
