import { checkFrame } from './checkFrame';
import { FRAME_CHECK_LONG_SIDE } from './constants';
import { FrameCheckerError } from './FrameCheckerError';
import type { FrameWorkerReady, FrameWorkerRequest, FrameWorkerResponse } from './frameWorkerProtocol';
import type { FrameChecker, FrameCheckerOptions, FrameCheckResult, FrameData } from './types';

interface Pending {
  resolve: (result: FrameCheckResult) => void;
  reject: (error: Error) => void;
}

// Where checkers given no `workerUrl` start the worker: set by mount() and <IdscanWidget> from their `workerUrl`
// option, and by the script-tag build from its own script's URL (an IIFE has no `import.meta.url`). Page-wide:
// the camera step creates its checker without options, and every widget on a page runs the same worker file.
let pageWorkerUrl: string | URL | undefined;

/**
 * Sets where frame checkers given no `workerUrl` load `frameWorker.js` from; `undefined` restores the default
 * (beside this module, as the host's bundler emits it). Not public API: mount() and <IdscanWidget> call it.
 */
export function setFrameWorkerUrl(url: string | URL | undefined): void {
  pageWorkerUrl = url;
}

const WORKER_OPTIONS: WorkerOptions = { type: 'module', name: 'idscan-frame-checks' };

/**
 * Starts the worker from `url`. Browsers start a worker only from the page's own origin, so a widget served from
 * another one (a CDN, another team's host: the script-tag build's own URL) starts it from a same-origin `blob:` module
 * whose one line imports the file. That needs CORS on the file (`Access-Control-Allow-Origin`, as a CDN serves
 * scripts) and `worker-src blob:` in the page's CSP; without them the checks run on the main thread, as before.
 * @returns the worker, and a function that frees the `blob:` URL (once the worker has started or failed)
 */
function startWorker(url: string | URL): { worker: Worker; release: () => void } {
  try {
    return { worker: new Worker(url, WORKER_OPTIONS), release: () => undefined };
  } catch (error) {
    const absolute = typeof location === 'undefined' ? null : new URL(url, location.href);
    if (!absolute || absolute.origin === location.origin || typeof Blob === 'undefined' || typeof URL.createObjectURL !== 'function') throw error;
    const source = URL.createObjectURL(new Blob([`import ${JSON.stringify(absolute.href)};\n`], { type: 'text/javascript' }));
    try {
      return { worker: new Worker(source, WORKER_OPTIONS), release: () => URL.revokeObjectURL(source) };
    } catch (blobError) {
      URL.revokeObjectURL(source);
      throw blobError;
    }
  }
}

/**
 * Frame checks off the main thread (docs/architecture.md#the-widget): a module Web Worker built as `frameWorker.js` beside the bundle,
 * so the page needs `worker-src 'self'` (or the origin serving the package; `blob:` when the file comes from another
 * origin than the page's, see startWorker) in its CSP, and nothing else — the worker runs no eval and injects nothing. Until the worker reports ready, and for good if it cannot start
 * (no Worker, blocked by CSP, file not served), the same checks run on the main thread.
 */
export function createFrameChecker(options: FrameCheckerOptions = {}): FrameChecker {
  const { worker: wantWorker = true, workerUrl, ...checkOptions } = options;
  const requestOptions = { ...checkOptions, maxLongSide: checkOptions.maxLongSide ?? FRAME_CHECK_LONG_SIDE };
  const pending = new Map<number, Pending>();
  let worker: Worker | null = null;
  let ready = false;
  let disposed = false;
  let nextId = 1;

  const failAll = (message: string, cause?: unknown) => {
    for (const { reject } of pending.values()) reject(new FrameCheckerError(message, { cause }));
    pending.clear();
  };

  let releaseSource: () => void = () => undefined;

  const abandonWorker = (cause: unknown) => {
    releaseSource();
    worker?.terminate();
    worker = null;
    ready = false;
    failAll('The frame-check worker stopped while checking; the next frames are checked on the main thread.', cause);
  };

  if (wantWorker && typeof Worker !== 'undefined') {
    try {
      // The literal `new URL('./frameWorker.js', import.meta.url)` is the pattern Vite, webpack 5 and Rollup
      // recognise, so a host bundle emits the worker file too.
      const started = startWorker(workerUrl ?? pageWorkerUrl ?? new URL('./frameWorker.js', import.meta.url));
      releaseSource = started.release;
      worker = started.worker;
      worker.onmessage = (event: MessageEvent<FrameWorkerResponse | FrameWorkerReady>) => {
        const message = event.data;
        if (message.type === 'ready') {
          ready = true;
          releaseSource();
          return;
        }
        const entry = pending.get(message.id);
        if (!entry) return;
        pending.delete(message.id);
        if (message.type === 'result') entry.resolve(message.result);
        else entry.reject(new FrameCheckerError(`The frame check failed in the worker: ${message.message}`));
      };
      worker.onerror = (event) => {
        event.preventDefault();
        abandonWorker(event);
      };
    } catch {
      // A synchronous SecurityError (CSP without worker-src) or a URL the browser refuses: main thread it is.
      worker = null;
    }
  }

  const checker: FrameChecker = {
    get runsOn() {
      return worker && ready ? 'worker' : 'main';
    },
    check(frame: FrameData): Promise<FrameCheckResult> {
      if (disposed) return Promise.reject(new FrameCheckerError('This frame checker was disposed. Create a new one with createFrameChecker().'));
      if (!worker || !ready) {
        try {
          return Promise.resolve(checkFrame(frame, requestOptions));
        } catch (error) {
          return Promise.reject(error instanceof Error ? error : new FrameCheckerError(String(error)));
        }
      }
      const id = nextId++;
      const bytes = frame.data;
      // Transfer when the bytes own their whole buffer; a view into a larger buffer is copied (transferring it
      // would take the caller's other data too).
      const owned = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer;
      const buffer = owned ? (bytes.buffer as ArrayBuffer) : bytes.slice().buffer as ArrayBuffer;
      const request: FrameWorkerRequest = { type: 'check', id, width: frame.width, height: frame.height, buffer, options: requestOptions };
      const activeWorker = worker;
      return new Promise<FrameCheckResult>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        activeWorker.postMessage(request, [buffer]);
      });
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      releaseSource();
      worker?.terminate();
      worker = null;
      failAll('The frame checker was disposed while a check was running.');
    },
  };
  return checker;
}
