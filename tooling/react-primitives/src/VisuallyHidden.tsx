import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { classNames } from './classNames';

/** Props of {@link VisuallyHidden}: any `<span>` attributes, and the package's class prefix. */
export interface VisuallyHiddenProps extends ComponentPropsWithoutRef<'span'> {
  /** The class prefix of the package's stylesheet: `of` gives `of-visually-hidden`. */
  classPrefix: string;
}

/**
 * Text for screen readers only (the "Error:" prefix, a live announcement, control names the layout already makes
 * obvious). Hidden by the `<prefix>-visually-hidden` class of the package's stylesheet, never by `display: none`,
 * which would hide it from assistive technology too.
 */
export const VisuallyHidden = forwardRef<HTMLSpanElement, VisuallyHiddenProps>(function VisuallyHidden({ classPrefix, className, ...props }, ref) {
  return <span {...props} ref={ref} className={classNames(`${classPrefix}-visually-hidden`, className)} />;
});
