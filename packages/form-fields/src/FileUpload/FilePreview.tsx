import { Trans } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { Button } from '../Button/Button';
import { isPdfFile } from '../files/fileTypes';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';

/** Props of {@link FilePreview} (internal to FileUpload). */
export interface FilePreviewProps {
  file: File;
  disabled: boolean;
  onRemove(): void;
}

/**
 * The chosen file: a thumbnail for an image (an object URL, revoked when the file changes or the preview
 * unmounts), a file icon for a PDF or an image the browser cannot draw, the name, and a "Remove" button whose
 * accessible name includes the file name. The thumbnail is decorative (`alt=""`): the name beside it says
 * which file it is. Hosts with a CSP need `img-src blob:` for the thumbnail.
 */
export function FilePreview({ file, disabled, onRemove }: FilePreviewProps) {
  const [undrawable, setUndrawable] = useState<File | null>(null);
  const thumbnail = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image) return undefined;
      const url = URL.createObjectURL(file);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  const showIcon = isPdfFile(file) || undrawable === file;
  const fileName = file.name;

  return (
    <div className="of-upload__preview" data-kind={showIcon ? 'file' : 'image'}>
      {showIcon ? (
        <svg className="of-upload__file-icon" viewBox="0 0 24 24" width="48" height="48" aria-hidden="true">
          <path
            fill="currentColor"
            d="M6 2h8l6 6v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm7 1.5V9h5.5L13 3.5zM8 13h8v1.5H8V13zm0 3.5h8V18H8v-1.5z"
          />
        </svg>
      ) : (
        <img className="of-upload__thumbnail" ref={thumbnail} alt="" onError={() => setUndrawable(file)} />
      )}
      <span className="of-upload__file-name">{fileName}</span>
      <Button variant="link" className="of-upload__remove" disabled={disabled} onClick={onRemove}>
        <Trans>
          Remove <VisuallyHidden>{fileName}</VisuallyHidden>
        </Trans>
      </Button>
    </div>
  );
}
