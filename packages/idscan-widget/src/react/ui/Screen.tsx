import type { ReactNode } from 'react';
import { classNames, useDomId } from '@repo/react-primitives';
import { ScreenHeading } from './ScreenHeading';

/** A screen: a region named by its heading, which takes focus when the screen appears. */
export function Screen({ title, children, className }: { title: ReactNode; children?: ReactNode; className?: string }) {
  const headingId = `idscan-${useDomId()}-title`;
  return (
    <section className={classNames('idscan-screen', className)} aria-labelledby={headingId}>
      <ScreenHeading id={headingId}>{title}</ScreenHeading>
      {children}
    </section>
  );
}
