import { SMART_CAPTURE_AUTOSTART, SMART_CAPTURE_TIMEOUT_MS } from '../core/constants';
import type { CaptureMode } from '../core/enumerations';
import {
  AUTO_CAPTURE_STEADY_FRAMES,
  AUTO_CAPTURE_STEADY_MS,
  FRAME_CHECK_INTERVAL_MS,
  FRAME_CHECK_LONG_SIDE,
  MANUAL_CAPTURE_TIMEOUT_MS,
} from './constants';
import { createEmitter } from '@repo/react-primitives/emitter';
import { createFrameChecker } from './createFrameChecker';
import { PhotoCaptureError } from './PhotoCaptureError';
import type { AutoCapture, AutoCaptureEventMap, AutoCaptureOptions, AutoCaptureState, FrameCheckResult } from './types';

/**
 * Smart capture (docs/spec/widget/screens.md#smart-capture, docs/spec/widget/constants.md): checks a frame every `frameIntervalMs` and takes the still once `steadyFrames`
 * good frames in a row span `steadyMs`, showing the failing checks as warnings meanwhile. Manual mode checks
 * nothing (docs/spec/widget/screens.md#camera: hints disabled) and waits for `captureNow()`. Timers: `timeout` after `timeoutMs` and
 * `manualCaptureOffered` after `manualCaptureAfterMs` without a capture, in auto mode; capturing goes on.
 */
export function createAutoCapture(options: AutoCaptureOptions): AutoCapture {
  const {
    source,
    steadyFrames = AUTO_CAPTURE_STEADY_FRAMES,
    steadyMs = AUTO_CAPTURE_STEADY_MS,
    frameIntervalMs = FRAME_CHECK_INTERVAL_MS,
    timeoutMs = SMART_CAPTURE_TIMEOUT_MS,
    manualCaptureAfterMs = MANUAL_CAPTURE_TIMEOUT_MS,
  } = options;
  const ownsChecker = !options.checker;
  const checker = options.checker ?? createFrameChecker();
  const events = createEmitter<AutoCaptureEventMap>();
  const subscribers = new Set<() => void>();

  let state: AutoCaptureState = {
    mode: options.mode ?? 'auto',
    status: 'stopped',
    warnings: [],
    steadyCount: 0,
    timedOut: false,
    manualCaptureOffered: false,
    lastCheck: null,
  };
  // Every start/stop/mode change begins a new run; a check that resolves for an older run is dropped.
  let run = 0;
  let timers: ReturnType<typeof setTimeout>[] = [];
  let steadySince = 0;
  let disposed = false;

  const setState = (patch: Partial<AutoCaptureState>) => {
    state = { ...state, ...patch };
    for (const subscriber of [...subscribers]) subscriber();
    events.emit('state', state);
  };

  const clearTimers = () => {
    for (const timer of timers) clearTimeout(timer);
    timers = [];
  };

  const later = (ms: number, fn: () => void) => {
    timers.push(setTimeout(fn, ms));
  };

  const take = async (auto: boolean): Promise<Blob> => {
    run++;
    clearTimers();
    setState({ status: 'capturing', steadyCount: 0 });
    try {
      const blob = await source.takePhoto();
      setState({ status: 'stopped', warnings: [] });
      events.emit('capture', { blob, auto });
      return blob;
    } catch (error) {
      // The camera could not give a still: go back to capturing so the user can try again.
      if (!disposed) begin();
      throw error;
    }
  };

  const onCheck = (result: FrameCheckResult, thisRun: number) => {
    if (thisRun !== run) return;
    const now = Date.now();
    const steadyCount = result.passed ? state.steadyCount + 1 : 0;
    if (steadyCount === 1) steadySince = now;
    setState({ warnings: result.warnings, steadyCount, lastCheck: result });
    if (steadyCount >= steadyFrames && now - steadySince >= steadyMs) {
      take(true).catch(() => undefined);
      return;
    }
    later(frameIntervalMs, () => tick(thisRun));
  };

  const tick = (thisRun: number) => {
    if (thisRun !== run) return;
    const frame = source.grabFrame(FRAME_CHECK_LONG_SIDE);
    if (!frame) {
      later(frameIntervalMs, () => tick(thisRun));
      return;
    }
    checker.check(frame).then(
      (result) => onCheck(result, thisRun),
      // A lost check (worker restart) skips one frame; the next goes to the main thread.
      () => {
        if (thisRun === run) later(frameIntervalMs, () => tick(thisRun));
      },
    );
  };

  const begin = () => {
    run++;
    clearTimers();
    const thisRun = run;
    if (state.mode === 'manual') {
      setState({ status: 'waiting', warnings: [], steadyCount: 0, timedOut: false, manualCaptureOffered: false });
      return;
    }
    setState({ status: 'checking', warnings: [], steadyCount: 0, timedOut: false, manualCaptureOffered: false, lastCheck: null });
    later(timeoutMs, () => {
      if (thisRun !== run) return;
      setState({ timedOut: true });
      events.emit('timeout', {});
    });
    later(manualCaptureAfterMs, () => {
      if (thisRun !== run) return;
      setState({ manualCaptureOffered: true });
      events.emit('manualCaptureOffered', {});
    });
    tick(thisRun);
  };

  const autoCapture: AutoCapture = {
    getState: () => state,
    subscribe(listener) {
      subscribers.add(listener);
      return () => {
        subscribers.delete(listener);
      };
    },
    on: events.on,
    start() {
      if (!disposed) begin();
    },
    stop() {
      run++;
      clearTimers();
      if (state.status !== 'stopped') setState({ status: 'stopped', warnings: [], steadyCount: 0 });
    },
    setMode(mode: CaptureMode) {
      if (disposed || mode === state.mode) return;
      const running = state.status === 'checking' || state.status === 'waiting';
      setState({ mode, warnings: [], steadyCount: 0 });
      if (running) begin();
    },
    captureNow() {
      if (disposed) return Promise.reject(new PhotoCaptureError('noFrame'));
      return take(false);
    },
    dispose() {
      if (disposed) return;
      autoCapture.stop();
      disposed = true;
      if (ownsChecker) checker.dispose();
      events.clear();
      subscribers.clear();
    },
  };

  if (options.autoStart ?? SMART_CAPTURE_AUTOSTART) begin();
  return autoCapture;
}
