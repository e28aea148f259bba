import { useEffect, useRef } from 'react';

/** Whether an element is in the page and not inside something hidden (`display: none`). */
function shown(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (getComputedStyle(node).display === 'none') return false;
  }
  return element.isConnected;
}

/**
 * Whether focus was lost: on nothing, on <body> because the focused control left the page, or still on a control
 * of the old phase that Suspense hides (`display: none`) while the new phase's chunk loads.
 */
function focusLost(): boolean {
  const focused = document.activeElement;
  return focused === null || focused === document.body || !shown(focused);
}

/** Focuses the shown step heading; false while there is none that can take focus yet. */
function focusStepHeading(): boolean {
  const heading = [...document.querySelectorAll<HTMLElement>('[data-step-heading]')].find(shown);
  heading?.focus();
  return !!heading && document.activeElement === heading;
}

/**
 * Focus on the step heading when a screen swaps one phase for another without a route change (the entry's intro,
 * residence and registration; the phone number and its code; the personal details' review and form). The control
 * just pressed (Start, Continue, Send code, Correct) leaves the page with the old phase, and focus would fall back
 * to <body>: a screen reader would say nothing of the new heading. RouteEffects does the same on route changes
 * (docs/architecture.md#accessibility, WCAG 2.4.3). Focus that something in the new phase took on purpose (the error summary after a
 * refused answer) is left where it is, and so is the first render: there the route decides.
 *
 * The new phase may still be loading (a lazy chunk under Suspense), so this waits for its heading to appear.
 */
export function useFocusHeadingOnPhaseChange(phase: string): void {
  const lastPhase = useRef(phase);
  useEffect(() => {
    if (lastPhase.current === phase) return;
    lastPhase.current = phase;
    if (!focusLost() || focusStepHeading()) return;
    const observer = new MutationObserver(() => {
      if (!focusLost() || focusStepHeading()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'hidden'] });
    return () => observer.disconnect();
  }, [phase]);
}
