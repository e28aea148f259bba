import { checkFrame } from './checkFrame';
import type { FrameCheckOptions, FrameCheckResult } from './types';

// The messages between createFrameChecker() and frameWorker.ts. Kept apart from the worker's entry so the
// handling is tested without a worker.

/** Sent by the worker once its module has loaded: from then on frames may be transferred to it. */
export interface FrameWorkerReady {
  readonly type: 'ready';
}

export interface FrameWorkerRequest {
  readonly type: 'check';
  readonly id: number;
  readonly width: number;
  readonly height: number;
  /** RGBA bytes, transferred. */
  readonly buffer: ArrayBuffer;
  readonly options: FrameCheckOptions & { maxLongSide?: number };
}

export type FrameWorkerResponse =
  | { readonly type: 'result'; readonly id: number; readonly result: FrameCheckResult }
  | { readonly type: 'failed'; readonly id: number; readonly message: string };

export function handleFrameRequest(request: FrameWorkerRequest): FrameWorkerResponse {
  try {
    const frame = { width: request.width, height: request.height, data: new Uint8ClampedArray(request.buffer) };
    return { type: 'result', id: request.id, result: checkFrame(frame, request.options) };
  } catch (error) {
    return { type: 'failed', id: request.id, message: error instanceof Error ? error.message : String(error) };
  }
}
