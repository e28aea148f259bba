import { expect, it } from 'vitest';
import { glareShare } from './glareShare';

const options = { saturatedLevel: 250, minBlobShare: 0.01 };
const paper = (width: number, height: number) => ({ width, height, data: new Uint8Array(width * height).fill(220) });
const whole = { x: 0, y: 0, width: 100, height: 100 };

it('counts a saturated patch as its share of the rectangle', () => {
  const image = paper(100, 100);
  for (let y = 40; y < 50; y++) image.data.fill(255, y * 100 + 40, y * 100 + 60);
  expect(glareShare(image, whole, options)).toBeCloseTo(0.02);
});

it('ignores scattered clipped pixels that form no patch', () => {
  const image = paper(100, 100);
  for (let i = 0; i < image.data.length; i += 37) image.data[i] = 255;
  expect(glareShare(image, whole, options)).toBe(0);
});

it('ignores a patch outside the rectangle', () => {
  const image = paper(100, 100);
  for (let y = 0; y < 20; y++) image.data.fill(255, y * 100, y * 100 + 20);
  expect(glareShare(image, { x: 50, y: 50, width: 50, height: 50 }, options)).toBe(0);
});
