import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS } from '../constants';
import { ChunkLoadTimeoutError } from './ChunkLoadTimeoutError';
import { withChunkTimeout } from './lazyScreen';

afterEach(() => {
  vi.useRealTimers();
});

describe('loading a screen chunk (docs/spec/flow/constants.md#caching-and-cookies chunk load timeout 120 s)', () => {
  it('fails with ChunkLoadTimeoutError when the chunk has not arrived after 120 s', async () => {
    vi.useFakeTimers();
    const loading = withChunkTimeout(() => new Promise<never>(() => {}));
    const outcome = loading.then(
      () => 'loaded',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkLoadTimeoutError);
    expect(error).toMatchObject({ name: 'ChunkLoadTimeoutError', message: expect.stringContaining('120 s') });
  });

  it('gives the module when it arrives in time, and passes a load error on unchanged', async () => {
    vi.useFakeTimers();
    const module = { Screen: () => null };
    const loaded = withChunkTimeout(() => new Promise((resolve) => setTimeout(() => resolve(module), 60_000)));
    await vi.advanceTimersByTimeAsync(60_000);
    await expect(loaded).resolves.toBe(module);

    const failure = new TypeError('Failed to fetch dynamically imported module');
    await expect(withChunkTimeout(() => Promise.reject(failure))).rejects.toBe(failure);
  });
});
