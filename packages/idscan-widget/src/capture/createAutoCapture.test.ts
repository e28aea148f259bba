import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAutoCapture } from './createAutoCapture';
import type { FrameCheckResult, FrameChecker, FrameSource, FrameWarning } from './types';

const verdict = (warnings: FrameWarning[]): FrameCheckResult => ({
  blank: false,
  blur: warnings.includes('BLUR_DETECTED'),
  glare: warnings.includes('GLARE_DETECTED'),
  tooFar: warnings.includes('LOW_RESOLUTION'),
  notInFrame: warnings.includes('DOCUMENT_NOT_IN_FRAME'),
  passed: warnings.length === 0,
  warnings,
  metrics: { sharpness: 0, glareShare: 0, documentShare: 0, edgesFound: 0 },
  size: { width: 480, height: 270 },
});

/** A checker that answers from a script of verdicts, the last one repeating. */
function scriptedChecker(...script: FrameWarning[][]): FrameChecker & { calls: number } {
  return {
    calls: 0,
    runsOn: 'main',
    check() {
      const warnings = script[Math.min(this.calls, script.length - 1)]!;
      this.calls++;
      return Promise.resolve(verdict(warnings));
    },
    dispose: vi.fn(),
  };
}

const photo = new Blob(['jpeg'], { type: 'image/jpeg' });
const source = (): FrameSource & { takePhoto: ReturnType<typeof vi.fn> } => ({
  grabFrame: () => ({ width: 4, height: 4, data: new Uint8ClampedArray(64) }),
  takePhoto: vi.fn(() => Promise.resolve(photo)),
});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createAutoCapture (docs/spec/widget/screens.md#smart-capture smart capture, docs/spec/widget/constants.md#timers timers)', () => {
  it('starts by itself and shows the failing checks as warnings', async () => {
    const auto = createAutoCapture({ source: source(), checker: scriptedChecker(['GLARE_DETECTED', 'BLUR_DETECTED']) });
    await vi.advanceTimersByTimeAsync(0);
    expect(auto.getState()).toMatchObject({ mode: 'auto', status: 'checking', warnings: ['GLARE_DETECTED', 'BLUR_DETECTED'] });
  });

  it('captures after 5 good frames in a row spanning 500 ms, and not before', async () => {
    const camera = source();
    const auto = createAutoCapture({ source: camera, checker: scriptedChecker([]) });
    const captured = vi.fn();
    auto.on('capture', captured);
    await vi.advanceTimersByTimeAsync(400);
    expect(camera.takePhoto).not.toHaveBeenCalled();
    expect(auto.getState().steadyCount).toBe(5);
    await vi.advanceTimersByTimeAsync(200);
    expect(captured).toHaveBeenCalledWith({ blob: photo, auto: true });
    expect(camera.takePhoto).toHaveBeenCalledTimes(1);
    expect(auto.getState()).toMatchObject({ status: 'stopped', warnings: [] });
  });

  it('a bad frame in the run starts the count again', async () => {
    const checker = scriptedChecker([], [], [], ['BLUR_DETECTED'], []);
    const camera = source();
    createAutoCapture({ source: camera, checker });
    await vi.advanceTimersByTimeAsync(700);
    expect(camera.takePhoto).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(300);
    expect(camera.takePhoto).toHaveBeenCalledTimes(1);
  });

  it('times out after 5000 ms and offers manual capture after 15 s without a good capture, checking on', async () => {
    const auto = createAutoCapture({ source: source(), checker: scriptedChecker(['DOCUMENT_NOT_IN_FRAME']) });
    const timeout = vi.fn();
    const offered = vi.fn();
    auto.on('timeout', timeout);
    auto.on('manualCaptureOffered', offered);
    await vi.advanceTimersByTimeAsync(4999);
    expect(timeout).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(timeout).toHaveBeenCalledTimes(1);
    expect(auto.getState()).toMatchObject({ timedOut: true, manualCaptureOffered: false, status: 'checking' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(offered).toHaveBeenCalledTimes(1);
    expect(auto.getState().manualCaptureOffered).toBe(true);
  });

  it('manual mode checks nothing and shows no hints (docs/spec/widget/screens.md#camera), and the button takes the photo', async () => {
    const checker = scriptedChecker(['GLARE_DETECTED']);
    const auto = createAutoCapture({ source: source(), checker });
    await vi.advanceTimersByTimeAsync(150);
    auto.setMode('manual');
    const callsAtSwitch = checker.calls;
    await vi.advanceTimersByTimeAsync(20_000);
    expect(checker.calls).toBe(callsAtSwitch);
    expect(auto.getState()).toMatchObject({ mode: 'manual', status: 'waiting', warnings: [], timedOut: false, manualCaptureOffered: false });

    const captured = vi.fn();
    auto.on('capture', captured);
    await expect(auto.captureNow()).resolves.toBe(photo);
    expect(captured).toHaveBeenCalledWith({ blob: photo, auto: false });
  });

  it('does not start on its own with autoStart: false', async () => {
    const checker = scriptedChecker([]);
    const auto = createAutoCapture({ source: source(), checker, autoStart: false });
    await vi.advanceTimersByTimeAsync(1000);
    expect(checker.calls).toBe(0);
    expect(auto.getState().status).toBe('stopped');
    auto.start();
    expect(auto.getState().status).toBe('checking');
  });

  it('notifies subscribers on every change and stops for good on dispose, disposing only its own checker', async () => {
    const given = scriptedChecker(['BLUR_DETECTED']);
    const auto = createAutoCapture({ source: source(), checker: given });
    const listener = vi.fn();
    auto.subscribe(listener);
    await vi.advanceTimersByTimeAsync(250);
    expect(listener).toHaveBeenCalled();
    auto.dispose();
    const calls = given.calls;
    await vi.advanceTimersByTimeAsync(1000);
    expect(given.calls).toBe(calls);
    expect(given.dispose).not.toHaveBeenCalled();
    await expect(auto.captureNow()).rejects.toThrow();
  });

  it('when the camera cannot give a still, goes back to checking so the user can try again', async () => {
    const camera = source();
    camera.takePhoto.mockRejectedValueOnce(new Error('no frame'));
    const auto = createAutoCapture({ source: camera, checker: scriptedChecker(['BLUR_DETECTED']) });
    await expect(auto.captureNow()).rejects.toThrow('no frame');
    expect(auto.getState().status).toBe('checking');
  });

  it('skips frames the camera has not delivered yet', async () => {
    const checker = scriptedChecker([]);
    let ready = false;
    createAutoCapture({ source: { grabFrame: () => (ready ? { width: 1, height: 1, data: new Uint8ClampedArray(4) } : null), takePhoto: () => Promise.resolve(photo) }, checker });
    await vi.advanceTimersByTimeAsync(300);
    expect(checker.calls).toBe(0);
    ready = true;
    await vi.advanceTimersByTimeAsync(150);
    expect(checker.calls).toBeGreaterThan(0);
  });
});
