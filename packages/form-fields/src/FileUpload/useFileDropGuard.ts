import { useEffect } from 'react';

/** Whether a drag carries files (not text or a link being dragged within the page). */
export function dragHasFiles(dataTransfer: DataTransfer | null): boolean {
  return Boolean(dataTransfer && Array.from(dataTransfer.types).includes('Files'));
}

/**
 * docs/spec/flow/screens.md#upload-document: while an upload is on the page, files dropped anywhere but its drop area are refused, instead of the
 * browser opening the file in place of the form (and the applicant losing the step). A drop area accepts a drag
 * by cancelling its `dragover`; every other file drag is cancelled here with the "none" effect, so the cursor
 * shows it cannot be dropped. Text drags are left alone.
 * The listeners live exactly as long as the upload that added them.
 */
export function useFileDropGuard(enabled = true): void {
  useEffect(() => {
    if (!enabled) return undefined;
    const refuse = (event: DragEvent) => {
      if (event.defaultPrevented || !dragHasFiles(event.dataTransfer)) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'none';
    };
    document.addEventListener('dragover', refuse);
    document.addEventListener('drop', refuse);
    return () => {
      document.removeEventListener('dragover', refuse);
      document.removeEventListener('drop', refuse);
    };
  }, [enabled]);
}
