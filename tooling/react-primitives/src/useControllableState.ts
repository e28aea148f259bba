import { useState } from 'react';

/**
 * State that the parent may own (controlled: `value` is not `undefined`) or leave to the component
 * (uncontrolled: starts at `defaultValue`). The setter always reports to `onChange`.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange: ((value: T) => void) | undefined,
): [T, (next: T) => void] {
  const [inner, setInner] = useState(defaultValue);
  const controlled = value !== undefined;
  const setValue = (next: T) => {
    if (!controlled) setInner(next);
    onChange?.(next);
  };
  return [controlled ? value : inner, setValue];
}
