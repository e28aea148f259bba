import { useEffect, type ReactNode } from 'react';
import { OPTION_LIST_MAX_HEIGHT, OPTION_LIST_MAX_HEIGHT_SMALL } from '../constants';
import { dataAttribute } from '../internal/dataAttribute';
import { truncateText } from './truncateText';
import type { ListboxPlacement } from './useListbox';

/** One option as the popup draws it. */
export interface ListboxPopupOption {
  /** The element id, for the control's `aria-activedescendant`. */
  id: string;
  /** The full text: shown cut at 29 characters, kept whole for `title` and screen readers. */
  label: string;
  selected: boolean;
  active: boolean;
}

/** Props of {@link ListboxPopup}. */
export interface ListboxPopupProps {
  /** The listbox's id (the control's `aria-controls`). */
  id: string;
  /** The id of the label that names the list. */
  labelledBy: string;
  open: boolean;
  placement: ListboxPlacement;
  options: ReadonlyArray<ListboxPopupOption>;
  /** Called with the index of a clicked option. */
  onChoose(index: number): void;
  /** Shown under the (empty) list: "Invalid country" and the like (docs/spec/flow/validation.md#residence-and-language). */
  emptyText?: ReactNode;
  /** Shows option texts whole, wrapped over lines, instead of cut at 29 characters (long official names). @default false */
  wrap?: boolean;
}

/**
 * The option list both selects open: a `listbox` of `option`s that never takes focus (the control keeps it and
 * points at the active option), at most 250 px high (140 px in short windows) and opening upward when it does not
 * fit below (docs/spec/flow/constants.md#layout). Option text longer than 29 characters is cut with an ellipsis for the eye only (docs/spec/flow/constants.md#layout).
 */
export function ListboxPopup({ id, labelledBy, open, placement, options, onChoose, emptyText, wrap = false }: ListboxPopupProps) {
  const activeId = options.find((option) => option.active)?.id;
  useEffect(() => {
    // Keeps the active option in view as the keys move through a scrolled list (optional call: jsdom lacks it).
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  return (
    <div
      className="of-combobox__popup"
      data-placement={placement.placement}
      data-compact={dataAttribute(placement.compact)}
      hidden={!open}
      // Keeps focus on the control while the list is clicked or scrolled: a blur would settle and close it.
      onMouseDown={(event) => event.preventDefault()}
    >
      <ul
        id={id}
        role="listbox"
        className="of-combobox__listbox"
        aria-labelledby={labelledBy}
        data-max-height={placement.compact ? OPTION_LIST_MAX_HEIGHT_SMALL : OPTION_LIST_MAX_HEIGHT}
        tabIndex={-1}
      >
        {options.map((option, index) => (
          <li
            key={option.id}
            id={option.id}
            role="option"
            className="of-combobox__option"
            aria-selected={option.selected}
            data-wrap={dataAttribute(wrap)}
            title={wrap ? undefined : option.label}
            data-active={dataAttribute(option.active)}
            onClick={() => onChoose(index)}
          >
            {/* The cut text is for the eye; screen readers and voice control get the whole text, which starts
                with the visible part (WCAG 2.5.3). */}
            {wrap ? (
              option.label
            ) : (
              <>
                <span aria-hidden="true">{truncateText(option.label)}</span>
                <span className="of-visually-hidden">{option.label}</span>
              </>
            )}
          </li>
        ))}
      </ul>
      {emptyText ? <p className="of-combobox__empty">{emptyText}</p> : null}
    </div>
  );
}
