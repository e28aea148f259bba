import type { Rect } from '../types';
import { clampRect } from './clampRect';
import type { GreyImage } from './GreyImage';

/**
 * Glare as the share of `rect` covered by blobs of saturated pixels (grey ≥ `saturatedLevel`, 4-connected).
 * Blobs smaller than `minBlobShare` of the rect are ignored: a reflection is a patch that hides the print under
 * it, while single clipped pixels on white paper are harmless.
 */
export function glareShare(image: GreyImage, rect: Rect, options: { saturatedLevel: number; minBlobShare: number }): number {
  const { width, data } = image;
  const { x0, y0, x1, y1 } = clampRect(image, rect);
  const rectWidth = x1 - x0;
  const rectHeight = y1 - y0;
  const area = rectWidth * rectHeight;
  if (area === 0) return 0;

  // 1 = saturated and not yet visited; a blob's pixels are cleared as the fill reaches them.
  const mask = new Uint8Array(area);
  let saturated = 0;
  for (let y = 0; y < rectHeight; y++) {
    const source = (y + y0) * width + x0;
    for (let x = 0; x < rectWidth; x++) {
      if (data[source + x]! >= options.saturatedLevel) {
        mask[y * rectWidth + x] = 1;
        saturated++;
      }
    }
  }
  const minBlob = Math.max(1, options.minBlobShare * area);
  if (saturated < minBlob) return 0;

  const stack = new Int32Array(saturated);
  let top = 0;
  const push = (q: number) => {
    if (mask[q]) {
      mask[q] = 0;
      stack[top++] = q;
    }
  };
  let counted = 0;
  for (let start = 0; start < area; start++) {
    if (!mask[start]) continue;
    push(start);
    let size = 0;
    while (top > 0) {
      const p = stack[--top]!;
      size++;
      const x = p % rectWidth;
      if (x > 0) push(p - 1);
      if (x < rectWidth - 1) push(p + 1);
      if (p >= rectWidth) push(p - rectWidth);
      if (p + rectWidth < area) push(p + rectWidth);
    }
    if (size >= minBlob) counted += size;
  }
  return counted / area;
}
