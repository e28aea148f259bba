import { Plural, useLingui } from '@lingui/react/macro';
import { classNames, useControllableState, useDomId, useMergedRefs } from '@repo/react-primitives';
import { useMemo, useState, type FocusEventHandler, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { dataAttribute } from '../internal/dataAttribute';
import { Field } from '../Field/Field';
import { ListboxPopup } from '../listbox/ListboxPopup';
import { matchesPrefix, prefixCollator } from '../listbox/matchesPrefix';
import { useKeyboardFilter } from '../keyboard/useKeyboardFilter';
import { nextActiveIndex, useListbox } from '../listbox/useListbox';

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
  /** The countries, already in display order (docs/spec/flow/entities.md#dictionaries: own country first, then the EU, then the rest). */
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

/**
 * A country select as an editable combobox with a listbox popup (WAI-ARIA APG, list autocomplete with the
 * first match active).
 *
 * - Typing accepts letters only (docs/spec/flow/validation.md), plus spaces and hyphens for multi-word names; digits and other
 *   characters are ignored. The list narrows to names starting with the text, ignoring case and diacritics;
 *   with no match it says "Invalid country".
 * - ArrowDown/ArrowUp open the list and move through it, Home/End jump to its ends, PageUp/PageDown move by ten,
 *   Enter chooses, Tab chooses the active country and moves on, Escape closes the list and restores the chosen
 *   country's name.
 * - The list is 250 px high at most, 140 px in windows under 500 px, and opens upward when that does not fit
 *   below (docs/spec/flow/constants.md#layout). Names over 29 characters are cut with an ellipsis; the full name stays in `title` and in the
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
  const generatedId = useDomId();
  const inputId = id ?? `of-${generatedId}`;
  const listboxId = `${inputId}-listbox`;
  const optionId = (code: string) => `${inputId}-option-${code}`;

  const [selected, setSelected] = useControllableState(value, defaultValue, onValueChange);
  /** The text being typed; `null` while the input shows the chosen country's name. */
  const [query, setQuery] = useState<string | null>(null);
  const keyboard = useKeyboardFilter('letters');
  const inputRef = useMergedRefs(ref, keyboard.ref);
  const { open, activeIndex, setActiveIndex, placement, openList, close } = useListbox(keyboard.ref);

  const collator = useMemo(() => prefixCollator(i18n.locale), [i18n.locale]);
  const selectedOption = options.find((option) => option.code === selected) ?? null;
  const visible = useMemo(
    () => (query ? options.filter((option) => matchesPrefix(option.name, query, collator)) : options),
    [options, query, collator],
  );
  const active = open ? visible[activeIndex] : undefined;
  const noMatch = query !== null && query.trim() !== '' && visible.length === 0;

  const activeOptionId = active ? optionId(active.code) : undefined;

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
      case 'ArrowUp':
        event.preventDefault();
        if (open) setActiveIndex(nextActiveIndex(event.key, activeIndex, visible.length) ?? -1);
        else if (event.key === 'ArrowUp') openList(query === null && selected !== null ? selectedIndex : last);
        else openList(event.altKey ? -1 : query === null ? selectedIndex : 0);
        break;
      case 'Home':
      case 'End':
      case 'PageUp':
      case 'PageDown':
        // With the list closed, Home and End move the caret, as in any text input.
        if (open && visible.length > 0) {
          event.preventDefault();
          setActiveIndex(nextActiveIndex(event.key, activeIndex, visible.length) ?? -1);
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
              openList(text.trim() && matches.length > 0 ? 0 : -1);
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
          <ListboxPopup
            id={listboxId}
            labelledBy={`${inputId}-label`}
            open={open}
            placement={placement}
            options={visible.map((option, index) => ({
              id: optionId(option.code),
              label: option.name,
              selected: option.code === selected,
              active: index === activeIndex,
            }))}
            onChoose={(index) => {
              const option = visible[index];
              if (option) commit(option.code);
            }}
            emptyText={noMatch ? t`Invalid country` : null}
          />
          <p className="of-combobox__status of-visually-hidden" aria-live="polite">
            {announcement}
          </p>
        </div>
      )}
    </Field>
  );
}
