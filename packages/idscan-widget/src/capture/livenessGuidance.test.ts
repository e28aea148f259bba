import { describe, expect, it } from 'vitest';
import { evaluateFaces, yawFromLandmarks } from './evaluateFaces';
import { livenessGuidance } from './livenessGuidance';
import type { FaceBox, FaceCheckResult } from './types';

const frame = { width: 640, height: 480 };
const face = (yaw: number | null): FaceBox => ({ x: 220, y: 120, width: 200, height: 240, score: 0.9, yaw });

/** What the detector answers for one face turned by `yaw`: the same rules as loadFaceDetector's check. */
function checked(yaw: number | null): FaceCheckResult {
  const faces = [face(yaw)];
  const problem = evaluateFaces(faces, frame);
  return problem ? { status: 'problem', problem, faces } : { status: 'ok', face: faces[0]! };
}

/** Landmarks of a face whose nose sits `noseX` px across a frame where the outer eye corners are at 100 and 200. */
function landmarks(noseX: number) {
  const points = Array.from({ length: 68 }, () => ({ x: 0, y: 0 }));
  points[36] = { x: 100, y: 100 };
  points[45] = { x: 200, y: 100 };
  points[30] = { x: noseX, y: 140 };
  return points;
}

describe('livenessGuidance (issue 15: the browser only advises, the server judges)', () => {
  it('given a person turning to their own right, their nose moves to the left of the unmirrored frame: that is a RIGHT turn', () => {
    // Facing the camera, the person's right is the frame's left: the nose 20 px left of the eyes' middle.
    const yaw = yawFromLandmarks(landmarks(130))!;
    expect(yaw).toBeLessThan(-15);
    expect(livenessGuidance(checked(yaw), 'RIGHT')).toEqual({ send: true });
    expect(livenessGuidance(checked(yaw), 'LEFT')).toEqual({ send: false, hint: 'TURN_OTHER_WAY' });
  });

  it('a positive yaw is the person\'s own left', () => {
    expect(livenessGuidance(checked(20), 'LEFT')).toEqual({ send: true });
    expect(livenessGuidance(checked(20), 'RIGHT')).toEqual({ send: false, hint: 'TURN_OTHER_WAY' });
  });

  it('a turn counts from 15°; less is "turn more"', () => {
    expect(livenessGuidance(checked(15), 'LEFT')).toEqual({ send: true });
    expect(livenessGuidance(checked(14), 'LEFT')).toEqual({ send: false, hint: 'TURN_MORE' });
    expect(livenessGuidance(checked(0), 'RIGHT')).toEqual({ send: false, hint: 'TURN_MORE' });
    expect(livenessGuidance(checked(-10), 'LEFT')).toEqual({ send: false, hint: 'TURN_MORE' });
  });

  it('a turn beyond 25° still counts (the 25° limit is for looking straight), in either direction asked', () => {
    expect(livenessGuidance(checked(40), 'LEFT')).toEqual({ send: true });
    expect(livenessGuidance(checked(-60), 'RIGHT')).toEqual({ send: true });
  });

  it('looking straight allows up to 25°; further is "face turned away"', () => {
    expect(livenessGuidance(checked(25), 'STRAIGHT')).toEqual({ send: true });
    expect(livenessGuidance(checked(-30), 'STRAIGHT')).toEqual({ send: false, hint: 'ANGLE_TOO_LARGE' });
  });

  it('shows face problems as they are, whatever the action', () => {
    expect(livenessGuidance({ status: 'problem', problem: 'NOT_FOUND', faces: [] }, 'LEFT')).toEqual({ send: false, hint: 'NOT_FOUND' });
    expect(livenessGuidance({ status: 'problem', problem: 'TOO_FAR', faces: [face(30)] }, 'RIGHT')).toEqual({ send: false, hint: 'TOO_FAR' });
  });

  it('sends the picture when the detector cannot run or cannot tell the turn: the server decides', () => {
    expect(livenessGuidance({ status: 'unavailable', reason: 'no model' }, 'LEFT')).toEqual({ send: true });
    expect(livenessGuidance(checked(null), 'RIGHT')).toEqual({ send: true });
  });
});
