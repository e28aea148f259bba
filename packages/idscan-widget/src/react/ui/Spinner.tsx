import type { ReactNode } from 'react';

/**
 * A busy indicator whose text is a polite live region (verifying, uploading, checking the device). Inside an
 * area that is already a live region, pass `live={false}`: nested live regions are read twice or not at all.
 * The animation stops for users who ask for reduced motion (styles.css).
 */
export function Spinner({ children, live = true }: { children: ReactNode; /** @default true */ live?: boolean }) {
  return (
    <div className="idscan-spinner" role={live ? 'status' : undefined}>
      <span className="idscan-spinner__circle" aria-hidden="true" />
      <span className="idscan-spinner__text">{children}</span>
    </div>
  );
}
