import type { ReactNode } from 'react';

/** Text for screen readers only (the "Error:" prefix, a live announcement). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="idscan-visually-hidden">{children}</span>;
}
