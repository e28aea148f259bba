import { Trans, useLingui } from '@lingui/react/macro';
import { classNames } from '@repo/react-primitives';
import type { ReactNode, Ref } from 'react';

/** Props of {@link GlobalErrorBanner}. */
export interface GlobalErrorBannerProps {
  /** The message (the server's `globalError`, docs/spec/flow/errors.md#global-error). Nothing renders while it is empty. */
  message?: ReactNode;
  /** The heading. @default "Something went wrong" */
  title?: ReactNode;
  /** Shows a dismiss button that calls this. */
  onDismiss?(): void;
  id?: string;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The banner at the top of the page for an error that belongs to no field (docs/spec/flow/errors.md#global-error: `globalError`, or an
 * `error` that is not an array). `role="alert"` makes screen readers read it as it appears.
 */
export function GlobalErrorBanner({ message, title, onDismiss, id, className, ref }: GlobalErrorBannerProps) {
  const { t } = useLingui();
  if (message == null || message === '' || message === false) return null;
  return (
    <div ref={ref} id={id} className={classNames('of-banner', className)} role="alert">
      <div className="of-banner__content">
        <p className="of-banner__title">{title ?? <Trans>Something went wrong</Trans>}</p>
        <div className="of-banner__message">{message}</div>
      </div>
      {onDismiss ? (
        <button type="button" className="of-banner__dismiss" aria-label={t`Dismiss the message`} onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}
