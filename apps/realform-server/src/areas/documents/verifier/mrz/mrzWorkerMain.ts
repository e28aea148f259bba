import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { createMrzReader } from './mrzReader';

// The MRZ reader's worker thread (built to dist/workers/mrzWorker.js, see createMrzWorkerReader): the zone search,
// the crops, the OCR (tesseract.js's own worker, started from here) and the correction all run here, none of it on
// the server's event loop. Messages: { id, path } or { id, bytes } in; { id, ok: true, reading } or { id, ok: false, error } out.
if (!parentPort) throw new Error('mrzWorker runs as a worker thread only.');
const port = parentPort;

// The reader yields the CPU to the server's event loop (issue 14: /healthz answers at once while captures are read).
// On Linux every thread has a nice value of its own, and os.setPriority() without a pid sets the calling thread's —
// this worker's, not the server's; threads it starts inherit it. Where that is refused, the reader runs as before.
try {
  setPriority(10);
} catch {
  // not permitted here: normal priority
}
const reader = createMrzReader();
port.on('message', (message: { id: number; path?: string; bytes?: Uint8Array; close?: boolean }) => {
  if (message.close) {
    void reader.close().finally(() => port.postMessage({ id: message.id, ok: true, closed: true }));
    return;
  }
  reader.read(message.bytes ? Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength) : (message.path ?? '')).then(
    (reading) => port.postMessage({ id: message.id, ok: true, reading }),
    (error: unknown) => port.postMessage({ id: message.id, ok: false, error: error instanceof Error ? error.message : String(error) }),
  );
});
