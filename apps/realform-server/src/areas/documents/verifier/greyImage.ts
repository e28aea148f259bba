/** A single-channel image, 0–255 per pixel, row by row. */
export interface GreyImage {
  width: number;
  height: number;
  pixels: Float32Array;
}

/** The side the quality checks measure on: blur is judged relative to the document, not to the camera's pixels. */
export const QUALITY_LONG_SIDE = 640;

/**
 * Luma (ITU-R BT.601) of an RGB(A) buffer, area-averaged down so the long side is at most `maxSide`. Averaging
 * (not sampling) keeps a sharp edge sharp and does not invent detail in a blurred one.
 *
 * This and the measures below run over every pixel of every photo on the event loop, so they are written for speed
 * (together about half the time of the first version, same results to the bit): no per-pixel counters (a cell's
 * pixel count is rows × columns mapped to it), indexed loops, and non-null assertions where indices are in range
 * by construction.
 */
export function toGreyImage(data: Uint8Array, width: number, height: number, channels: 3 | 4, maxSide = QUALITY_LONG_SIDE): GreyImage {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  const targetWidth = Math.max(1, Math.round(width * scale));
  const targetHeight = Math.max(1, Math.round(height * scale));
  const columns = new Int32Array(width);
  const columnCounts = new Uint32Array(targetWidth);
  for (let x = 0; x < width; x++) {
    const column = Math.min(targetWidth - 1, Math.floor((x * targetWidth) / width));
    columns[x] = column;
    columnCounts[column]!++;
  }
  const rowCounts = new Uint32Array(targetHeight);
  const sums = new Float64Array(targetWidth * targetHeight);
  for (let y = 0; y < height; y++) {
    const targetRow = Math.min(targetHeight - 1, Math.floor((y * targetHeight) / height));
    rowCounts[targetRow]!++;
    const row = targetRow * targetWidth;
    let offset = y * width * channels;
    for (let x = 0; x < width; x++, offset += channels) {
      sums[row + columns[x]!]! += 0.299 * data[offset]! + 0.587 * data[offset + 1]! + 0.114 * data[offset + 2]!;
    }
  }
  const pixels = new Float32Array(targetWidth * targetHeight);
  for (let targetY = 0, i = 0; targetY < targetHeight; targetY++) {
    const rowCount = rowCounts[targetY]!;
    for (let targetX = 0; targetX < targetWidth; targetX++, i++) pixels[i] = sums[i]! / Math.max(1, rowCount * columnCounts[targetX]!);
  }
  return { width: targetWidth, height: targetHeight, pixels };
}

/** True when every colour channel of every pixel is zero (docs/spec/flow/validation.md#blank-camera-feed: "a captured frame whose every pixel is zero"). */
export function isAllZero(data: Uint8Array, channels: 3 | 4): boolean {
  for (let offset = 0; offset < data.length; offset += channels) {
    if (data[offset] !== 0 || data[offset + 1] !== 0 || data[offset + 2] !== 0) return false;
  }
  return true;
}

/** Standard deviation of the grey levels: near 0 for a uniform (blank) picture. */
export function greyStandardDeviation(image: GreyImage): number {
  const { pixels } = image;
  let sum = 0;
  let squares = 0;
  // An indexed loop: `for…of` over a typed array is several times slower here.
  for (let i = 0; i < pixels.length; i++) {
    const value = pixels[i]!;
    sum += value;
    squares += value * value;
  }
  const mean = sum / pixels.length;
  return Math.sqrt(Math.max(0, squares / pixels.length - mean * mean));
}

/**
 * Variance of the Laplacian (the 4-neighbour kernel) over the image's interior: edges give large responses, so
 * a blurred picture has a small variance (Pech-Pacheco et al., 2000). Scale-dependent: measure on a
 * {@link toGreyImage} of a fixed size.
 */
export function laplacianVariance(image: GreyImage): number {
  const { width, height, pixels } = image;
  if (width < 3 || height < 3) return 0;
  let sum = 0;
  let squares = 0;
  let count = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1, i = y * width + 1; x < width - 1; x++, i++) {
      const response = pixels[i - width]! + pixels[i + width]! + pixels[i - 1]! + pixels[i + 1]! - 4 * pixels[i]!;
      sum += response;
      squares += response * response;
      count++;
    }
  }
  const mean = sum / count;
  return squares / count - mean * mean;
}
