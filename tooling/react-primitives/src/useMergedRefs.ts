import { useMemo, type Ref, type RefCallback } from 'react';

/** One callback ref that feeds two refs (the caller's and the component's own), stable while they are. */
export function useMergedRefs<T>(first: Ref<T> | undefined, second: Ref<T> | undefined): RefCallback<T> {
  return useMemo(() => mergeRefs([first, second]), [first, second]);
}

function mergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>): RefCallback<T> {
  return (node) => {
    const cleanups: Array<() => void> = [];
    for (const ref of refs) {
      if (typeof ref === 'function') {
        const cleanup = ref(node);
        cleanups.push(typeof cleanup === 'function' ? cleanup : () => ref(null));
      } else if (ref) {
        ref.current = node;
        cleanups.push(() => {
          ref.current = null;
        });
      }
    }
    return () => {
      for (const cleanup of cleanups) cleanup();
    };
  };
}
