import { useLingui } from '@lingui/react/macro';
import { classNames, useControllableState, useDomId, useMergedRefs } from '@repo/react-primitives';
import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type FocusEventHandler,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { TYPEAHEAD_RESET_MS } from '../constants';
import { dataAttribute } from '../internal/dataAttribute';
import { Field } from '../Field/Field';
import { ListboxPopup } from '../listbox/ListboxPopup';
import { prefixCollator } from '../listbox/matchesPrefix';
import { truncateText } from '../listbox/truncateText';
import { isTypeaheadKey, typeaheadIndex } from '../listbox/typeaheadIndex';
import { nextActiveIndex, useListbox } from '../listbox/useListbox';

/** One choice of a {@link Select}. */
export interface SelectOption<V extends string | number = string> {
  /** The value reported and submitted (an enumeration's code: `'EMPLOYED'`, `2`). */
  value: V;
  /** The text shown (already translated); searched by type-ahead and cut at 29 characters (docs/spec/flow/constants.md#layout). */
  label: string;
}

/** Props of {@link Select}. */
export interface SelectProps<V extends string | number = string> {
  /** The visible label. */
  label: ReactNode;
  /** Help text under the label. */
  hint?: ReactNode;
  /** The error message; the select is marked invalid while it is set. */
  error?: string | null;
  /** The choices, in display order. */
  options: ReadonlyArray<SelectOption<V>>;
  /** The chosen value (controlled); `null` when none. Leave undefined for an uncontrolled select. */
  value?: V | null;
  /** The initial value of an uncontrolled select. @default null */
  defaultValue?: V | null;
  /** Called with the chosen value. */
  onValueChange?(value: NoInfer<V>): void;
  /** Shown while nothing is chosen. @default "Choose" */
  placeholder?: string;
  /** Shown and announced when the typed letters match no option. @default "No matching option" */
  noMatchText?: string;
  /** The control's id (the error summary links to it). */
  id?: string;
  /** Submits the value in a hidden input of this name. */
  name?: string;
  /** @default false */
  disabled?: boolean;
  /** Announced as required (`aria-required`). @default false */
  required?: boolean;
  /** Forwarded to the combobox element (the one that takes focus). */
  ref?: Ref<HTMLDivElement>;
  onBlur?: FocusEventHandler<HTMLDivElement>;
  onFocus?: FocusEventHandler<HTMLDivElement>;
  className?: string;
}

/**
 * A select for the flow's lists (currency, employment status, industry, tax office…): the WAI-ARIA APG
 * "select-only combobox", so it looks the same on every browser and keeps docs/spec/flow/constants.md#layout's rules, which a native
 * `<select>` cannot.
 *
 * - Keyboard: ArrowDown/ArrowUp, Enter and Space open the list; in it, the arrows move, Home/End jump to the
 *   ends, PageUp/PageDown move by ten, Enter, Space and Alt+ArrowUp choose, Tab chooses and moves on, Escape
 *   closes without choosing. Focus stays on the combobox (`aria-activedescendant`).
 * - Type-ahead takes letter keys only (docs/spec/flow/validation.md#residence-and-language; digits and symbols are ignored): letters typed in quick succession
 *   find the option starting with them, ignoring case and diacritics; a letter pressed again cycles. When no
 *   option matches, the list says so ("No matching option", like the country select's "Invalid country").
 * - The list is 250 px high at most, 140 px in windows under 500 px, and opens upward when less room remains
 *   below than above (docs/spec/flow/constants.md#layout). Texts over 29 characters are cut with an ellipsis, in the list and in the closed
 *   select; the full text stays in `title` and in what screen readers read.
 *
 * @example
 * <Select label={t`Currency`} options={[{ value: 1, label: 'PLN' }, { value: 2, label: 'EUR' }]} value={currency} onValueChange={setCurrency} />
 */
