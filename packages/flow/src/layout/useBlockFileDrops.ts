import { useEffect } from 'react';

/**
 * docs/spec/flow/screens.md#every-screen: "Dragging files onto the page is blocked except inside the file-upload area." A file dropped anywhere
 * else would make the browser open it in place of the form. The upload area accepts a drag by cancelling its
 * `dragover` (form-fields' FileUpload); every other file drag gets the "none" effect, so the cursor shows it
 * cannot be dropped. Text and links dragged within the page are left alone. On for the whole flow, every step.
 */
export function useBlockFileDrops(): void {
  useEffect(() => {
    const refuse = (event: DragEvent) => {
      if (event.defaultPrevented) return;
      const types = event.dataTransfer ? Array.from(event.dataTransfer.types) : [];
      if (!types.includes('Files')) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'none';
    };
    window.addEventListener('dragover', refuse);
    window.addEventListener('drop', refuse);
    return () => {
      window.removeEventListener('dragover', refuse);
      window.removeEventListener('drop', refuse);
    };
  }, []);
}
