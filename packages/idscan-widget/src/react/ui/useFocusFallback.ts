import { useEffect, type RefObject } from 'react';

/**
 * When the control that had focus disappears (the pressed "Take photo" gives way to the verifying loader), the
 * browser drops focus to `<body>` and a keyboard or screen-reader user is thrown to the top of the page. This
 * puts focus back on the screen's heading instead, each time `state` changes.
 */
export function useFocusFallback(inside: RefObject<HTMLElement | null>, state: string): void {
  useEffect(() => {
    const element = inside.current;
    if (!element) return;
    const document = element.ownerDocument;
    if (document.activeElement && document.activeElement !== document.body) return;
    element.closest('section')?.querySelector<HTMLElement>('h2[tabindex="-1"]')?.focus();
  }, [inside, state]);
}
