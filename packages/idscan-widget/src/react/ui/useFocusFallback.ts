import { useEffect, type RefObject } from 'react';
import { useFocusPolicy } from './focusPolicy';

/**
 * When the control that had focus disappears (the pressed "Take photo" gives way to the verifying loader), the
 * browser drops focus to `<body>` and a keyboard or screen-reader user is thrown to the top of the page. This
 * puts focus back on the screen's heading instead, each time `state` changes.
 */
export function useFocusFallback(inside: RefObject<HTMLElement | null>, state: string): void {
  const policy = useFocusPolicy();
  useEffect(() => {
    const element = inside.current;
    if (!element) return;
    const document = element.ownerDocument;
    if (document.activeElement && document.activeElement !== document.body) return;
    const heading = element.closest('section')?.querySelector<HTMLElement>('h2[tabindex="-1"]');
    const focus = heading ? policy(heading) : null;
    if (heading && focus) heading.focus(focus);
    // The policy is stable (one per widget root): only a new state moves focus.
  }, [inside, state, policy]);
}
