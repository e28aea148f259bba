import { createContext, useContext } from 'react';

/**
 * Whether the widget may move focus to `target` now, and how: `null` leaves focus where it is. The widget's root
 * decides (`WidgetRoot`): a host page keeps its focus until the user acts in the widget (or the host asked for
 * `autoFocus`), and focusing never scrolls the page unless it follows the user's own action.
 */
export type FocusPolicy = (target: HTMLElement) => FocusOptions | null;

/** Outside a widget root (a screen on its own, in a story or a test): focus the target when focus is in the widget's root or nowhere. */
export const standaloneFocusPolicy: FocusPolicy = (target) => {
  const document = target.ownerDocument;
  const active = document.activeElement;
  const root = target.closest('.idscan') ?? target.parentElement;
  return !active || active === document.body || root?.contains(active) ? {} : null;
};

export const FocusPolicyContext = createContext<FocusPolicy>(standaloneFocusPolicy);

export function useFocusPolicy(): FocusPolicy {
  return useContext(FocusPolicyContext);
}
