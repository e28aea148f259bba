import { Plural, useLingui } from '@lingui/react/macro';
import {
  useEffect,
  useId,
  useMemo,
  useState,
  type FocusEventHandler,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { classNames } from './classNames';
import { OPTION_LIST_MAX_HEIGHT, OPTION_LIST_MAX_HEIGHT_SMALL, SMALL_WINDOW_HEIGHT } from './constants';
import { dataAttribute } from './dataAttribute';
import { Field } from './Field';
import { matchesPrefix, prefixCollator } from './matchesPrefix';
import { truncateText } from './truncateText';
import { useControllableState } from './useControllableState';
import { useKeyboardFilter } from './useKeyboardFilter';
import { useMergedRefs } from './useMergedRefs';

/** One country in the list (structurally the dictionaries' `CountryOption`). */
export interface CountrySelectOption {
  /** ISO 3166-1 alpha-2 code, the value. */
  code: string;
  /** The name in the current locale, shown and searched. */
  name: string;
}

/** Props of {@link CountrySelect}. */
export interface CountrySelectProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  /** The countries, already in display order (S0 §3: own country first, then the EU, then the rest). */
  options: ReadonlyArray<CountrySelectOption>;
  /** The chosen country code (controlled); `null` when none. Leave undefined for an uncontrolled select. */
  value?: string | null;
  /** The initial code of an uncontrolled select. @default null */
  defaultValue?: string | null;
  /** Called with the chosen code, or `null` when the user clears the text. */
  onValueChange?(code: string | null): void;
  placeholder?: string;
  /** The input's id (the error summary links to it). */
  id?: string;
  /** Submits the code in a hidden input of this name. */
  name?: string;
  /** @default false */
  disabled?: boolean;
  /** Announced as required (`aria-required`). @default false */
  required?: boolean;
  /** Forwarded to the text input. */
  ref?: Ref<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  className?: string;
}

interface Popup {
  /** S0 §9: opens upward when less than the list's height remains below. */
  placement: 'top' | 'bottom';
  /** S0 §9: the 140 px list of windows under 500 px. */
  compact: boolean;
}

function measurePopup(input: HTMLElement | null): Popup {
  const compact = window.innerHeight < SMALL_WINDOW_HEIGHT;
  const maxHeight = compact ? OPTION_LIST_MAX_HEIGHT_SMALL : OPTION_LIST_MAX_HEIGHT;
  const rect = input?.getBoundingClientRect();
  const below = rect ? window.innerHeight - rect.bottom : Infinity;
  const above = rect ? rect.top : 0;
  // Upward only helps when there is more room above; otherwise the page can still scroll to the list.
  return { placement: below < maxHeight && above > below ? 'top' : 'bottom', compact };
}

/**
 * A country select as an editable combobox with a listbox popup (WAI-ARIA APG, list autocomplete with the
 * first match active).
 *
 * - Typing accepts letters only (S0 §5), plus spaces and hyphens for multi-word names; digits and other
 *   characters are ignored. The list narrows to names starting with the text, ignoring case and diacritics;
 *   with no match it says "Invalid country".
 * - ArrowDown/ArrowUp open the list and move through it, Home/End jump to its ends, Enter chooses, Tab chooses
 *   the active country and moves on, Escape closes the list and restores the chosen country's name.
 * - The list is 250 px high at most, 140 px in windows under 500 px, and opens upward when that does not fit
 *   below (S0 §9). Names over 29 characters are cut with an ellipsis; the full name stays in `title` and in the
 *   option's accessible name.
 * - A polite live region reports how many countries match.
 */
