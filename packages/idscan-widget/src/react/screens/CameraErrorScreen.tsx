import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '../../core/errorMessages';
import { Button } from '../ui/Button';
import { Screen } from '../ui/Screen';
import type { CameraErrorReason } from './types';

/** Props of {@link CameraErrorScreen}. */
export interface CameraErrorScreenProps {
  /** The core's `camera` error reason (`error.details.reason`). */
  reason: CameraErrorReason;
  /** "Try again" (ask for the camera again). Hidden when not given. */
  onRetry?(): void;
  /** "Upload a file instead". Hidden when not given. */
  onUpload?(): void;
  /** "Cancel journey". Hidden when not given. */
  onCancel?(): void;
}

/**
 * The docs/spec/widget/errors.md#camera camera errors and docs/spec/flow/validation.md#blank-camera-feed's blank feed, each with what the user can do about it. The message is the
 * core's (the same text `onError` hosts get); the title is this screen's.
 */
export function CameraErrorScreen({ reason, onRetry, onUpload, onCancel }: CameraErrorScreenProps) {
  const { t, i18n } = useLingui();
  const titles: Record<CameraErrorReason, string> = {
    permissionDenied: t`Camera permission denied`,
    permissionUnavailable: t`Camera permission unavailable`,
    notReadable: t`Camera not readable`,
    noSuitableCamera: t`No suitable camera found`,
    blankFeed: t`The camera shows a black picture`,
  };
  return (
    <Screen title={titles[reason]}>
      <p>{i18n._(errorMessage('camera', { reason }))}</p>
      <div className="idscan-actions">
        {onRetry ? <Button onClick={onRetry}>{t`Try again`}</Button> : null}
        {onUpload ? (
          <Button variant={onRetry ? 'secondary' : 'primary'} onClick={onUpload}>
            {t`Upload a file instead`}
          </Button>
        ) : null}
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t`Cancel journey`}
          </Button>
        ) : null}
      </div>
    </Screen>
  );
}
