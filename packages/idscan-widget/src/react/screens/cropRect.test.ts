import { describe, expect, it } from 'vitest';
import { cropRectToPixels, MIN_CROP_SIZE, moveCrop, resizeCrop } from './cropRect';

describe('crop rectangle', () => {
  it('moves, but not out of the image', () => {
    const rect = { x: 0.1, y: 0.1, width: 0.5, height: 0.5 };
    expect(moveCrop(rect, 0.2, -0.05)).toEqual({ x: 0.30000000000000004, y: 0.05, width: 0.5, height: 0.5 });
    expect(moveCrop(rect, 1, 1)).toEqual({ x: 0.5, y: 0.5, width: 0.5, height: 0.5 });
    expect(moveCrop(rect, -1, -1)).toEqual({ x: 0, y: 0, width: 0.5, height: 0.5 });
  });

  it('resizes from its top-left corner, no smaller than the minimum and no larger than the image', () => {
    const rect = { x: 0.2, y: 0.2, width: 0.5, height: 0.5 };
    expect(resizeCrop(rect, 1, 1)).toEqual({ x: 0.2, y: 0.2, width: 0.8, height: 0.8 });
    expect(resizeCrop(rect, -1, -1)).toEqual({ x: 0.2, y: 0.2, width: MIN_CROP_SIZE, height: MIN_CROP_SIZE });
  });

  it('turns into whole pixels inside the image', () => {
    expect(cropRectToPixels({ x: 0.05, y: 0.05, width: 0.9, height: 0.9 }, { width: 1280, height: 720 })).toEqual({
      x: 64,
      y: 36,
      width: 1152,
      height: 648,
    });
    expect(cropRectToPixels({ x: 0.999, y: 0, width: 0.5, height: 1 }, { width: 100, height: 10 })).toEqual({ x: 100, y: 0, width: 0, height: 10 });
  });
});
