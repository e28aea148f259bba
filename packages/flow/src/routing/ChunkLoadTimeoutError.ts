/** A screen's code did not arrive within the chunk load timeout (docs/spec/flow/constants.md#timers: 120 s). */
export class ChunkLoadTimeoutError extends Error {
  override readonly name = 'ChunkLoadTimeoutError';

  constructor(timeoutMs: number, options?: { cause?: unknown }) {
    super(
      `The code of this step did not load within ${Math.round(timeoutMs / 1000)} s (docs/spec/flow/constants.md#caching-and-cookies chunk load timeout). The connection may be slow or offline: check it and try again, or reload the page.`,
      options,
    );
  }
}
