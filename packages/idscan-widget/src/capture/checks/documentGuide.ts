import { DOCUMENT_GUIDE } from '../constants';
import type { Rect } from '../types';

/**
 * The guide rectangle for a frame of this size, in its pixels: an ID-1 card shape filling 80 % of the frame's
 * width, or of its height when the frame is too short for that, centred. The camera screen draws the same shape
 * (DOCUMENT_GUIDE), so what the user aligns to is what the checks look at.
 */
export function documentGuide(frameWidth: number, frameHeight: number): Rect {
  let width = frameWidth * DOCUMENT_GUIDE.fill;
  let height = width / DOCUMENT_GUIDE.aspectRatio;
  if (height > frameHeight * DOCUMENT_GUIDE.fill) {
    height = frameHeight * DOCUMENT_GUIDE.fill;
    width = height * DOCUMENT_GUIDE.aspectRatio;
  }
  return { x: (frameWidth - width) / 2, y: (frameHeight - height) / 2, width, height };
}
