import { describe, expect, it } from 'vitest';
import { toGrey } from './toGrey';

const rgba = (width: number, height: number, pixel: (x: number, y: number) => [number, number, number]) => {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      data.set([...pixel(x, y), 255], (y * width + x) * 4);
    }
  }
  return { width, height, data };
};

describe('toGrey', () => {
  it('weighs green most and blue least, as the eye does (BT.601)', () => {
    const grey = toGrey(rgba(3, 1, (x) => (x === 0 ? [255, 0, 0] : x === 1 ? [0, 255, 0] : [0, 0, 255])), 10);
    expect([...grey.data]).toEqual([76, 149, 28]);
  });

  it('averages blocks down to the long side asked for, dropping the partial block at the edge', () => {
    const grey = toGrey(rgba(7, 4, (x) => (x % 2 === 0 ? [200, 200, 200] : [100, 100, 100])), 3);
    expect(grey).toMatchObject({ width: 2, height: 1 });
    // Each 3 × 3 block holds two columns of one level and one of the other.
    expect([...grey.data]).toEqual([166, 133]);
  });

  it('refuses data shorter than the size it claims', () => {
    expect(() => toGrey({ width: 10, height: 10, data: new Uint8ClampedArray(10) }, 5)).toThrow(/Expected RGBA data of 10 × 10 × 4 = 400 bytes, got 10/);
  });
});
