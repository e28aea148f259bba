import { useEffect, useRef, type ReactNode } from 'react';
import { useFocusPolicy } from './focusPolicy';

/**
 * A screen's title. It takes focus when the screen appears or its title changes (the next capture step), so
 * screen-reader users hear where they are and keyboard users continue from the top of the new screen (
 * docs/architecture.md#accessibility). Only when focus was in the widget or nowhere (the pressed button went away with the old screen): the
 * widget must not pull focus away from the host page, e.g. from the host's own heading on first render. Inside the
 * widget's root the root's policy decides (`focusPolicy`): no focus on load unless the host asked for it.
 */
export function ScreenHeading({ children, id, describedBy }: { children: ReactNode; id?: string; describedBy?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const title = typeof children === 'string' ? children : null;
  const policy = useFocusPolicy();
  useEffect(() => {
    const heading = ref.current;
    if (!heading) return;
    const focus = policy(heading);
    if (focus) heading.focus(focus);
    // The policy is stable (one per widget root): only a new title moves focus.
  }, [title, policy]);
  return (
    <h2 ref={ref} id={id} className="idscan-screen__title" tabIndex={-1} aria-describedby={describedBy}>
      {children}
    </h2>
  );
}
