import { useEffect, useState, type RefObject } from 'react';
import { OPTION_LIST_MAX_HEIGHT, OPTION_LIST_MAX_HEIGHT_SMALL, SMALL_WINDOW_HEIGHT } from '../constants';

/** Where and how tall an option list opens (docs/spec/flow/constants.md#layout). */
export interface ListboxPlacement {
  /** docs/spec/flow/constants.md: opens upward when less than the list's height remains below. */
  placement: 'top' | 'bottom';
  /** docs/spec/flow/constants.md#layout: the 140 px list of windows under 500 px. */
  compact: boolean;
}

/** Measures the room around the control the list hangs from, in the current window. */
export function measureListbox(anchor: HTMLElement | null): ListboxPlacement {
  const compact = window.innerHeight < SMALL_WINDOW_HEIGHT;
  const maxHeight = compact ? OPTION_LIST_MAX_HEIGHT_SMALL : OPTION_LIST_MAX_HEIGHT;
  const rect = anchor?.getBoundingClientRect();
  const below = rect ? window.innerHeight - rect.bottom : Infinity;
  const above = rect ? rect.top : 0;
  // Upward only helps when there is more room above; otherwise the page can still scroll to the list.
  return { placement: below < maxHeight && above > below ? 'top' : 'bottom', compact };
}

/** How many options PageUp and PageDown move by. */
const PAGE = 10;

/**
 * The active option after a navigation key (ArrowUp/ArrowDown by one, PageUp/PageDown by ten, Home/End to the
 * ends), clamped to the list as the WAI-ARIA APG listbox does (no wrapping); `null` for any other key.
 */
export function nextActiveIndex(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  const last = count - 1;
  switch (key) {
    case 'ArrowDown':
      return Math.min(current + 1, last);
    case 'ArrowUp':
      return Math.max(current - 1, 0);
    case 'PageDown':
      return Math.min(current + PAGE, last);
    case 'PageUp':
      return Math.max(current - PAGE, 0);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}

/**
 * The state both selects share (the country combobox and the select-only `Select`): whether the option list is
 * open, which option is active (`aria-activedescendant`; focus itself stays on the control), and where the list
 * opens, measured when it opens and again when the window is resized.
 */
export function useListbox(anchor: RefObject<HTMLElement | null>) {
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [placement, setPlacement] = useState<ListboxPlacement>({ placement: 'bottom', compact: false });

  useEffect(() => {
    if (!open) return;
    const remeasure = () => setPlacement(measureListbox(anchor.current));
    window.addEventListener('resize', remeasure);
    return () => window.removeEventListener('resize', remeasure);
  }, [open, anchor]);

  /** Opens the list (measuring the room first) with the option at `index` active; -1 for none. */
  const openList = (index: number) => {
    if (!open) setPlacement(measureListbox(anchor.current));
    setOpen(true);
    setActiveIndex(index);
  };

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
  };

  return { open, activeIndex, setActiveIndex, placement, openList, close };
}
