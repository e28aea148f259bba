import type { FrameData } from '../types';

/**
 * docs/spec/flow/validation.md#blank-camera-feed: "a captured frame whose every pixel is zero means a blank feed". Colour channels only: alpha is 255 on
 * any frame drawn from a video, black or not.
 */
export function isBlankFrame(frame: FrameData): boolean {
  const { data } = frame;
  const end = frame.width * frame.height * 4;
  for (let i = 0; i < end; i += 4) {
    if (data[i]! | data[i + 1]! | data[i + 2]!) return false;
  }
  return true;
}
