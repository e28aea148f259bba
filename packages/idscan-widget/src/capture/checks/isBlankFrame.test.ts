import { expect, it } from 'vitest';
import { blankFrame } from '../fixtures/syntheticDocument';
import { isBlankFrame } from './isBlankFrame';

it('a frame is blank when every colour byte is zero, whatever its alpha (docs/spec/flow/validation.md#blank-camera-feed)', () => {
  expect(isBlankFrame(blankFrame(64, 36))).toBe(true);
});

it('one dim pixel anywhere makes the frame not blank', () => {
  const frame = blankFrame(64, 36);
  frame.data[(35 * 64 + 63) * 4 + 2] = 1;
  expect(isBlankFrame(frame)).toBe(false);
});
