import { Button as BaseButton, type ButtonProps as BaseButtonProps } from '@repo/react-primitives';
import { forwardRef } from 'react';

/** Props of {@link Button}. */
export interface ButtonProps extends Omit<BaseButtonProps, 'classPrefix' | 'focusableWhenDisabled' | 'loading' | 'type'> {
  /** @default 'button' */
  type?: 'button' | 'submit';
}

/**
 * The widget's button (`idscan-button`): `disabled` is rendered as `aria-disabled` and the click is dropped, since a
 * natively disabled button loses focus, so a keyboard user who pressed it (the 1 s lock of
 * docs/spec/widget/states.md#instructions-lock) would be thrown back to the top of the page.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(props, ref) {
  return <BaseButton {...props} ref={ref} classPrefix="idscan" focusableWhenDisabled />;
});
