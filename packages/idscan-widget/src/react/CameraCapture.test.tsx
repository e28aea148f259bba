import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CameraSession } from '../capture/types';
import type { IdscanWidgetController, PhotoStep, WidgetState } from '../core/types';
import { CameraCapture } from './CameraCapture';
import { fakeStream } from './ui/test/mediaStub';
import { renderWithI18n } from './ui/test/renderWithI18n';

/** Cameras opened in turn, each resolved by the test when it wants it "open". */
const cameras = vi.hoisted(() => {
  const opening: Array<{ facingMode: string; open: () => void; takePhoto: ReturnType<typeof vi.fn> }> = [];
  return { opening };
});

vi.mock('../capture/openCamera', () => ({
  openCamera: ({ facingMode }: { facingMode: string }) =>
    new Promise<CameraSession>((resolve) => {
      const takePhoto = vi.fn(async () => new Blob([facingMode], { type: 'image/jpeg' }));
      const camera = {
        stream: fakeStream(),
        devices: [],
        deviceId: null,
        grabFrame: () => ({ width: 640, height: 480, data: new Uint8ClampedArray(640 * 480 * 4) }),
        takePhoto,
        on: () => () => {},
        stop: () => {},
      } as unknown as CameraSession;
      cameras.opening.push({ facingMode, open: () => resolve(camera), takePhoto });
    }),
}));

function widgetStub() {
  return {
    options: { backendUrl: 'https://scan.test', token: 't', journeyId: 'j-1' },
    submitImage: vi.fn(),
    reportCameraError: vi.fn(),
    reportError: vi.fn(),
    setCaptureMode: vi.fn(),
    showModal: vi.fn(),
    retake: vi.fn(),
    setInputProvider: vi.fn(),
  } as unknown as IdscanWidgetController & { submitImage: ReturnType<typeof vi.fn>; reportError: ReturnType<typeof vi.fn> };
}

const state = { captureMode: 'manual', transfer: null, feedback: null, attemptsRemaining: 3 } as unknown as WidgetState;

describe('CameraCapture', () => {
  it('from the document to the selfie, offers Take photo only once the front camera is open, and takes the photo with it', async () => {
    const user = userEvent.setup();
    const widget = widgetStub();
    const view = (step: PhotoStep) => <CameraCapture widget={widget} state={state} step={step} />;
    const { rerender } = renderWithI18n(view('IDENTITY:BACK'));
    await act(async () => cameras.opening[0]?.open());
    expect(await screen.findByRole('button', { name: 'Take photo' })).toBeInTheDocument();

    // The document step is done: the selfie asks for the front camera, which takes a moment to open.
    rerender(view('SELFIE'));
    await waitFor(() => expect(cameras.opening).toHaveLength(2));
    expect(cameras.opening[1]?.facingMode).toBe('user');
    // Meanwhile nothing offers a photo the closed rear camera could not take.
    expect(screen.queryByRole('button', { name: 'Take photo' })).not.toBeInTheDocument();

    await act(async () => cameras.opening[1]?.open());
    await user.click(await screen.findByRole('button', { name: 'Take photo' }));
    await waitFor(() => expect(widget.submitImage).toHaveBeenCalledTimes(1));
    expect(cameras.opening[1]?.takePhoto).toHaveBeenCalled();
    expect(cameras.opening[0]?.takePhoto).not.toHaveBeenCalled();
    expect(widget.reportError).not.toHaveBeenCalled();
  });
});
