import { useId } from 'react';

/**
 * `useId()` as a string usable in an `id` that CSS selectors and `querySelector('#…')` accept without escaping:
 * React's ids hold `:` or `«»`, which this drops (letters, digits, `_` and `-` stay). Unique per component, the same
 * on the server and the client. Compose it: `` `of-${useDomId()}-title` ``.
 */
export function useDomId(): string {
  return useId().replace(/[^a-zA-Z0-9_-]/g, '');
}
