import { Trans } from '@lingui/react/macro';
import { classNames, useControllableState, useDomId } from '@repo/react-primitives';
import { type ChangeEvent, type ComponentPropsWithRef, type ReactNode } from 'react';
import { dataAttribute } from '../internal/dataAttribute';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';

/** Props of {@link Checkbox}. */
export interface CheckboxProps
  extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'checked' | 'defaultChecked' | 'children' | 'required'> {
  /** The label beside the box; may contain links (a link inside a label opens the link, it does not tick the box). */
  label: ReactNode;
  /** Help text under the label. */
  hint?: ReactNode;
  /** The error message, shown above the box (GOV.UK order). */
  error?: string | null;
  /** Whether the box is ticked (controlled). */
  checked?: boolean;
  /** The initial state of an uncontrolled box. @default false */
  defaultChecked?: boolean;
  /** Called with the new state when the user ticks or unticks the box. */
  onCheckedChange?(checked: boolean): void;
  /** Announced as required (`aria-required`). @default false */
  required?: boolean;
}

/** A single checkbox (a consent, "no expiry date"): error, then box and label, then hint. */
export function Checkbox({
  id,
  label,
  hint,
  error,
  checked,
  defaultChecked = false,
  onCheckedChange,
  onChange,
  required = false,
  disabled = false,
  className,
  ...inputProps
}: CheckboxProps) {
  const generatedId = useDomId();
  const inputId = id ?? `of-${generatedId}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [current, setCurrent] = useControllableState(checked, defaultChecked, onCheckedChange);
  const invalid = Boolean(error);
  const describedBy = [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div
      className={classNames('of-field', 'of-checkbox', className)}
      data-invalid={dataAttribute(invalid)}
      data-disabled={dataAttribute(disabled)}
      data-filled={dataAttribute(current)}
    >
      {invalid ? (
        <p id={errorId} className="of-field__error">
          <VisuallyHidden>
            <Trans>Error:</Trans>
          </VisuallyHidden>{' '}
          {error}
        </p>
      ) : null}
      <div className="of-checkbox__item">
        <input
          {...inputProps}
          id={inputId}
          type="checkbox"
          className="of-checkbox__input"
          checked={current}
          disabled={disabled}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            setCurrent(event.target.checked);
            onChange?.(event);
          }}
        />
        <label className="of-checkbox__label" htmlFor={inputId}>
          {label}
        </label>
        {hint ? (
          <div id={hintId} className="of-field__hint of-checkbox__hint">
            {hint}
          </div>
        ) : null}
      </div>
    </div>
  );
}
