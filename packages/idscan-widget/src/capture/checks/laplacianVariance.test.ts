import { expect, it } from 'vitest';
import { laplacianVariance } from './laplacianVariance';

const image = (width: number, height: number, level: (x: number, y: number) => number) => {
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data[y * width + x] = level(x, y);
  return { width, height, data };
};
const whole = { x: 0, y: 0, width: 40, height: 40 };

it('is zero on a flat image and large on a fine checkerboard', () => {
  expect(laplacianVariance(image(40, 40, () => 128), whole)).toBe(0);
  expect(laplacianVariance(image(40, 40, (x, y) => ((x + y) % 2 ? 255 : 0)), whole)).toBeGreaterThan(100_000);
});

it('falls as a hard edge becomes a ramp', () => {
  const hard = laplacianVariance(image(40, 40, (x) => (x < 20 ? 0 : 255)), whole);
  const ramp = laplacianVariance(image(40, 40, (x) => Math.max(0, Math.min(255, (x - 10) * 12))), whole);
  expect(ramp).toBeLessThan(hard / 5);
});

it('looks only inside the rectangle', () => {
  const edgeOnTheLeft = image(40, 40, (x) => (x < 5 ? 0 : 200));
  expect(laplacianVariance(edgeOnTheLeft, { x: 20, y: 0, width: 20, height: 40 })).toBe(0);
});
