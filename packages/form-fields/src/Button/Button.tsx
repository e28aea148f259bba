import { Button as BaseButton } from '@repo/react-primitives';
import type { ComponentPropsWithRef } from 'react';

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

/** A button: primary, secondary or link-styled, with a loading state (`of-button`). */
export function Button({ ref, ...props }: ButtonProps) {
  return <BaseButton {...props} ref={ref} classPrefix="of" />;
}
