import type { FrameWorkerReady, FrameWorkerRequest, FrameWorkerResponse } from './frameWorkerProtocol';
import { handleFrameRequest } from './frameWorkerProtocol';

// The Web Worker entry (built as dist/frameWorker.js, loaded by createFrameChecker). The package's tsconfig has
// the DOM library, not WebWorker, so the worker scope is described here by the two members it uses.
interface FrameWorkerScope {
  onmessage: ((event: MessageEvent<FrameWorkerRequest>) => void) | null;
  postMessage(message: FrameWorkerResponse | FrameWorkerReady): void;
}

const scope = globalThis as unknown as FrameWorkerScope;
scope.onmessage = (event) => scope.postMessage(handleFrameRequest(event.data));
scope.postMessage({ type: 'ready' });
