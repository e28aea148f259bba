import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { classNames } from './classNames';
import { dataAttribute } from './dataAttribute';

/** Props of {@link Button}. */
export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /**
   * The look: `primary` for the step's main action, `secondary` for the others, `link` for actions that read
   * like links ("Resend the code") but act in place.
   * @default 'primary'
   */
  variant?: 'primary' | 'secondary' | 'link';
  /**
   * Shows a spinner and ignores presses while an action runs. The button stays focusable (`aria-disabled`, not
   * `disabled`, so focus is not lost) and keeps its width (the label is hidden, not removed).
   * @default false
   */
  loading?: boolean;
  /** @default 'button' — never an accidental form submit. */
  type?: 'button' | 'submit' | 'reset';
}

/** A button: primary, secondary or link-styled, with a loading state. */
export function Button({
  variant = 'primary',
  loading = false,
  type = 'button',
  className,
  children,
  onClick,
  disabled,
  ...props
}: ButtonProps) {
  return (
    <button
      {...props}
      // A submit button that is busy must not submit again either.
      type={type}
      disabled={disabled}
      className={classNames('of-button', `of-button--${variant}`, className)}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      data-loading={dataAttribute(loading)}
      data-disabled={dataAttribute(disabled)}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      <span className="of-button__label">{children}</span>
      {loading ? <span className="of-button__spinner of-spinner" aria-hidden="true" /> : null}
    </button>
  );
}
