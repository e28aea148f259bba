import type { Rect } from '../types';
import { clampRect } from './clampRect';
import type { GreyImage } from './GreyImage';

/**
 * Sharpness as the variance of the Laplacian (4-neighbour kernel) inside `rect`: a focused document has strong
 * second derivatives at every text stroke, a blurred one has none. Higher is sharper; 0 on a flat image.
 */
export function laplacianVariance(image: GreyImage, rect: Rect): number {
  const { width, data } = image;
  const { x0, y0, x1, y1 } = clampRect(image, rect, 1);
  let sum = 0;
  let sumSquares = 0;
  let count = 0;
  for (let y = y0; y < y1; y++) {
    let i = y * width + x0;
    for (let x = x0; x < x1; x++, i++) {
      const laplacian = 4 * data[i]! - data[i - 1]! - data[i + 1]! - data[i - width]! - data[i + width]!;
      sum += laplacian;
      sumSquares += laplacian * laplacian;
    }
    count += x1 - x0;
  }
  if (count === 0) return 0;
  const mean = sum / count;
  return sumSquares / count - mean * mean;
}