export function Select<V extends string | number = string>({
  label,
  hint,
  error,
  options,
  value,
  defaultValue = null,
  onValueChange,
  placeholder,
  noMatchText,
  id,
  name,
  disabled = false,
  required = false,
  ref,
  onBlur,
  onFocus,
  className,
}: SelectProps<V>) {
  const { t, i18n } = useLingui();
  const generatedId = useDomId();
  const comboboxId = id ?? `of-${generatedId}`;
  const labelId = `${comboboxId}-label`;
  const listboxId = `${comboboxId}-listbox`;
  const optionId = (index: number) => `${comboboxId}-option-${index}`;

  const [selected, setSelected] = useControllableState<V | null>(value, defaultValue, (next) => {
    if (next !== null) onValueChange?.(next);
  });
  const comboboxRef = useRef<HTMLDivElement>(null);
  const mergedRef = useMergedRefs(ref, comboboxRef);
  const { open, activeIndex, setActiveIndex, placement, openList, close } = useListbox(comboboxRef);
  /** The letters that matched nothing, while the list says so. */
  const [unmatched, setUnmatched] = useState<string | null>(null);
  const search = useRef('');
  const searchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const collator = useMemo(() => prefixCollator(i18n.locale), [i18n.locale]);
  const labels = useMemo(() => options.map((option) => option.label), [options]);
  const selectedIndex = options.findIndex((option) => option.value === selected);
  const selectedOption = options[selectedIndex];

  useEffect(() => () => clearTimeout(searchTimer.current), []);

  useEffect(() => {
    // A <label for> does not focus a <div>: clicking the label does what it does for a native select.
    const labelElement = document.getElementById(labelId);
    if (!labelElement || disabled) return;
    const focus = () => comboboxRef.current?.focus();
    labelElement.addEventListener('click', focus);
    return () => labelElement.removeEventListener('click', focus);
  }, [labelId, disabled]);

  const dismiss = () => {
    setUnmatched(null);
    search.current = '';
    close();
  };

  const choose = (index: number) => {
    const option = options[index];
    dismiss();
    if (option && option.value !== selected) setSelected(option.value);
  };

  const typeahead = (key: string) => {
    clearTimeout(searchTimer.current);
    const text = search.current + key;
    searchTimer.current = setTimeout(() => {
      search.current = '';
    }, TYPEAHEAD_RESET_MS);
    const from = open ? activeIndex : selectedIndex;
    const found = typeaheadIndex(labels, text, from, collator);
    // As in the APG example, a failed search starts afresh with the next letter.
    search.current = found === -1 ? '' : text;
    setUnmatched(found === -1 ? text : null);
    openList(found === -1 ? Math.max(from, 0) : found);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled || event.ctrlKey || event.metaKey) return;
    const { key, altKey } = event;
    const last = options.length - 1;
    // A space typed inside a search belongs to it, as in a native <select>: names of several words ("Urząd
    // Skarbowy w Bolesławcu", as the tax office's hint invites) could not be typed if it chose the active option.
    // Outside a search (or after the pause that ends one) Space still chooses (APG).
    if (key === ' ' && open && search.current !== '') {
      event.preventDefault();
      typeahead(key);
      return;
    }
    if (!open) {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' ', 'Home', 'End'].includes(key)) {
        event.preventDefault();
        openList(key === 'Home' ? 0 : key === 'End' ? last : Math.max(selectedIndex, 0));
        return;
      }
    } else if (key === 'ArrowUp' && altKey) {
      event.preventDefault();
      choose(activeIndex);
      return;
    } else {
      const moved = nextActiveIndex(key, activeIndex, options.length);
      if (moved !== null) {
        event.preventDefault();
        setUnmatched(null);
        setActiveIndex(moved);
        return;
      }
      if (key === 'Enter' || key === ' ') {
        event.preventDefault();
        choose(activeIndex);
        return;
      }
      if (key === 'Escape') {
        event.preventDefault();
        dismiss();
        return;
      }
      if (key === 'Tab') {
        // Chooses and lets focus move on (APG).
        choose(activeIndex);
        return;
      }
    }
    if (!altKey && isTypeaheadKey(key)) {
      event.preventDefault();
      typeahead(key);
    }
  };

  const emptyText = open && unmatched !== null ? (noMatchText ?? t`No matching option`) : null;
  const shown = selectedOption?.label;

  return (
    <Field
      id={comboboxId}
      label={label}
      hint={hint}
      error={error}
      disabled={disabled}
      filled={selectedOption !== undefined}
      className={classNames('of-combobox', 'of-listbox-select', className)}
    >
      {(control) => (
        <div className="of-combobox__wrapper" data-open={dataAttribute(open)}>
          <div
            {...control}
            ref={mergedRef}
            role="combobox"
            tabIndex={disabled ? -1 : 0}
            className="of-input of-listbox-select__control"
            aria-labelledby={labelId}
            aria-haspopup="listbox"
            aria-expanded={open}
            aria-controls={listboxId}
            aria-activedescendant={open && activeIndex >= 0 ? optionId(activeIndex) : undefined}
            aria-required={required || undefined}
            aria-disabled={disabled || undefined}
            title={shown}
            data-invalid={dataAttribute(Boolean(error))}
            data-placeholder={dataAttribute(shown === undefined)}
            data-disabled={dataAttribute(disabled)}
            onKeyDown={onKeyDown}
            onClick={() => {
              if (disabled) return;
              if (open) dismiss();
              else openList(Math.max(selectedIndex, 0));
            }}
            onFocus={onFocus}
            onBlur={(event) => {
              dismiss();
              onBlur?.(event);
            }}
          >
            {shown === undefined ? (
              <span className="of-listbox-select__placeholder">{placeholder ?? t`Choose`}</span>
            ) : (
              <>
                {/* docs/spec/flow/constants.md: cut for the eye; the whole text is what screen readers read as the value. */}
                <span aria-hidden="true">{truncateText(shown)}</span>
                <span className="of-visually-hidden">{shown}</span>
              </>
            )}
          </div>
          <span className="of-combobox__chevron" aria-hidden="true" />
          {name ? <input type="hidden" name={name} value={selected === null ? '' : String(selected)} /> : null}
          <ListboxPopup
            id={listboxId}
            labelledBy={labelId}
            open={open}
            placement={placement}
            options={options.map((option, index) => ({
              id: optionId(index),
              label: option.label,
              selected: index === selectedIndex,
              active: open && index === activeIndex,
            }))}
            onChoose={choose}
            emptyText={emptyText}
          />
          <p className="of-combobox__status of-visually-hidden" aria-live="polite">
            {emptyText}
          </p>
        </div>
      )}
    </Field>
  );
}
