import { describe, expect, it } from 'vitest';
import { evaluateFaces, yawFromLandmarks } from './evaluateFaces';

const frame = { width: 640, height: 480 };
const face = (box: Partial<{ x: number; y: number; width: number; height: number; yaw: number | null }> = {}) => ({
  x: 220,
  y: 120,
  width: 200,
  height: 240,
  score: 0.9,
  yaw: 0,
  ...box,
});

describe('evaluateFaces (docs/spec/widget/validation.md#passive-liveness-face-errors passive liveness face errors)', () => {
  it('accepts one frontal face in the middle at selfie distance', () => {
    expect(evaluateFaces([face()], frame)).toBeNull();
  });

  it('asks for a face when there is none, and for one face when there are two', () => {
    expect(evaluateFaces([], frame)).toBe('NOT_FOUND');
    expect(evaluateFaces([face(), face({ x: 20 })], frame)).toBe('TOO_MANY_FACES');
  });

  it('says cropped when the face leaves the frame, near border when it touches the edge', () => {
    expect(evaluateFaces([face({ x: -10 })], frame)).toBe('CROPPED');
    expect(evaluateFaces([face({ y: 480 - 245 })], frame)).toBe('NEAR_BORDER');
  });

  it('says too close, too far or too small by the face width', () => {
    expect(evaluateFaces([face({ x: 60, y: 30, width: 520, height: 420 })], frame)).toBe('TOO_CLOSE');
    expect(evaluateFaces([face({ width: 110, height: 130 })], frame)).toBe('TOO_FAR');
    expect(evaluateFaces([face({ width: 70, height: 90 })], { width: 320, height: 240 })).toBe('TOO_SMALL');
  });

  it('says the angle is too large for a head turned beyond 25°, and ignores an unknown angle', () => {
    expect(evaluateFaces([face({ yaw: 40 })], frame)).toBe('ANGLE_TOO_LARGE');
    expect(evaluateFaces([face({ yaw: null })], frame)).toBeNull();
  });
});

describe('yawFromLandmarks', () => {
  const points = (noseX: number) => {
    const list = Array.from({ length: 68 }, () => ({ x: 0, y: 0 }));
    list[36] = { x: 100, y: 100 };
    list[45] = { x: 200, y: 100 };
    list[30] = { x: noseX, y: 140 };
    return list;
  };

  it('is 0 for a nose midway between the eyes and grows as it moves to one side', () => {
    expect(yawFromLandmarks(points(150))).toBeCloseTo(0);
    expect(yawFromLandmarks(points(175))).toBeCloseTo(30);
    expect(yawFromLandmarks(points(125))).toBeCloseTo(-30);
  });

  it('is null without the points it needs', () => {
    expect(yawFromLandmarks([])).toBeNull();
  });
});
