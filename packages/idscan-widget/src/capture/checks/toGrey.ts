import type { FrameData } from '../types';
import type { GreyImage } from './GreyImage';

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/**
 * The frame's luminance (BT.601 weights), box-averaged down by a whole factor so the long side is at most
 * `maxLongSide`. Averaging rather than sampling keeps the sensor noise of the full frame from reading as detail.
 * @throws RangeError when `data` is shorter than width × height × 4.
 */
export function toGrey(frame: FrameData, maxLongSide: number): GreyImage {
  const { width, height, data } = frame;
  if (data.length < width * height * 4) {
    throw new RangeError(
      `Expected RGBA data of ${width} × ${height} × 4 = ${width * height * 4} bytes, got ${data.length}. Pass ImageData or an equivalent RGBA buffer.`,
    );
  }
  const step = Math.max(1, Math.ceil(Math.max(width, height) / Math.max(1, maxLongSide)));
  const outWidth = Math.floor(width / step);
  const outHeight = Math.floor(height / step);
  const out = new Uint8Array(outWidth * outHeight);

  if (step === 1) {
    for (let p = 0, i = 0; p < out.length; p++, i += 4) {
      out[p] = (data[i]! * 77 + data[i + 1]! * 150 + data[i + 2]! * 29) >> 8;
    }
    return { width: outWidth, height: outHeight, data: out };
  }

  // One 32-bit read per pixel instead of three byte reads: the downscale is most of a check's time. Byte order
  // is little-endian on every platform a browser runs on (R in the low byte); big-endian falls back to bytes.
  const words = LITTLE_ENDIAN && data.byteOffset % 4 === 0 ? new Uint32Array(data.buffer, data.byteOffset, width * height) : null;
  // Weighted sums fit in 32 bits: 255 × 256 × step² stays far below 2³² for any step a camera needs.
  const sums = new Uint32Array(outWidth);
  const divisor = step * step * 256;
  for (let oy = 0; oy < outHeight; oy++) {
    sums.fill(0);
    for (let sy = oy * step, syEnd = sy + step; sy < syEnd; sy++) {
      let p = sy * width;
      for (let ox = 0; ox < outWidth; ox++) {
        let sum = 0;
        if (words) {
          for (let k = 0; k < step; k++, p++) {
            const word = words[p]!;
            sum += (word & 0xff) * 77 + ((word >>> 8) & 0xff) * 150 + ((word >>> 16) & 0xff) * 29;
          }
        } else {
          for (let k = 0, i = p * 4; k < step; k++, i += 4) sum += data[i]! * 77 + data[i + 1]! * 150 + data[i + 2]! * 29;
          p += step;
        }
        sums[ox]! += sum;
      }
    }
    const row = oy * outWidth;
    for (let ox = 0; ox < outWidth; ox++) out[row + ox] = (sums[ox]! / divisor) | 0;
  }
  return { width: outWidth, height: outHeight, data: out };
}
