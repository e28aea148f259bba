import { VisuallyHidden as BaseVisuallyHidden } from '@repo/react-primitives';
import type { ComponentPropsWithRef } from 'react';

/** Props of {@link VisuallyHidden}: any `<span>` attributes. */
export type VisuallyHiddenProps = ComponentPropsWithRef<'span'>;

/**
 * Text for screen readers only (the "Error:" prefix, control names that the layout already makes obvious).
 * Hidden by the `of-visually-hidden` class of `styles.css`, never by `display: none`, which would hide it from
 * assistive technology too.
 */
export function VisuallyHidden({ ref, ...props }: VisuallyHiddenProps) {
  return <BaseVisuallyHidden {...props} ref={ref} classPrefix="of" />;
}
