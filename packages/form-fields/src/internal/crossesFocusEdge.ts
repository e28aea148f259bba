import type { FocusEvent } from 'react';

/**
 * Whether a focus or blur event (React's bubble from the parts of a composite field) enters or leaves the element
 * it is handled on, rather than moving between two of its parts: a date or a code is validated when focus leaves
 * the whole field (docs/spec/flow/validation.md#dates), not each box.
 */
export function crossesFocusEdge(event: FocusEvent<HTMLElement>): boolean {
  const other = event.relatedTarget;
  return !(other instanceof Node && event.currentTarget.contains(other));
}
