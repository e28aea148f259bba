import { Plural, useLingui } from '@lingui/react/macro';
import { classNames, useControllableState, useDomId, useMergedRefs } from '@repo/react-primitives';
import { useMemo, useRef, useState, type FocusEventHandler, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { dataAttribute } from '../internal/dataAttribute';
import { Field } from '../Field/Field';
import { ListboxPopup } from '../listbox/ListboxPopup';
import { foldForSearch, matchRank, queryWords } from '../listbox/searchText';
import { nextActiveIndex, useListbox } from '../listbox/useListbox';

/** One choice of a {@link SearchSelect}. */
export interface SearchSelectOption<V extends string | number = string> {
  value: V;
  /** The text shown, whole (never cut), and searched. */
  label: string;
  /** Other words that find the option: its town, a name in another language ("Warsaw"). */
  keywords?: readonly string[];
}

/** Props of {@link SearchSelect}. */
export interface SearchSelectProps<V extends string | number = string> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  /** The choices, in display order. */
  options: ReadonlyArray<SearchSelectOption<V>>;
  /** The chosen value (controlled); `null` when none. Leave undefined for an uncontrolled select. */
  value?: V | null;
  /** @default null */
  defaultValue?: V | null;
  /** Called with the chosen value, or `null` when the applicant empties the text. */
  onValueChange?(value: V | null): void;
  /** Options listed first, before the query narrows the list and among the matches (e.g. the applicant's town). */
  isSuggested?(option: SearchSelectOption<V>): boolean;
  /** What the list says when nothing matches the typed text. @default "No option matches “{query}”." */
  noMatchText?(query: string): string;
  placeholder?: string;
  id?: string;
  /** Submits the value in a hidden input of this name. */
  name?: string;
  /** @default false */
  disabled?: boolean;
  /** @default false */
  required?: boolean;
  ref?: Ref<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  className?: string;
}

interface Indexed<V extends string | number> {
  option: SearchSelectOption<V>;
  folded: string;
  order: number;
  suggested: boolean;
}

/**
 * A search over a long list (the Polish tax offices…) as an editable combobox with a listbox popup (WAI-ARIA APG
 * list autocomplete). Unlike the country select, which matches the start of a name, it finds any word or part of
 * one, in any order, with or without diacritics ("srodmiescie" finds "Śródmieście", "lodz" finds "Łódź"), and
 * through each option's keywords; names are shown whole.
 *
 * - Typing only narrows the list: nothing is chosen until the applicant picks an option (click, Enter, or Tab on
 *   the option the arrows moved to). Leaving the field chooses only an option whose name was typed in full, or the
 *   one option left; any other text is undone.
 * - Matches where every typed word starts a word come first; suggested options lead in each group.
 * - ArrowDown/ArrowUp open and move, Home/End/PageUp/PageDown move in the open list, Escape restores the choice.
 * - A polite live region says how many options match, or that none does.
 */
