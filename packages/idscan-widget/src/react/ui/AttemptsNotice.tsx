import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { errorMessage } from '../../core/errorMessages';
import type { AttemptFailure } from '../screens/types';
import { Button } from './Button';

/** Props of {@link AttemptsNotice}. */
export interface AttemptsNoticeProps {
  failure: AttemptFailure;
  /** A more precise reason (the scan backend's message), shown instead of the generic hint. */
  detail?: ReactNode;
  /** Attempts the user has left; the count is hidden when unknown (docs/spec/widget/constants.md#attempts: its limit is not shown). */
  attemptsRemaining?: number;
  /** "How to take the photo correctly": shows the instructions. Hidden when not given. */
  onShowInstructions?(): void;
  /** "Try again". Hidden when not given, or when no attempt is left. */
  onRetry?(): void;
}

/**
 * Why the last photo was not taken or not accepted, how many attempts are left, and what to do (docs/spec/widget/screens.md#camera "an
 * attempts-remaining notice offers 'how to take the photo correctly' and 'try again'"; docs/spec/widget/validation.md#document-failure-reasons failure reasons,
 * each with a try-again hint; docs/spec/widget/errors.md "System not able to take the photo"). An alert: it appears after the user
 * acted and must be heard at once.
 */
export function AttemptsNotice({ failure, detail, attemptsRemaining, onShowInstructions, onRetry }: AttemptsNoticeProps) {
  const { t, i18n } = useLingui();
  const texts: Record<AttemptFailure, { title: string; hint: string }> = {
    captureFailed: {
      // docs/spec/widget/errors.md wording, shared with the core's `captureFailed` error.
      title: i18n._(errorMessage('captureFailed', { attemptsRemaining: attemptsRemaining ?? 0 })),
      hint: t`Hold the document still inside the frame, in good light, and try again.`,
    },
    Refer: {
      title: t`We could not validate your document.`,
      hint: t`Make sure the whole document is visible and sharp, then try again.`,
    },
    Expired: {
      title: t`Your document has expired.`,
      hint: t`Try again with a valid document.`,
    },
    NotAccepted: {
      title: t`This document is not accepted.`,
      hint: t`Try again with another identity document.`,
    },
    NotSupported: {
      title: t`We could not recognise this document.`,
      hint: t`Try again with a supported document, photographed face on.`,
    },
  };
  const { title, hint } = texts[failure];
  const canRetry = attemptsRemaining === undefined || attemptsRemaining > 0;
  return (
    <div className="idscan-notice idscan-notice--error" role="alert">
      <p className="idscan-notice__title">{title}</p>
      <p>{detail ?? hint}</p>
      {attemptsRemaining !== undefined ? (
        <p className="idscan-notice__attempts">
          {attemptsRemaining > 0 ? (
            <Plural value={attemptsRemaining} one="You have # attempt left." other="You have # attempts left." />
          ) : (
            <Trans>You have no attempts left.</Trans>
          )}
        </p>
      ) : null}
      {onShowInstructions || (onRetry && canRetry) ? (
        <div className="idscan-actions">
          {onRetry && canRetry ? <Button onClick={onRetry}>{t`Try again`}</Button> : null}
          {onShowInstructions ? (
            <Button variant="link" onClick={onShowInstructions}>
              {t`How to take the photo correctly`}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
