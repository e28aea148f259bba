import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CameraSession, FaceCheckResult } from '../capture/types';
import type { IdscanWidgetController, WidgetState } from '../core/types';
import { LivenessCapture } from './LivenessCapture';
import { fakeStream } from './ui/test/mediaStub';
import { renderWithI18n } from './ui/test/renderWithI18n';

const camera = vi.hoisted(() => ({
  takePhoto: vi.fn(async (_options?: { maxLongSide?: number }) => new Blob(['jpeg'], { type: 'image/jpeg' })),
  check: vi.fn<(frame: unknown) => Promise<FaceCheckResult>>(),
}));

vi.mock('../capture/openCamera', () => ({
  openCamera: async () =>
    ({
      stream: fakeStream(),
      grabFrame: () => ({ width: 640, height: 480, data: new Uint8ClampedArray(640 * 480 * 4) }),
      takePhoto: camera.takePhoto,
      on: () => () => {},
      stop: () => {},
    }) as unknown as CameraSession,
}));
vi.mock('../capture/loadFaceDetector', () => ({ loadFaceDetector: async () => ({ check: camera.check }) }));

/** One frontal face in the middle of the frame, its head turned by `yaw` (negative: the person's own right). */
const turned = (yaw: number): FaceCheckResult => ({ status: 'ok', face: { x: 220, y: 120, width: 200, height: 240, score: 0.9, yaw } });

function setup(action: 'LEFT' | 'RIGHT' | 'STRAIGHT', faceModelUrl?: string) {
  const widget = {
    options: { backendUrl: 'https://scan.test', token: 't', journeyId: 'j-1', faceModelUrl },
    submitLivenessFrame: vi.fn(),
    reportCameraError: vi.fn(),
    reportError: vi.fn(),
  } as unknown as IdscanWidgetController & { submitLivenessFrame: ReturnType<typeof vi.fn> };
  const state = { feedback: null, transfer: null, attemptsRemaining: 3 } as unknown as WidgetState;
  renderWithI18n(<LivenessCapture widget={widget} state={state} mode="active" action={action} />);
  return { widget };
}

const takePicture = async (user: ReturnType<typeof userEvent.setup>) => user.click(await screen.findByRole('button', { name: 'Take Picture' }));

beforeEach(() => {
  camera.takePhoto.mockClear();
  camera.check.mockReset();
});

describe('LivenessCapture (issue 15: pictures go to the server, the detector only advises)', () => {
  it('without a face model, sends every picture as a JPEG of at most 1280 px', async () => {
    const user = userEvent.setup();
    const { widget } = setup('LEFT');
    await takePicture(user);
    await waitFor(() => expect(widget.submitLivenessFrame).toHaveBeenCalledTimes(1));
    expect(camera.takePhoto).toHaveBeenCalledWith({ type: 'image/jpeg', maxLongSide: 1280 });
  });

  it('given "turn right", a head turned to the person\'s own right (negative yaw) is sent', async () => {
    const user = userEvent.setup();
    camera.check.mockResolvedValue(turned(-20));
    const { widget } = setup('RIGHT', '/face-model/');
    await takePicture(user);
    await waitFor(() => expect(widget.submitLivenessFrame).toHaveBeenCalledTimes(1));
  });

  it('given "turn left", the same turn to the right is held back with "other way"; the third picture goes anyway', async () => {
    const user = userEvent.setup();
    camera.check.mockResolvedValue(turned(-20));
    const { widget } = setup('LEFT', '/face-model/');
    await takePicture(user);
    expect(await screen.findByText('You turned to the right. Turn your head to the left, then take the picture.')).toBeInTheDocument();
    await takePicture(user);
    expect(widget.submitLivenessFrame).not.toHaveBeenCalled();
    // The detector advises; it never stops the user from reaching the server, which judges.
    await takePicture(user);
    await waitFor(() => expect(widget.submitLivenessFrame).toHaveBeenCalledTimes(1));
  });
});
