import type { ReactNode } from 'react';
import { classNames, useDomId } from '@repo/react-primitives';
import { ScreenHeading } from './ScreenHeading';

/**
 * A screen: a region named by its heading, which takes focus when the screen appears. `describedBy` (element ids)
 * is what a screen reader says after the heading when it takes focus: for a screen whose few words must be heard at
 * once, not only found by reading on.
 */
export function Screen({ title, children, className, describedBy }: { title: ReactNode; children?: ReactNode; className?: string; describedBy?: string }) {
  const headingId = `idscan-${useDomId()}-title`;
  return (
    <section className={classNames('idscan-screen', className)} aria-labelledby={headingId}>
      <ScreenHeading id={headingId} describedBy={describedBy}>
        {title}
      </ScreenHeading>
      {children}
    </section>
  );
}
