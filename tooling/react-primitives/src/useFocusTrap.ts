import { useEffect, type RefObject } from 'react';

/** What can take focus with Tab (hidden and disabled elements are filtered out after the query). */
const TABBABLE = [
  'a[href]',
  'area[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'iframe',
  'audio[controls]',
  'video[controls]',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/** The elements inside `container` that Tab visits, in document order (positive tabindex is not used here). */
export function tabbableElements(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !(element as HTMLButtonElement).disabled &&
      !element.closest('[hidden], [inert]') &&
      // Closed <details> hide their content (except the summary) without a hidden attribute.
      !element.closest('details:not([open]) > :not(summary)'),
  );
}

/**
 * Keeps Tab and Shift+Tab inside `container` while `active`: from the last tabbable element Tab goes to the first,
 * and back. A modal `<dialog>` already makes the page behind it inert, but browsers let Tab leave it for their own
 * toolbar; the APG dialog pattern (and users of screen magnifiers) expect focus to wrap instead.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const element = container.current;
    if (!active || !element) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
      const tabbable = tabbableElements(element);
      const first = tabbable[0];
      const last = tabbable[tabbable.length - 1];
      if (!first || !last) {
        // Nothing to tab to: stay on the container rather than leave it.
        event.preventDefault();
        return;
      }
      const focused = element.ownerDocument.activeElement;
      const outside = !focused || focused === element || !element.contains(focused);
      if (event.shiftKey && (focused === first || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (focused === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [container, active]);
}
