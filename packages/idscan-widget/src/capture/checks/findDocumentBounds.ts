import type { Rect } from '../types';
import type { GreyImage } from './GreyImage';

/** A grey step of at least this much across two pixels counts as an edge (print on paper, paper on a desk). */
export const EDGE_STRENGTH = 48;

/** Fewer edge pixels than this share of the frame: nothing with print on it is in view. */
const MIN_EDGE_SHARE = 0.003;

/** Edge pixels beyond these percentiles are stray (noise, a cable in view) and do not widen the bounds. */
const TRIM = 0.01;

function percentileIndex(histogram: Uint32Array, target: number): number {
  let cumulative = 0;
  for (let i = 0; i < histogram.length; i++) {
    cumulative += histogram[i]!;
    if (cumulative > target) return i;
  }
  return histogram.length - 1;
}

/**
 * The bounding box of the frame's edges — a document's border and print — trimmed of 1 % stray edges on each
 * side, or `null` when the frame has almost no edges (an empty desk, a blank feed). On a plain background this
 * is the document; on a busy one it grows to the frame, which reads as "close enough", never as "too far".
 */
export function findDocumentBounds(image: GreyImage): Rect | null {
  const { width, height, data } = image;
  if (width < 3 || height < 3) return null;
  const columns = new Uint32Array(width);
  const rows = new Uint32Array(height);
  let total = 0;
  for (let y = 1; y < height - 1; y++) {
    let i = y * width + 1;
    let rowCount = 0;
    for (let x = 1; x < width - 1; x++, i++) {
      const gradient = Math.abs(data[i + 1]! - data[i - 1]!) + Math.abs(data[i + width]! - data[i - width]!);
      if (gradient >= EDGE_STRENGTH) {
        columns[x]!++;
        rowCount++;
      }
    }
    rows[y] = rowCount;
    total += rowCount;
  }
  if (total < MIN_EDGE_SHARE * width * height) return null;
  const low = total * TRIM;
  const high = total * (1 - TRIM);
  const x0 = percentileIndex(columns, low);
  const x1 = percentileIndex(columns, high);
  const y0 = percentileIndex(rows, low);
  const y1 = percentileIndex(rows, high);
  return { x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1 };
}
