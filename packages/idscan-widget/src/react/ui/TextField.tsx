import { useLingui } from '@lingui/react/macro';
import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { classNames, useDomId } from '@repo/react-primitives';
import { ErrorMessage } from './ErrorMessage';

/** Props of {@link TextField}. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'aria-describedby' | 'aria-invalid'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Marks the label with an asterisk (docs/spec/widget/entities.md#user-input-form) and the input as required. @default false */
  required?: boolean;
}

/**
 * A labelled text input in GOV.UK order: label, hint, error, control; the input is described by the hint and
 * the error. The asterisk is hidden from screen readers, which hear "required" from the input itself; no
 * `required` attribute, so the browser's own bubble does not replace the translated message. `forwardRef`, not
 * `ref` as a prop: React 18 drops a plain `ref` prop.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, hint, error, required = false, className, id: idProp, ...input }, ref) {
  const { t } = useLingui();
  const generatedId = `idscan-${useDomId()}`;
  const id = idProp ?? generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={classNames('idscan-field', error ? 'idscan-field--error' : undefined, className)}>
      <label className="idscan-field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="idscan-field__required" aria-hidden="true" title={t`required`}>
            {' *'}
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className="idscan-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? <ErrorMessage id={errorId}>{error}</ErrorMessage> : null}
      <input
        type="text"
        {...input}
        ref={ref}
        id={id}
        className="idscan-field__input"
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
    </div>
  );
});
