import { lazyRouteComponent } from '@tanstack/react-router';
import { CHUNK_LOAD_TIMEOUT_MS } from '../constants';
import { ChunkLoadTimeoutError } from './ChunkLoadTimeoutError';

/** Rejects with {@link ChunkLoadTimeoutError} when `load` has not settled within `timeoutMs`. */
export function withChunkTimeout<T>(load: () => Promise<T>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeoutError(timeoutMs)), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * A screen whose code loads when its route is reached, so the entry route ships none of the steps (issue 7
 * budget). The router preloads it while it resolves the route; a load that takes longer than docs/spec/flow/constants.md#timers's 120 s fails
 * with {@link ChunkLoadTimeoutError} and the route's error screen offers to try again. A module missing after a
 * deployment reloads the page once (TanStack Router's `lazyRouteComponent`).
 * ```ts
 * component: lazyScreen(() => import('../screens/identity/UploadScreen'), 'UploadScreen')
 * ```
 */
export function lazyScreen<TModule extends Record<string, unknown>, TName extends keyof TModule & string>(
  load: () => Promise<TModule>,
  exportName: TName,
) {
  return lazyRouteComponent(() => withChunkTimeout(load), exportName);
}
