import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type ChangeEvent, type DragEvent, type ReactNode } from 'react';
import { ACCEPTED_UPLOAD_TYPES } from '../../core/constants';
import { errorMessage } from '../../core/errorMessages';
import { AttemptsNotice } from '../ui/AttemptsNotice';
import { ErrorMessage } from '../ui/ErrorMessage';
import { Examples } from '../ui/Examples';
import { Screen } from '../ui/Screen';
import { Spinner } from '../ui/Spinner';
import { classNames, useDomId } from '@repo/react-primitives';
import { useFocusFallback } from '../ui/useFocusFallback';
import type { PhotoStep } from '../../core/types';
import type { AttemptFailure, UploadError } from './types';
import { useStepTexts } from './useStepTexts';

/** Props of {@link FileUploadScreen}. */
export interface FileUploadScreenProps {
  /** Which upload: identity document (front or back), face match (`SELFIE`), proof of address, Covid. */
  step: PhotoStep;
  /** A file was chosen or dropped. The screen does not check it: the widget does, and sets `error`. */
  onFile(file: File): void;
  /** docs/spec/widget/validation.md#uploaded-files: the chosen file was refused (`tooManyPixels`: the server could not decode that many pixels). */
  error?: UploadError | null;
  /** The server's own text for `error` (already translated), shown instead of the widget's. */
  errorDetail?: string;
  /** The file is being sent. @default false */
  uploading?: boolean;
  /** Share sent, 0–1, shown as a progress bar while uploading. */
  progress?: number;
  /** Why the last upload was not accepted; shows the attempts-remaining notice. */
  failure?: AttemptFailure | null;
  /** The scan backend's reason for the failure (already translated), shown in the notice instead of the generic hint. */
  failureDetail?: ReactNode;
  attemptsRemaining?: number;
  onRetry?(): void;
  onShowInstructions?(): void;
}

/**
 * docs/spec/widget/screens.md#file-upload file upload, one per type: title, subtitle, good and bad examples, a drop box with a choose-file
 * button, the supported types and the maximum size, uploading, docs/spec/widget/validation.md#uploaded-files's two errors, attempts remaining.
 */
export function FileUploadScreen({
  step,
  onFile,
  error,
  errorDetail,
  uploading = false,
  progress,
  failure,
  failureDetail,
  attemptsRemaining,
  onRetry,
  onShowInstructions,
}: FileUploadScreenProps) {
  const { t, i18n } = useLingui();
  const texts = useStepTexts(step);
  const [dragging, setDragging] = useState(false);
  const base = `idscan-${useDomId()}`;
  const noteId = `${base}-note`;
  const errorId = `${base}-error`;
  const noteRef = useRef<HTMLParagraphElement>(null);
  // Uploading replaces the file input the user just used.
  useFocusFallback(noteRef, `${uploading}/${failure ?? ''}`);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again (after an error) fires a change again.
    event.target.value = '';
    if (file) onFile(file);
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !uploading) onFile(file);
  };

  // docs/spec/widget/validation.md's exact texts, from the core's error catalogue (the same text `onError` hosts get).
  const errors: Record<UploadError, string> = {
    tooBig: i18n._(errorMessage('fileTooBig', {})),
    format: i18n._(errorMessage('fileFormat', {})),
    tooManyPixels: i18n._(errorMessage('tooManyPixels', { serverMessage: null })),
  };

  return (
    <Screen title={texts.uploadTitle}>
      <p className="idscan-subtitle-text">{texts.uploadSubtitle}</p>
      <Examples
        subject={texts.subject}
        label={t`Example photos`}
        examples={[
          { caption: texts.guidance.good },
          { flaw: 'angle', caption: texts.guidance.angle },
          { flaw: 'blurry', caption: texts.guidance.blurry },
        ]}
      />
      <div
        className={classNames('idscan-dropzone', dragging && 'idscan-dropzone--active', error && 'idscan-dropzone--error')}
        onDragEnter={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={drop}
      >
        {uploading ? (
          <>
            <Spinner>
              <Trans>Uploading your photo…</Trans>
            </Spinner>
            {progress !== undefined ? (
              <progress className="idscan-progress" max={1} value={progress} aria-label={t`Upload progress`} />
            ) : null}
          </>
        ) : (
          <>
            <p className="idscan-dropzone__text" aria-hidden="true">
              <Trans>Drag and drop your file here, or</Trans>
            </p>
            {error ? (
              <div role="alert">
                <ErrorMessage id={errorId}>{errorDetail ?? errors[error]}</ErrorMessage>
              </div>
            ) : null}
            {/* The file input itself is the control (named by its label, focus shown on the label): no second, fake button. */}
            <label className="idscan-button idscan-button--primary idscan-file-button">
              {t`Choose file`}
              <input
                type="file"
                className="idscan-visually-hidden"
                accept={ACCEPTED_UPLOAD_TYPES.join(',')}
                aria-describedby={[error ? errorId : undefined, noteId].filter(Boolean).join(' ')}
                aria-invalid={error ? true : undefined}
                onChange={choose}
              />
            </label>
          </>
        )}
        <p ref={noteRef} id={noteId} className="idscan-dropzone__note">
          <Trans>Supported file types: JPG, PNG. Maximum file size: 7.5 MB.</Trans>
        </p>
      </div>
      {failure ? (
        <AttemptsNotice failure={failure} detail={failureDetail} attemptsRemaining={attemptsRemaining} onRetry={onRetry} onShowInstructions={onShowInstructions} />
      ) : null}
    </Screen>
  );
}