export function CountrySelect({
  label,
  hint,
  error,
  options,
  value,
  defaultValue = null,
  onValueChange,
  placeholder,
  id,
  name,
  disabled = false,
  required = false,
  ref,
  onBlur,
  onFocus,
  className,
}: CountrySelectProps) {
  const { t, i18n } = useLingui();
  const generatedId = useId();
  const inputId = id ?? `of-${generatedId.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const listboxId = `${inputId}-listbox`;
  const optionId = (code: string) => `${inputId}-option-${code}`;

  const [selected, setSelected] = useControllableState(value, defaultValue, onValueChange);
  /** The text being typed; `null` while the input shows the chosen country's name. */
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [popup, setPopup] = useState<Popup>({ placement: 'bottom', compact: false });
  const keyboard = useKeyboardFilter('letters');
  const inputRef = useMergedRefs(ref, keyboard.ref);

  const collator = useMemo(() => prefixCollator(i18n.locale), [i18n.locale]);
  const selectedOption = options.find((option) => option.code === selected) ?? null;
  const visible = useMemo(
    () => (query ? options.filter((option) => matchesPrefix(option.name, query, collator)) : options),
    [options, query, collator],
  );
  const active = open ? visible[activeIndex] : undefined;
  const noMatch = query !== null && query.trim() !== '' && visible.length === 0;

  useEffect(() => {
    if (!open) return;
    const remeasure = () => setPopup(measurePopup(keyboard.ref.current));
    window.addEventListener('resize', remeasure);
    return () => window.removeEventListener('resize', remeasure);
  }, [open, keyboard.ref]);

  const activeOptionId = active ? optionId(active.code) : undefined;
  useEffect(() => {
    // Keeps the active option in view as the arrows move through a scrolled list (optional call: jsdom lacks it).
    if (activeOptionId) document.getElementById(activeOptionId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeOptionId]);

  const openList = (index: number) => {
    setPopup(measurePopup(keyboard.ref.current));
    setOpen(true);
    setActiveIndex(index);
  };

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
  };

  const commit = (code: string | null) => {
    setQuery(null);
    close();
    if (code !== selected) setSelected(code);
  };

  /** Leaving the field: an exact name or an emptied input counts as a choice, anything else is undone. */
  const settle = () => {
    if (query === null) return close();
    if (query.trim() === '') return commit(null);
    const exact = options.find((option) => collator.compare(option.name, query.trim()) === 0);
    if (exact) return commit(exact.code);
    setQuery(null);
    close();
  };

  const selectedIndex = Math.max(
    0,
    visible.findIndex((option) => option.code === selected),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = visible.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList(event.altKey ? -1 : query === null ? selectedIndex : 0);
        else setActiveIndex(Math.min(activeIndex + 1, last));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList(query === null && selected !== null ? selectedIndex : last);
        else setActiveIndex(Math.max(activeIndex - 1, 0));
        break;
      case 'Home':
      case 'End':
        // With the list closed they move the caret, as in any text input.
        if (open && visible.length > 0) {
          event.preventDefault();
          setActiveIndex(event.key === 'Home' ? 0 : last);
        }
        break;
      case 'Enter':
        if (open) {
          // Never submit the form while choosing.
          event.preventDefault();
          if (active) commit(active.code);
          else close();
        }
        break;
      case 'Escape':
        if (open || query !== null) {
          event.preventDefault();
          setQuery(null);
          close();
        }
        break;
      case 'Tab':
        if (active) commit(active.code);
        break;
    }
  };

  const inputText = query ?? selectedOption?.name ?? '';
  const matchCount = visible.length;
  const announcement = !open ? null : noMatch ? (
    t`Invalid country`
  ) : (
    <Plural value={matchCount} one="# country available" other="# countries available" />
  );

  return (
    <Field
      id={inputId}
      label={label}
      hint={hint}
      error={error}
      disabled={disabled}
      filled={selected !== null}
      className={classNames('of-combobox', className)}
    >
      {(control) => (
        <div className="of-combobox__wrapper" data-open={dataAttribute(open)}>
          <input
            {...control}
            ref={inputRef}
            type="text"
            role="combobox"
            className="of-input of-combobox__input"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listboxId}
            aria-activedescendant={activeOptionId}
            aria-required={required || undefined}
            autoComplete="off"
            autoCapitalize="words"
            spellCheck={false}
            placeholder={placeholder}
            disabled={disabled}
            title={selectedOption && query === null ? selectedOption.name : undefined}
            data-invalid={dataAttribute(Boolean(error))}
            value={inputText}
            onChange={(event) => {
              const text = keyboard.sanitize(event.target);
              setQuery(text);
              const matches = text ? options.filter((option) => matchesPrefix(option.name, text, collator)) : options;
              if (!open) setPopup(measurePopup(event.target));
              setOpen(true);
              setActiveIndex(text.trim() && matches.length > 0 ? 0 : -1);
            }}
            onClick={() => {
              if (!open) openList(query === null ? selectedIndex : 0);
            }}
            onKeyDown={onKeyDown}
            onFocus={onFocus}
            onBlur={(event) => {
              settle();
              onBlur?.(event);
            }}
          />
          <span className="of-combobox__chevron" aria-hidden="true" />
          {name ? <input type="hidden" name={name} value={selected ?? ''} /> : null}
          <div
            className="of-combobox__popup"
            data-placement={popup.placement}
            data-compact={dataAttribute(popup.compact)}
            hidden={!open}
            // Keeps focus in the input while the list is clicked or scrolled: a blur would settle and close it.
            onMouseDown={(event) => event.preventDefault()}
          >
            <ul
              id={listboxId}
              role="listbox"
              className="of-combobox__listbox"
              aria-labelledby={`${inputId}-label`}
              data-max-height={popup.compact ? OPTION_LIST_MAX_HEIGHT_SMALL : OPTION_LIST_MAX_HEIGHT}
              tabIndex={-1}
            >
              {visible.map((option, index) => (
                <li
                  key={option.code}
                  id={optionId(option.code)}
                  role="option"
                  className="of-combobox__option"
                  aria-selected={option.code === selected}
                  title={option.name}
                  data-active={dataAttribute(index === activeIndex)}
                  onClick={() => commit(option.code)}
                >
                  {/* The cut name is for the eye; screen readers and voice control get the whole name, which
                      starts with the visible text (WCAG 2.5.3). */}
                  <span aria-hidden="true">{truncateText(option.name)}</span>
                  <span className="of-visually-hidden">{option.name}</span>
                </li>
              ))}
            </ul>
            {noMatch ? (
              <p className="of-combobox__empty">{t`Invalid country`}</p>
            ) : null}
          </div>
          <p className="of-combobox__status of-visually-hidden" aria-live="polite">
            {announcement}
          </p>
        </div>
      )}
    </Field>
  );
}
