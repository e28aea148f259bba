import { VisuallyHidden as BaseVisuallyHidden } from '@repo/react-primitives';
import type { ReactNode } from 'react';

/** Text for screen readers only (the "Error:" prefix, a live announcement). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <BaseVisuallyHidden classPrefix="idscan">{children}</BaseVisuallyHidden>;
}
