import { classNames, useControllableState, useMergedRefs } from '@repo/react-primitives';
import { useState, type ChangeEvent, type ComponentPropsWithRef, type ReactNode } from 'react';
import { dataAttribute } from '../internal/dataAttribute';
import { Field } from '../Field/Field';
import type { KeyboardFilter } from '../keyboard/keyboardFilters';
import { useKeyboardFilter } from '../keyboard/useKeyboardFilter';

type NativeInputProps = Omit<
  ComponentPropsWithRef<'input'>,
  'value' | 'defaultValue' | 'children' | 'size' | 'type' | 'required'
>;

/** The props every one-line text field shares. */
export interface InputFieldProps extends NativeInputProps {
  /** The visible label. */
  label: ReactNode;
  /** Help text under the label. */
  hint?: ReactNode;
  /** The error message; the field is marked invalid while it is set. */
  error?: string | null;
  /** The value (controlled). Leave undefined for an uncontrolled field. */
  value?: string;
  /** The initial value of an uncontrolled field. @default '' */
  defaultValue?: string;
  /** Called with the new, already filtered value on every edit. */
  onValueChange?(value: string): void;
  /**
   * Which characters may be typed or pasted (docs/spec/flow/validation.md).
   * @default 'default'
   */
  filter?: KeyboardFilter;
  /** The input type. @default 'text' */
  type?: 'text' | 'email' | 'password' | 'tel' | 'search' | 'url';
  /**
   * Marks the field as required for assistive technology (`aria-required`). Native constraint validation is
   * not used, so browsers never show their own error bubbles (GOV.UK advice).
   * @default false
   */
  required?: boolean;
}

/** Extra parts of a field built on {@link InputField}. */
interface InputFieldSlots {
  /** Rendered beside the input, inside its row (a show-password button). */
  inlineEnd?: ReactNode;
  /** Rendered under the input (a password checklist). */
  after?: ReactNode;
  /** Ids of elements under the input that describe it too. */
  extraDescribedBy?: string;
  /** A polite status under the hint. */
  announcement?: ReactNode;
  /** Cancel pasting and dropping text. */
  pasteBlocked?: boolean;
  /** Extra class name for the wrapper. */
  fieldClassName?: string;
}

/** The one-line text field the public text fields are built from. */
export function InputField({
  ref,
  id,
  label,
  hint,
  error,
  value,
  defaultValue = '',
  onValueChange,
  onChange,
  onCompositionEnd,
  filter = 'default',
  type = 'text',
  required = false,
  disabled = false,
  className,
  inlineEnd,
  after,
  extraDescribedBy,
  announcement,
  pasteBlocked = false,
  fieldClassName,
  ...inputProps
}: InputFieldProps & InputFieldSlots) {
  const [current, setCurrent] = useControllableState(value, defaultValue, onValueChange);
  const keyboard = useKeyboardFilter(filter, { pasteBlocked });
  const inputRef = useMergedRefs(ref, keyboard.ref);
  const [composing, setComposing] = useState(false);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    // Mid-composition the IME owns the text: rewriting it would break the word being composed.
    const next = composing ? event.target.value : keyboard.sanitize(event.target);
    setCurrent(next);
    onChange?.(event);
  };

  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      announcement={announcement}
      disabled={disabled}
      filled={current.length > 0}
      className={fieldClassName}
    >
      {(control) => (
        <>
          <div className="of-input-row">
            <input
              {...inputProps}
              {...control}
              aria-describedby={
                [control['aria-describedby'], extraDescribedBy].filter(Boolean).join(' ') || undefined
              }
              aria-required={required || undefined}
              ref={inputRef}
              type={type}
              className={classNames('of-input', className)}
              value={current}
              disabled={disabled}
              data-invalid={dataAttribute(Boolean(error))}
              onChange={handleChange}
              onCompositionStart={(event) => {
                setComposing(true);
                inputProps.onCompositionStart?.(event);
              }}
              onCompositionEnd={(event) => {
                setComposing(false);
                const clean = keyboard.sanitize(event.currentTarget);
                if (clean !== current) setCurrent(clean);
                onCompositionEnd?.(event);
              }}
            />
            {inlineEnd}
          </div>
          {after}
        </>
      )}
    </Field>
  );
}
