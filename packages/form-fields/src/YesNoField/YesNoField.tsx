import { Trans } from '@lingui/react/macro';
import { useControllableState } from '@repo/react-primitives';
import type { FocusEventHandler, ReactNode, Ref } from 'react';
import { dataAttribute } from '../internal/dataAttribute';
import { Field } from '../Field/Field';

/** Props of {@link YesNoField}. */
export interface YesNoFieldProps {
  /** The question, rendered as the group's `<legend>`. */
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  /** The answer (controlled): `null` while unanswered. Leave undefined for an uncontrolled field. */
  value?: boolean | null;
  /** The initial answer of an uncontrolled field. @default null */
  defaultValue?: boolean | null;
  /** Called with the chosen answer. */
  onValueChange?(value: boolean): void;
  /** The id of the "yes" radio (the error summary links to it); the "no" radio gets `{id}-no`. */
  id?: string;
  /** The radio group's name in form submissions (values `yes` and `no`). @default the id */
  name?: string;
  /** The "yes" label. @default "Yes" */
  yesLabel?: ReactNode;
  /** The "no" label. @default "No" */
  noLabel?: ReactNode;
  /** @default false */
  disabled?: boolean;
  /** Forwarded to the "yes" radio, the group's first control. */
  ref?: Ref<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  className?: string;
}

/**
 * A yes/no question as two radios in a `<fieldset>` with a `<legend>` (GOV.UK inline radios): US taxpayer,
 * politically exposed person, residence confirmation.
 */
export function YesNoField({
  label,
  hint,
  error,
  value,
  defaultValue = null,
  onValueChange,
  id,
  name,
  yesLabel,
  noLabel,
  disabled = false,
  ref,
  onBlur,
  onFocus,
  className,
}: YesNoFieldProps) {
  const [current, setCurrent] = useControllableState<boolean | null>(value, defaultValue, (next) => {
    if (next !== null) onValueChange?.(next);
  });

  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      group
      disabled={disabled}
      filled={current !== null}
      className={className ? `of-yes-no ${className}` : 'of-yes-no'}
    >
      {(control) => (
        <div className="of-radios of-radios--inline">
          {([true, false] as const).map((answer) => {
            const radioId = answer ? control.id : `${control.id}-no`;
            return (
              <div key={String(answer)} className="of-radios__item" data-checked={dataAttribute(current === answer)}>
                <input
                  ref={answer ? ref : undefined}
                  id={radioId}
                  className="of-radios__input"
                  type="radio"
                  name={name ?? control.id}
                  value={answer ? 'yes' : 'no'}
                  checked={current === answer}
                  disabled={disabled}
                  onChange={() => setCurrent(answer)}
                  onBlur={onBlur}
                  onFocus={onFocus}
                />
                <label className="of-radios__label" htmlFor={radioId}>
                  {answer ? (yesLabel ?? <Trans>Yes</Trans>) : (noLabel ?? <Trans>No</Trans>)}
                </label>
              </div>
            );
          })}
        </div>
      )}
    </Field>
  );
}
