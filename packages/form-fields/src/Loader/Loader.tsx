import { Trans } from '@lingui/react/macro';
import { classNames } from '@repo/react-primitives';
import type { ReactNode, Ref } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';

/** Props of {@link Loader}. */
export interface LoaderProps {
  /**
   * `fullscreen` covers the page (between steps, while the next screen loads); `inline` sits in the flow.
   * @default 'inline'
   */
  variant?: 'inline' | 'fullscreen';
  /** What is loading, for screen readers (and shown under a full-screen spinner). @default "Loading…" */
  label?: ReactNode;
  /** Shows the label under the spinner too. @default true for `fullscreen`, false for `inline` */
  showLabel?: boolean;
  id?: string;
  className?: string;
  /** Forwarded to the status element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A spinner with a translated label in a polite status region, so screen readers hear that something is
 * loading. The spinner stops turning for users who ask for reduced motion (styles.css).
 */
export function Loader({
  variant = 'inline',
  label,
  showLabel = variant === 'fullscreen',
  id,
  className,
  ref,
}: LoaderProps) {
  const text = label ?? <Trans>Loading…</Trans>;
  return (
    <div
      ref={ref}
      id={id}
      className={classNames('of-loader', `of-loader--${variant}`, className)}
      role="status"
      aria-live="polite"
    >
      <span className="of-spinner of-loader__spinner" aria-hidden="true" />
      {showLabel ? <span className="of-loader__label">{text}</span> : <VisuallyHidden>{text}</VisuallyHidden>}
    </div>
  );
}
