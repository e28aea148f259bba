import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFrameChecker, setFrameWorkerUrl } from './createFrameChecker';
import { FrameCheckerError } from './FrameCheckerError';
import { syntheticDocument } from './fixtures/syntheticDocument';
import { handleFrameRequest, type FrameWorkerRequest } from './frameWorkerProtocol';

/** A stand-in for the module worker: answers like frameWorker.ts does, one task later. */
class FakeWorker {
  static instances: FakeWorker[] = [];
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: { preventDefault(): void }) => void) | null = null;
  received: FrameWorkerRequest[] = [];
  transferred: unknown[][] = [];
  terminated = false;
  answer = true;

  constructor(
    readonly url: URL | string,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.instances.push(this);
  }

  ready() {
    this.onmessage?.({ data: { type: 'ready' } });
  }

  postMessage(request: FrameWorkerRequest, transfer: unknown[]) {
    this.received.push(request);
    this.transferred.push(transfer);
    if (this.answer) setTimeout(() => this.onmessage?.({ data: handleFrameRequest(request) }));
  }

  crash() {
    this.onerror?.({ preventDefault() {} });
  }

  terminate() {
    this.terminated = true;
  }
}

afterEach(() => {
  setFrameWorkerUrl(undefined);
  FakeWorker.instances = [];
  vi.unstubAllGlobals();
});

describe('createFrameChecker', () => {
  it('without Worker (a server, an old browser) checks on the main thread', async () => {
    vi.stubGlobal('Worker', undefined);
    const checker = createFrameChecker();
    expect(checker.runsOn).toBe('main');
    await expect(checker.check(syntheticDocument())).resolves.toMatchObject({ passed: true });
  });

  it('starts a module worker from frameWorker.js beside the bundle, and uses it once it says ready', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const checker = createFrameChecker();
    const worker = FakeWorker.instances[0]!;
    // Built: dist/frameWorker.js; under Vite (this test) the same URL resolves to the TypeScript source.
    expect(String(worker.url)).toMatch(/\/frameWorker\.(js|ts)$/);
    expect(worker.options).toMatchObject({ type: 'module' });

    // Before "ready" the frame is checked here, so nothing is lost if the worker never starts.
    expect(checker.runsOn).toBe('main');
    await checker.check(syntheticDocument());
    expect(worker.received).toHaveLength(0);

    worker.ready();
    expect(checker.runsOn).toBe('worker');
    const frame = syntheticDocument({ blurRadius: 4 });
    const result = await checker.check(frame);
    expect(result.warnings).toEqual(['BLUR_DETECTED']);
    expect(worker.received[0]).toMatchObject({ type: 'check', width: 1280, height: 720, options: { maxLongSide: 480 } });
    // The pixels move to the worker instead of being copied.
    expect(worker.transferred[0]).toEqual([frame.data.buffer]);
  });

  it('copies a frame that is a view into a larger buffer rather than taking the whole buffer', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const checker = createFrameChecker();
    FakeWorker.instances[0]!.ready();
    const big = new Uint8ClampedArray(8 * 8 * 4 + 16);
    await checker.check({ width: 8, height: 8, data: big.subarray(16) });
    expect(FakeWorker.instances[0]!.transferred[0]![0]).not.toBe(big.buffer);
  });

  it('when the worker crashes, fails the pending check and goes on on the main thread', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const checker = createFrameChecker();
    const worker = FakeWorker.instances[0]!;
    worker.ready();
    worker.answer = false;
    const pending = checker.check(syntheticDocument());
    worker.crash();
    await expect(pending).rejects.toBeInstanceOf(FrameCheckerError);
    expect(worker.terminated).toBe(true);
    expect(checker.runsOn).toBe('main');
    await expect(checker.check(syntheticDocument())).resolves.toMatchObject({ passed: true });
  });

  it('a worker the page may not start (CSP without worker-src) leaves the checks on the main thread', async () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw Object.assign(new Error('blocked'), { name: 'SecurityError' });
        }
      },
    );
    const checker = createFrameChecker();
    expect(checker.runsOn).toBe('main');
    await expect(checker.check(syntheticDocument())).resolves.toMatchObject({ passed: true });
  });

  it('dispose terminates the worker and refuses further checks', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const checker = createFrameChecker();
    checker.dispose();
    expect(FakeWorker.instances[0]!.terminated).toBe(true);
    await expect(checker.check(syntheticDocument())).rejects.toThrow(/disposed/);
  });

  it('starts the worker from the page’s workerUrl (mount() option, script-tag build) unless the checker is given its own', () => {
    vi.stubGlobal('Worker', FakeWorker);
    setFrameWorkerUrl('https://cdn.example/idscan/0.2.0/frameWorker.js');
    createFrameChecker();
    createFrameChecker({ workerUrl: '/own/frameWorker.js' });
    setFrameWorkerUrl(undefined);
    createFrameChecker();
    expect(FakeWorker.instances.map((worker) => String(worker.url))).toEqual([
      'https://cdn.example/idscan/0.2.0/frameWorker.js',
      '/own/frameWorker.js',
      expect.stringMatching(/\/frameWorker\.(js|ts)$/),
    ]);
  });

  it('worker: false never starts one', () => {
    vi.stubGlobal('Worker', FakeWorker);
    createFrameChecker({ worker: false });
    expect(FakeWorker.instances).toHaveLength(0);
  });
});
