import { Trans } from '@lingui/react/macro';
import { classNames, useDomId } from '@repo/react-primitives';
import { type ReactNode } from 'react';
import { dataAttribute } from '../internal/dataAttribute';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';

/** What {@link Field} hands its control: the ids and ARIA state that tie it to the label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

/** Props of {@link Field}. */
export interface FieldProps {
  /** The control's id (a generated one when absent); the hint and error ids derive from it. */
  id?: string;
  /** The visible label: a `<label>` for one control, a `<legend>` when `group` is set. */
  label: ReactNode;
  /** Help text under the label, read with the control (`aria-describedby`). */
  hint?: ReactNode;
  /** The error message; the control is marked invalid while it is set. */
  error?: string | null;
  /**
   * A polite status under the hint (a live region that is always in the page, so screen readers hear it change):
   * e.g. why a paste was refused.
   */
  announcement?: ReactNode;
  /**
   * Several controls under one name: renders `<fieldset>` and `<legend>` and puts the descriptions on the
   * fieldset (the GOV.UK pattern for radios and composite inputs).
   * @default false
   */
  group?: boolean;
  /** @default false */
  disabled?: boolean;
  /** Whether the control holds a value (`data-filled`, for styling). @default false */
  filled?: boolean;
  /** Extra class names for the wrapper. */
  className?: string;
  /** Renders the control(s), given the ids and ARIA state to put on the main one. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The wrapper every field shares, in the GOV.UK order: label, hint, error, control. It owns the ids, so the
 * control's `aria-describedby` names the hint and the error, and prefixes the error with a visually hidden
 * "Error:" (screen readers otherwise give no cue that the text is an error).
 *
 * The error marker is a bar drawn outside the field and the control's border keeps its width, so an error
 * appearing moves the control down by the message's height and no more.
 */
export function Field({
  id,
  label,
  hint,
  error,
  announcement,
  group = false,
  disabled = false,
  filled = false,
  className,
  children,
}: FieldProps) {
  const generatedId = useDomId();
  // React's generated ids contain characters (« » :) that CSS selectors and `querySelector` must escape.
  const controlId = id ?? `of-${generatedId}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const announcementId = `${controlId}-status`;
  const labelId = `${controlId}-label`;
  const invalid = Boolean(error);
  const describedBy =
    [hint ? hintId : null, announcement ? announcementId : null, invalid ? errorId : null]
      .filter(Boolean)
      .join(' ') || undefined;

  const descriptions = (
    <>
      {hint ? (
        <div id={hintId} className="of-field__hint">
          {hint}
        </div>
      ) : null}
      <p id={announcementId} className="of-field__announcement" aria-live="polite">
        {announcement}
      </p>
      {invalid ? (
        <p id={errorId} className="of-field__error">
          <VisuallyHidden>
            <Trans>Error:</Trans>
          </VisuallyHidden>{' '}
          {error}
        </p>
      ) : null}
    </>
  );

  const state = {
    'data-invalid': dataAttribute(invalid),
    'data-disabled': dataAttribute(disabled),
    'data-filled': dataAttribute(filled),
  };

  if (group) {
    return (
      <fieldset
        className={classNames('of-field', 'of-field--group', className)}
        aria-describedby={describedBy}
        disabled={disabled}
        {...state}
      >
        <legend id={labelId} className="of-field__label">
          {label}
        </legend>
        {descriptions}
        {children({ id: controlId, 'aria-describedby': undefined, 'aria-invalid': invalid || undefined })}
      </fieldset>
    );
  }

  return (
    <div className={classNames('of-field', className)} {...state}>
      <label id={labelId} className="of-field__label" htmlFor={controlId}>
        {label}
      </label>
      {descriptions}
      {children({ id: controlId, 'aria-describedby': describedBy, 'aria-invalid': invalid || undefined })}
    </div>
  );
}
