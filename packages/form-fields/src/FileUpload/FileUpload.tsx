import { Trans, useLingui } from '@lingui/react/macro';
import { classNames, useControllableState, useMergedRefs } from '@repo/react-primitives';
import { useRef, useState, type ChangeEvent, type DragEvent, type ReactNode, type Ref } from 'react';
import { needsCompression } from '../files/compressImage';
import { dataAttribute } from '../internal/dataAttribute';
import { Field } from '../Field/Field';
import { FilePreview } from './FilePreview';
import { FILE_INPUT_ACCEPT, isHeicFile } from '../files/fileTypes';
import { FileTypeError } from '../files/FileTypeError';
import { HeicConversionError } from '../files/HeicConversionError';
import { Loader } from '../Loader/Loader';
import { prepareUploadFile, type FilePreparers } from '../files/prepareUploadFile';
import { dragHasFiles, useFileDropGuard } from './useFileDropGuard';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';

/** Props of {@link FileUpload}. */
export interface FileUploadProps extends FilePreparers {
  /** The visible label, e.g. "Front of your ID card". */
  label: ReactNode;
  /** Help text under the label (the allowed formats, say). */
  hint?: ReactNode;
  /** An error from the flow or the server. It wins over the upload's own file-type and conversion errors. */
  error?: string | null;
  /**
   * docs/spec/flow/errors.md#uploads: the server's photo-quality error, shown under the picture with a warning icon. It disappears as soon
   * as the user sets or removes a file, and shows again when the prop changes to another message (or is cleared
   * and set again).
   */
  qualityError?: string | null;
  /** The prepared file (controlled): converted, compressed and renamed as docs/spec/flow/validation.md#file-upload asks; `null` for none. */
  value?: File | null;
  /** The initial file of an uncontrolled upload. @default null */
  defaultValue?: File | null;
  /** Called with the prepared file after a choice or a drop, and with `null` after "Remove". */
  onChange?(file: File | null): void;
  /** docs/spec/flow/validation.md#file-upload: the file-type event, for a file whose extension is not allowed (the upload shows an error too). */
  onFileTypeError?(error: FileTypeError): void;
  /**
   * Called when a HEIC/HEIF photo cannot be converted (a `HeicConversionError`) or a large image cannot be
   * compressed (an `ImageCompressionError`); the upload shows a translated error and keeps the previous file.
   */
  onPrepareError?(error: Error): void;
  /** The text of the button that opens the file picker. @default "Choose a file" ("Choose another file" when filled) */
  chooseLabel?: ReactNode;
  /** The text beside it in the drop area. @default "or drop it here" */
  dropLabel?: ReactNode;
  /** @default false */
  disabled?: boolean;
  /** Announced as required (`aria-required`). @default false */
  required?: boolean;
  /** The file input's id (the error summary links to it). */
  id?: string;
  /** The file input's name. */
  name?: string;
  /** Extra class names for the wrapper. */
  className?: string;
  /** Forwarded to the `<input type="file">`. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * The manual document upload (docs/spec/flow/screens.md#upload-document upload page, docs/spec/flow/validation.md#file-upload, docs/spec/flow/errors.md): a real file input behind a visible "Choose a file"
 * button, and a drop area that is the only place on the page where a file may be dropped. The chosen file is
 * checked (jpg, jpeg, png, gif, HEIC, HEIF, avif, pdf), HEIC/HEIF converted to JPEG (heic2any, loaded only
 * then), images of 7 MB or more compressed to 1280 × 1024, `.jpeg` renamed `.jpg`; a loader shows meanwhile.
 * The result is previewed with a "Remove" button and reported through `onChange`.
 */
export function FileUpload({
  label,
  hint,
  error,
  qualityError,
  value,
  defaultValue = null,
  onChange,
  onFileTypeError,
  onPrepareError,
  convertHeic,
  compressImage,
  chooseLabel,
  dropLabel,
  disabled = false,
  required = false,
  id,
  name,
  className,
  ref,
}: FileUploadProps) {
  const { t } = useLingui();
  const [file, setFile] = useControllableState(value, defaultValue, onChange);
  const [ownError, setOwnError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);
  // docs/spec/flow/errors.md: the quality error hides once the user sets a file, until the prop brings a new message.
  const [qualityErrorSeen, setQualityErrorSeen] = useState(qualityError);
  const [qualityErrorHidden, setQualityErrorHidden] = useState(false);
  if (qualityErrorSeen !== qualityError) {
    setQualityErrorSeen(qualityError);
    setQualityErrorHidden(false);
  }
  const inputRef = useRef<HTMLInputElement>(null);
  const mergedRef = useMergedRefs(ref, inputRef);
  const attempt = useRef(0);
  const dragDepth = useRef(0);
  useFileDropGuard();

  const shownQualityError = qualityError && !qualityErrorHidden ? qualityError : null;

  const choose = async (chosen: File) => {
    const current = ++attempt.current;
    setOwnError(null);
    setBusy(isHeicFile(chosen) || needsCompression(chosen));
    try {
      const prepared = await prepareUploadFile(chosen, { convertHeic, compressImage });
      // A later choice wins over a slow conversion of an earlier one.
      if (current !== attempt.current) return;
      setQualityErrorHidden(true);
      setFile(prepared);
    } catch (failure) {
      if (current !== attempt.current) return;
      if (failure instanceof FileTypeError) {
        const fileName = chosen.name;
        setOwnError(t`${fileName} is not a photo or a PDF. Choose a JPG, PNG, GIF, HEIC, HEIF, AVIF or PDF file.`);
        onFileTypeError?.(failure);
        return;
      }
      setOwnError(
        failure instanceof HeicConversionError
          ? t`The HEIC photo could not be converted. Choose a JPG or PNG photo instead.`
          : t`The photo could not be prepared for upload. Choose another photo.`,
      );
      onPrepareError?.(failure instanceof Error ? failure : new Error(String(failure), { cause: failure }));
    } finally {
      if (current === attempt.current) setBusy(false);
    }
  };

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Cleared, so choosing the same file again after "Remove" still fires a change.
    event.target.value = '';
    if (chosen) void choose(chosen);
  };

