import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, type ReactNode } from 'react';
import { AttemptsNotice } from '../ui/AttemptsNotice';
import { Button } from '../ui/Button';
import { Examples } from '../ui/Examples';
import { Screen } from '../ui/Screen';
import { Spinner } from '../ui/Spinner';
import { useFocusFallback } from '../ui/useFocusFallback';
import { useImageSource } from '../ui/useImageSource';
import type { Device, PhotoStep } from '../../core/types';
import type { AttemptFailure } from './types';
import { useStepTexts } from './useStepTexts';

/** Props of {@link PreviewScreen}. */
export interface PreviewScreenProps {
  step: PhotoStep;
  /** The photo to check: the captured Blob, or a URL. */
  image: Blob | string;
  /** Desktop and mobile get different advice on checking the photo (docs/spec/widget/screens.md). */
  device: Device;
  /** "Upload photo": send it. */
  onUpload(): void;
  /** "Change photo": take or choose another. */
  onChangePhoto(): void;
  /** "Try again" after a failed attempt (in the attempts notice). */
  onRetry?(): void;
  /** "Crop photo". Hidden when not given. */
  onCrop?(): void;
  /** The close (×) button. Hidden when not given. */
  onClose?(): void;
  /** The photo is being sent and checked: the actions wait. @default false */
  verifying?: boolean;
  /** The status message area (a polite live region), e.g. the result of the last check. */
  status?: ReactNode;
  failure?: AttemptFailure | null;
  /** The scan backend's reason for the failure (already translated), shown in the notice instead of the generic hint. */
  failureDetail?: ReactNode;
  attemptsRemaining?: number;
}

/** docs/spec/widget/screens.md#cropper preview check, one per type: the photo, the guidance, and upload / change photo / crop / retry. */
export function PreviewScreen({
  step,
  image,
  device,
  onUpload,
  onChangePhoto,
  onRetry,
  onCrop,
  onClose,
  verifying = false,
  status,
  failure,
  failureDetail,
  attemptsRemaining,
}: PreviewScreenProps) {
  const { t } = useLingui();
  const texts = useStepTexts(step);
  const imageRef = useRef<HTMLImageElement>(null);
  useImageSource(image, imageRef);
  // Verifying and a failure replace the buttons the user just pressed.
  useFocusFallback(imageRef, `${verifying}/${failure ?? ''}`);
  return (
    <Screen title={texts.previewTitle} className="idscan-screen--preview">
      {onClose ? (
        <div className="idscan-camera__top">
          <Button variant="secondary" className="idscan-icon-button" aria-label={t`Close`} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </Button>
        </div>
      ) : null}
      <p className="idscan-subtitle-text">{texts.previewSubtitle[device]}</p>
      <img ref={imageRef} className="idscan-preview__image" alt={t`Your photo`} />
      <Examples
        subject={texts.subject}
        label={t`What a good photo looks like`}
        examples={[
          { caption: texts.guidance.good },
          { flaw: 'angle', caption: texts.guidance.angle },
          { flaw: 'covered', caption: texts.guidance.covered },
          { flaw: 'blurry', caption: texts.guidance.blurry },
        ]}
      />
      <div className="idscan-status" aria-live="polite">
        {verifying ? (
          <Spinner live={false}>
            <Trans>Verifying the photo…</Trans>
          </Spinner>
        ) : (
          status
        )}
      </div>
      {failure ? <AttemptsNotice failure={failure} detail={failureDetail} attemptsRemaining={attemptsRemaining} onRetry={onRetry} /> : null}
      {verifying ? null : (
        <div className="idscan-actions">
          {failure ? null : <Button onClick={onUpload}>{t`Upload photo`}</Button>}
          <Button variant="secondary" onClick={onChangePhoto}>
            {t`Change photo`}
          </Button>
          {onCrop ? (
            <Button variant="secondary" onClick={onCrop}>
              {t`Crop photo`}
            </Button>
          ) : null}
        </div>
      )}
    </Screen>
  );
}
