import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../ui/Button';

/** How the photo is provided: the camera, or a file (docs/spec/widget/constants.md: the default provider is the file system). */
export type PhotoSource = 'CAMERA' | 'FILESYSTEM';

/** Props of {@link ProviderContainer}. */
export interface ProviderContainerProps {
  /** The screen shown inside. */
  children: ReactNode;
  /** "Cancel journey". */
  onCancel(): void;
  /** The source in use; with `onInputProviderChange`, shows the camera / upload toggle. */
  inputProvider?: PhotoSource;
  onInputProviderChange?(inputProvider: PhotoSource): void;
  /** Whether the device has a camera; without one the toggle is hidden. @default true */
  cameraAvailable?: boolean;
}

/**
 * docs/spec/widget/screens.md#provider-container provider container: around every capture screen, a cancel-journey button and the toggle between the
 * camera and uploading a photo. The toggle is two pressed/unpressed buttons: one press switches, and the
 * current choice is announced as "pressed".
 */
export function ProviderContainer({ children, onCancel, inputProvider, onInputProviderChange, cameraAvailable = true }: ProviderContainerProps) {
  const { t } = useLingui();
  const showToggle = cameraAvailable && inputProvider !== undefined && onInputProviderChange !== undefined;
  return (
    <div className="idscan-provider">
      <div className="idscan-provider__bar">
        {showToggle ? (
          <div className="idscan-toggle" role="group" aria-label={t`How to add the photo`}>
            <button
              type="button"
              className="idscan-toggle__option"
              aria-pressed={inputProvider === 'CAMERA'}
              onClick={() => onInputProviderChange('CAMERA')}
            >
              {t`Use the camera`}
            </button>
            <button
              type="button"
              className="idscan-toggle__option"
              aria-pressed={inputProvider === 'FILESYSTEM'}
              onClick={() => onInputProviderChange('FILESYSTEM')}
            >
              {t`Upload a photo`}
            </button>
          </div>
        ) : null}
        <Button variant="link" className="idscan-provider__cancel" onClick={onCancel}>
          {t`Cancel journey`}
        </Button>
      </div>
      <div className="idscan-provider__content">{children}</div>
    </div>
  );
}
