import { forwardRef, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import { classNames } from './classNames';

/** Props of {@link Button}. */
export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** @default 'primary' */
  variant?: 'primary' | 'secondary' | 'link';
  /** @default 'button' */
  type?: 'button' | 'submit';
}

/**
 * A button at least 44 × 44 px (WCAG 2.5.8 asks 24). `disabled` is rendered as `aria-disabled` and the click is
 * dropped: a natively disabled button loses focus, so a keyboard user who pressed it (the 1 s lock of S1 §4)
 * would be thrown back to the top of the page. `forwardRef`, not `ref` as a prop: React 18 drops a plain `ref` prop.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button({ variant = 'primary', type = 'button', disabled, className, onClick, ...rest }, ref) {
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (disabled) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      aria-disabled={disabled ? true : undefined}
      className={classNames('idscan-button', `idscan-button--${variant}`, className)}
      onClick={click}
    />
  );
});
