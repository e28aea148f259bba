import { forwardRef, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import { classNames } from './classNames';

/** Props of {@link Button}. */
export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** The class prefix of the package's stylesheet: `of` gives `of-button of-button--primary`. */
  classPrefix: string;
  /**
   * The look: `primary` for the main action, `secondary` for the others, `link` for actions that read like links
   * ("Resend the code") but act in place.
   * @default 'primary'
   */
  variant?: 'primary' | 'secondary' | 'link';
  /** @default 'button' — never an accidental form submit. */
  type?: 'button' | 'submit' | 'reset';
  /**
   * Shows a spinner and ignores presses while an action runs. The button stays focusable (`aria-disabled`, not
   * `disabled`, so focus is not lost) and keeps its width (the label is hidden by CSS, not removed).
   * @default false
   */
  loading?: boolean;
  /**
   * How `disabled` is shown. `false`: the native attribute (the button leaves the tab order). `true`:
   * `aria-disabled` and presses dropped, so a keyboard user whose press locked the button (a 1 s double-press guard)
   * keeps focus on it instead of being thrown back to the top of the page.
   * @default false
   */
  focusableWhenDisabled?: boolean;
}

/**
 * A button at least 44 × 44 px (the stylesheets; WCAG 2.5.8 asks 24): primary, secondary or link-styled, with a
 * loading state. `forwardRef` rather than `ref` as a prop: React 18, which the widget supports, drops a plain `ref`.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { classPrefix, variant = 'primary', type = 'button', loading = false, focusableWhenDisabled = false, disabled, className, children, onClick, ...props },
  ref,
) {
  const ignorePresses = loading || (focusableWhenDisabled && Boolean(disabled));
  return (
    <button
      {...props}
      ref={ref}
      // A submit button that is busy must not submit again either.
      type={type}
      disabled={focusableWhenDisabled ? undefined : disabled}
      className={classNames(`${classPrefix}-button`, `${classPrefix}-button--${variant}`, className)}
      aria-busy={loading || undefined}
      aria-disabled={ignorePresses || undefined}
      data-loading={loading ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (ignorePresses) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      <span className={`${classPrefix}-button__label`}>{children}</span>
      {loading ? <span className={`${classPrefix}-button__spinner ${classPrefix}-spinner`} aria-hidden="true" /> : null}
    </button>
  );
});
