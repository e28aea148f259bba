import { Field } from '@onboarding/form-fields';
import type { FocusEventHandler, ReactNode } from 'react';

export interface RadioGroupOption<V extends string | number> {
  value: V;
  label: ReactNode;
  hint?: ReactNode;
}

export interface RadioGroupFieldProps<V extends string | number> {
  /** The question, rendered as the group's `<legend>`. */
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  options: ReadonlyArray<RadioGroupOption<V>>;
  /** The chosen value; null while unanswered. */
  value: V | null;
  onValueChange(value: V): void;
  /** The first radio's id (the error summary links to it); radio n gets `{id}-{n}`. */
  id: string;
  name: string;
  onBlur?: FocusEventHandler<HTMLInputElement>;
}

/**
 * Radios for a choice among a few answers (correspondence method, data-user status, no-TIN reason), in the
 * GOV.UK pattern of form-fields: fieldset and legend, hint and error read with the group, a visible radio per answer.
 */
export function RadioGroupField<V extends string | number>({ label, hint, error, options, value, onValueChange, id, name, onBlur }: RadioGroupFieldProps<V>) {
  return (
    <Field id={id} label={label} hint={hint} error={error} group filled={value !== null}>
      {(control) => (
        <div className="of-radios">
          {options.map((option, index) => {
            const radioId = index === 0 ? control.id : `${control.id}-${index}`;
            const hintId = option.hint ? `${radioId}-hint` : undefined;
            return (
              <div key={String(option.value)} className="of-radios__item" data-checked={value === option.value ? '' : undefined}>
                <input
                  id={radioId}
                  className="of-radios__input"
                  type="radio"
                  name={name}
                  value={String(option.value)}
                  checked={value === option.value}
                  aria-describedby={hintId}
                  onChange={() => onValueChange(option.value)}
                  onBlur={onBlur}
                />
                <label className="of-radios__label" htmlFor={radioId}>
                  {option.label}
                </label>
                {option.hint ? (
                  <div id={hintId} className="of-field__hint onb-radio-hint">
                    {option.hint}
                  </div>
                ) : null}
              </div>
            );
          })}
        </div>
      )}
    </Field>
  );
}
