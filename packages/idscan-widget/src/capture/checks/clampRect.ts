import type { Rect } from '../types';
import type { GreyImage } from './GreyImage';

/** Integer bounds of `rect` inside the image, `margin` pixels clear of its edges (for 3 × 3 neighbourhoods). */
export function clampRect(image: GreyImage, rect: Rect, margin = 0): { x0: number; y0: number; x1: number; y1: number } {
  const x0 = Math.max(margin, Math.floor(rect.x));
  const y0 = Math.max(margin, Math.floor(rect.y));
  const x1 = Math.min(image.width - margin, Math.ceil(rect.x + rect.width));
  const y1 = Math.min(image.height - margin, Math.ceil(rect.y + rect.height));
  return { x0, y0, x1: Math.max(x0, x1), y1: Math.max(y0, y1) };
}