  const remove = () => {
    attempt.current += 1;
    setBusy(false);
    setOwnError(null);
    setQualityErrorHidden(true);
    setFile(null);
    // The "Remove" button disappears with the preview: focus goes to the file input instead of the page.
    inputRef.current?.focus();
  };

  const acceptsDrag = (event: DragEvent<HTMLElement>) => !disabled && dragHasFiles(event.dataTransfer);

  const shownError = error || ownError;
  const fileName = file?.name;

  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={shownError}
      announcement={fileName ? <Trans>Chosen file: {fileName}</Trans> : null}
      disabled={disabled}
      filled={Boolean(file)}
      className={classNames('of-upload', className)}
    >
      {(control) => {
        const qualityErrorId = `${control.id}-quality`;
        return (
          <div
            className="of-upload__area"
            data-busy={dataAttribute(busy)}
            data-dragging={dataAttribute(dragging)}
            data-quality-error={dataAttribute(Boolean(shownQualityError))}
          >
            {file ? <FilePreview file={file} disabled={disabled} onRemove={remove} /> : null}
            {shownQualityError ? (
              <p id={qualityErrorId} className="of-upload__quality-error">
                <svg className="of-upload__warning-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                  <path fill="currentColor" d="M12 2 1 21h22L12 2zm-1 7h2v6h-2V9zm0 8h2v2h-2v-2z" />
                </svg>
                <span>
                  <VisuallyHidden>
                    <Trans>Error:</Trans>
                  </VisuallyHidden>{' '}
                  {shownQualityError}
                </span>
              </p>
            ) : null}
            <div
              className="of-upload__drop-zone"
              aria-busy={busy || undefined}
              onDragEnter={(event) => {
                if (!acceptsDrag(event)) return;
                event.preventDefault();
                dragDepth.current += 1;
                setDragging(true);
              }}
              onDragOver={(event) => {
                if (!acceptsDrag(event)) return;
                // Accepting the drag here is what lets the page-wide guard leave this one alone.
                event.preventDefault();
                event.dataTransfer.dropEffect = 'copy';
              }}
              onDragLeave={() => {
                dragDepth.current = Math.max(0, dragDepth.current - 1);
                if (dragDepth.current === 0) setDragging(false);
              }}
              onDrop={(event) => {
                dragDepth.current = 0;
                setDragging(false);
                if (!acceptsDrag(event)) return;
                event.preventDefault();
                const dropped = event.dataTransfer.files[0];
                if (dropped) void choose(dropped);
              }}
            >
              <input
                {...control}
                ref={mergedRef}
                type="file"
                name={name}
                className="of-upload__input of-visually-hidden"
                accept={FILE_INPUT_ACCEPT}
                disabled={disabled}
                aria-required={required || undefined}
                aria-invalid={control['aria-invalid'] || (shownQualityError ? true : undefined)}
                aria-describedby={
                  [control['aria-describedby'], shownQualityError ? qualityErrorId : null].filter(Boolean).join(' ') ||
                  undefined
                }
                onChange={onInputChange}
              />
              <label htmlFor={control.id} className="of-button of-button--secondary of-upload__choose">
                {chooseLabel ?? (file ? <Trans>Choose another file</Trans> : <Trans>Choose a file</Trans>)}
              </label>
              <span className="of-upload__drop-text">{dropLabel ?? <Trans>or drop it here</Trans>}</span>
              {busy ? <Loader className="of-upload__loader" showLabel label={<Trans>Preparing the file…</Trans>} /> : null}
            </div>
          </div>
        );
      }}
    </Field>
  );
}