export function SearchSelect<V extends string | number = string>({
  label,
  hint,
  error,
  options,
  value,
  defaultValue = null,
  onValueChange,
  isSuggested,
  noMatchText,
  placeholder,
  id,
  name,
  disabled = false,
  required = false,
  ref,
  onBlur,
  onFocus,
  className,
}: SearchSelectProps<V>) {
  const { t } = useLingui();
  const generatedId = useDomId();
  const inputId = id ?? `of-${generatedId}`;
  const listboxId = `${inputId}-listbox`;
  const optionId = (index: number) => `${inputId}-option-${index}`;

  const [selected, setSelected] = useControllableState<V | null>(value, defaultValue, onValueChange);
  /** The text being typed; `null` while the input shows the chosen option's name. */
  const [query, setQuery] = useState<string | null>(null);
  /** Whether the active option was reached with the arrow keys (only then does Tab choose it). */
  const [navigated, setNavigated] = useState(false);
  const anchorRef = useRef<HTMLInputElement>(null);
  const inputRef = useMergedRefs(ref, anchorRef);
  const { open, activeIndex, setActiveIndex, placement, openList, close } = useListbox(anchorRef);

  const indexed = useMemo<Indexed<V>[]>(
    () =>
      options.map((option, order) => ({
        option,
        order,
        folded: foldForSearch([option.label, ...(option.keywords ?? [])].join(' ')),
        suggested: isSuggested?.(option) ?? false,
      })),
    [options, isSuggested],
  );
  const visible = useMemo(() => {
    const words = query === null ? [] : queryWords(query);
    const ranked: { entry: Indexed<V>; rank: number }[] = [];
    for (const entry of indexed) {
      const rank = words.length === 0 ? 0 : matchRank(entry.folded, words);
      if (rank !== null) ranked.push({ entry, rank: rank * 2 + (entry.suggested ? 0 : 1) });
    }
    ranked.sort((a, b) => a.rank - b.rank || a.entry.order - b.entry.order);
    return ranked.map(({ entry }) => entry.option);
  }, [indexed, query]);

  const selectedOption = options.find((option) => option.value === selected) ?? null;
  const active = open ? visible[activeIndex] : undefined;
  const typed = query?.trim() ?? '';
  const noMatch = typed !== '' && visible.length === 0;

  const commit = (choice: V | null) => {
    setQuery(null);
    setNavigated(false);
    close();
    if (choice !== selected) setSelected(choice);
  };

  /** Leaving the field: a name typed in full, the one option left, or an emptied input count; anything else is undone. */
  const settle = () => {
    if (query === null) return close();
    if (typed === '') return commit(null);
    const folded = foldForSearch(typed);
    const exact = options.find((option) => foldForSearch(option.label) === folded);
    if (exact) return commit(exact.value);
    if (visible.length === 1) return commit(visible[0]!.value);
    setQuery(null);
    setNavigated(false);
    close();
  };

  const selectedIndex = Math.max(
    0,
    visible.findIndex((option) => option.value === selected),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        setNavigated(true);
        if (open) setActiveIndex(nextActiveIndex(event.key, activeIndex, visible.length) ?? -1);
        else openList(event.key === 'ArrowUp' ? visible.length - 1 : query === null ? selectedIndex : 0);
        break;
      case 'Home':
      case 'End':
      case 'PageUp':
      case 'PageDown':
        if (open && visible.length > 0) {
          event.preventDefault();
          setNavigated(true);
          setActiveIndex(nextActiveIndex(event.key, activeIndex, visible.length) ?? -1);
        }
        break;
      case 'Enter':
        if (open) {
          // Never submit the form while choosing.
          event.preventDefault();
          if (active) commit(active.value);
          else close();
        }
        break;
      case 'Escape':
        if (open || query !== null) {
          event.preventDefault();
          setQuery(null);
          setNavigated(false);
          close();
        }
        break;
      case 'Tab':
        if (active && navigated) commit(active.value);
        break;
    }
  };

  const matchCount = visible.length;
  const announcement = !open ? null : noMatch ? (
    (noMatchText?.(typed) ?? t`No option matches “${typed}”.`)
  ) : (
    <Plural value={matchCount} one="# option available" other="# options available" />
  );

  return (
    <Field
      id={inputId}
      label={label}
      hint={hint}
      error={error}
      disabled={disabled}
      filled={selected !== null}
      className={classNames('of-combobox', 'of-search-select', className)}
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
            aria-activedescendant={active ? optionId(activeIndex) : undefined}
            aria-required={required || undefined}
            autoComplete="off"
            spellCheck={false}
            placeholder={placeholder}
            disabled={disabled}
            data-invalid={dataAttribute(Boolean(error))}
            value={query ?? selectedOption?.label ?? ''}
            onChange={(event) => {
              setQuery(event.target.value);
              setNavigated(false);
              // The list opens with nothing active: typing alone never picks an office.
              openList(-1);
            }}
            onClick={() => {
              if (!open) openList(query === null && selected !== null ? selectedIndex : -1);
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
            wrap
            options={visible.map((option, index) => ({
              id: optionId(index),
              label: option.label,
              selected: option.value === selected,
              active: index === activeIndex,
            }))}
            onChoose={(index) => {
              const option = visible[index];
              if (option) commit(option.value);
            }}
            emptyText={noMatch ? (noMatchText?.(typed) ?? t`No option matches “${typed}”.`) : null}
          />
          <p className="of-combobox__status of-visually-hidden" aria-live="polite">
            {announcement}
          </p>
        </div>
      )}
    </Field>
  );
}
