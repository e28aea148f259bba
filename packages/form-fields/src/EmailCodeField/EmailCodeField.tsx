import { useLingui } from '@lingui/react/macro';
import { classNames, useMergedRefs } from '@repo/react-primitives';
import {
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { EMAIL_CODE_LENGTH } from '../constants';
import { crossesFocusEdge } from '../internal/crossesFocusEdge';
import { dataAttribute } from '../internal/dataAttribute';
import { Field } from '../Field/Field';
import { filterText } from '../keyboard/keyboardFilters';

/** Props of {@link EmailCodeField}. */
export interface EmailCodeFieldProps {
  /** The group's name, rendered as the `<legend>` ("Code from the e-mail"). */
  label: ReactNode;
  /** Help text under the legend. */
  hint?: ReactNode;
  /** The error message; every box is marked invalid while it is set. */
  error?: string | null;
  /** The digits entered, up to 6 (controlled). Leave undefined for an uncontrolled field. */
  value?: string;
  /** The initial digits of an uncontrolled field. @default '' */
  defaultValue?: string;
  /** Called on every edit with the digits entered, in box order (empty boxes are skipped). */
  onValueChange?(value: string): void;
  /** Called once all six boxes hold a digit (docs/spec/flow/validation.md#phone-and-codes: the code is valid only with exactly 6 digits). */
  onComplete?(code: string): void;
  /** The first box's id (the error summary links to it); box n gets `{id}-{n}`. */
  id?: string;
  /** Submits the code in a hidden input of this name. */
  name?: string;
  /** @default false */
  disabled?: boolean;
  /** Announced as required on each box. @default false */
  required?: boolean;
  /** Forwarded to the first box. */
  ref?: Ref<HTMLInputElement>;
  /** Called when focus leaves the six boxes, not when it moves between them. */
  onBlur?(event: FocusEvent<HTMLElement>): void;
  /** Called when focus enters the boxes from outside. */
  onFocus?(event: FocusEvent<HTMLElement>): void;
  className?: string;
}

const EMPTY_CELLS: readonly string[] = Array.from({ length: EMAIL_CODE_LENGTH }, () => '');

function cellsOf(text: string): string[] {
  const digits = Array.from(filterText(text, 'numeric')).slice(0, EMAIL_CODE_LENGTH);
  return EMPTY_CELLS.map((empty, index) => digits[index] ?? empty);
}

/** The cells with `digits` written from box `start` on (a paste, an autofill); six or more fill every box. */
function spread(cells: readonly string[], digits: string, start: number): string[] {
  if (digits.length >= EMAIL_CODE_LENGTH) return cellsOf(digits);
  const next = [...cells];
  Array.from(digits).forEach((digit, offset) => {
    if (start + offset < EMAIL_CODE_LENGTH) next[start + offset] = digit;
  });
  return next;
}

/**
 * The e-mail code as six single-digit boxes (docs/spec/flow/screens.md#confirmemail confirmEmail), one group under a `<legend>`, each box labelled
 * "Digit 1 of 6"…
 *
 * - Typing a digit fills the box and moves to the next; other characters are ignored.
 * - Backspace clears the box, or, on an empty box, moves back and clears that one; Delete clears the box.
 * - ArrowLeft/ArrowRight move between boxes (mirrored right-to-left), Home/End jump to the first and last.
 * - Pasting six digits into any box fills them all ("Your code: 123 456" works too); fewer digits fill from the
 *   box pasted into. The first box has `autocomplete="one-time-code"`, so phones offer the code from the e-mail.
 *
 * @example
 * <EmailCodeField label={t`Code from the e-mail`} value={code} onValueChange={setCode} />
 */
export function EmailCodeField({
  label,
  hint,
  error,
  value,
  defaultValue = '',
  onValueChange,
  onComplete,
  id,
  name,
  disabled = false,
  required = false,
  ref,
  onBlur,
  onFocus,
  className,
}: EmailCodeFieldProps) {
  const { t } = useLingui();
  const [cells, setCells] = useState<string[]>(() => cellsOf(value ?? defaultValue));
  // A hole (a cleared middle box) is not in the value string, so the boxes live here and follow the value only
  // when it changes from outside (a reset after a wrong code).
  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== undefined && value !== cells.join('')) setCells(cellsOf(value));
  }

  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const boxRefs = useMemo(
    () =>
      EMPTY_CELLS.map((_, index) => (node: HTMLInputElement | null) => {
        boxes.current[index] = node;
      }),
    [],
  );
  const firstRef = useMergedRefs(ref, boxRefs[0]);
  const invalid = Boolean(error);
  const complete = cells.every(Boolean);
  const last = EMAIL_CODE_LENGTH - 1;

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(index, last))];
    box?.focus();
    box?.select();
  };

  const update = (next: string[]) => {
    setCells(next);
    const code = next.join('');
    onValueChange?.(code);
    if (next.every(Boolean) && !complete) onComplete?.(code);
  };

  const write = (index: number, digit: string) => {
    const next = [...cells];
    next[index] = digit;
    update(next);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const { key } = event;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    let handled = true;
    if (/^[0-9]$/.test(key)) {
      write(index, key);
      focusBox(index + 1);
    } else if (key === 'Backspace') {
      if (cells[index]) write(index, '');
      else if (index > 0) {
        write(index - 1, '');
        focusBox(index - 1);
      }
    } else if (key === 'Delete') {
      write(index, '');
    } else if (key === 'ArrowLeft' || key === 'ArrowRight') {
      focusBox(index + ((key === 'ArrowRight') !== rtl ? 1 : -1));
    } else if (key === 'Home' || key === 'End') {
      focusBox(key === 'Home' ? 0 : last);
    } else {
      // Any other printable character (letters, space, symbols) is not part of a code.
      handled = key.length === 1;
    }
    if (handled) event.preventDefault();
  };

  // What keydown cannot see: phone keyboards (key "Unidentified"), autofill of the whole code, IME.
  const onChange = (index: number) => (event: ChangeEvent<HTMLInputElement>) => {
    const digits = filterText(event.target.value, 'numeric');
    const old = cells[index] ?? '';
    if (digits.length === 0) return write(index, '');
    if (digits.length === 1 || (digits.length === 2 && old && digits.includes(old))) {
      // Typing into a full box gives its old digit plus the new one, in caret order.
      const digit = digits.length === 1 ? digits : digits[0] === old ? digits[1]! : digits[0]!;
      write(index, digit);
      return focusBox(index + 1);
    }
    update(spread(cells, digits, index));
    focusBox(digits.length >= EMAIL_CODE_LENGTH ? last : index + digits.length);
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = filterText(event.clipboardData.getData('text/plain'), 'numeric');
    if (!digits) return;
    update(spread(cells, digits, index));
    focusBox(digits.length >= EMAIL_CODE_LENGTH ? last : index + digits.length);
  };

  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      group
      disabled={disabled}
      filled={cells.some(Boolean)}
      className={classNames('of-code', className)}
    >
      {(control) => (
        <div
          className="of-code__boxes"
          data-complete={dataAttribute(complete)}
          onBlur={(event) => {
            if (crossesFocusEdge(event)) onBlur?.(event);
          }}
          onFocus={(event) => {
            if (crossesFocusEdge(event)) onFocus?.(event);
          }}
        >
          {cells.map((digit, index) => {
            const boxId = index === 0 ? control.id : `${control.id}-${index + 1}`;
            const position = index + 1;
            const total = EMAIL_CODE_LENGTH;
            return (
              <div key={boxId} className="of-code__box">
                <label className="of-visually-hidden" htmlFor={boxId}>
                  {t`Digit ${position} of ${total}`}
                </label>
                <input
                  id={boxId}
                  ref={index === 0 ? firstRef : boxRefs[index]}
                  className="of-input of-code__input"
                  type="text"
                  inputMode="numeric"
                  autoComplete={index === 0 ? 'one-time-code' : 'off'}
                  spellCheck={false}
                  value={digit}
                  disabled={disabled}
                  aria-invalid={invalid || undefined}
                  aria-required={required || undefined}
                  data-invalid={dataAttribute(invalid)}
                  data-filled={dataAttribute(Boolean(digit))}
                  onKeyDown={onKeyDown(index)}
                  onChange={onChange(index)}
                  onPaste={onPaste(index)}
                  onFocus={(event) => event.target.select()}
                />
              </div>
            );
          })}
          {name ? <input type="hidden" name={name} value={cells.join('')} /> : null}
        </div>
      )}
    </Field>
  );
}
