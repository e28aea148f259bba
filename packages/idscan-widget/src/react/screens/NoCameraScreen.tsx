import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../ui/Button';
import { Screen } from '../ui/Screen';

/** Props of {@link NoCameraScreen}. */
export interface NoCameraScreenProps {
  /** "Upload a file instead". Hidden when not given. */
  onUpload?(): void;
  /** "Cancel journey". Hidden when not given. */
  onCancel?(): void;
}

/** docs/spec/widget/screens.md#no-camera no-camera notice: the device has no camera, try another device. */
export function NoCameraScreen({ onUpload, onCancel }: NoCameraScreenProps) {
  const { t } = useLingui();
  return (
    <Screen title={t`No camera found`}>
      <p>
        <Trans>This device has no camera. Please try again on another device, such as your phone.</Trans>
      </p>
      <div className="idscan-actions">
        {onUpload ? <Button onClick={onUpload}>{t`Upload a file instead`}</Button> : null}
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t`Cancel journey`}
          </Button>
        ) : null}
      </div>
    </Screen>
  );
}
