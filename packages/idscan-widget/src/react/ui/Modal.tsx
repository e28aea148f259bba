import { useLingui } from '@lingui/react/macro';
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useFocusTrap } from './useFocusTrap';

/** Props of {@link Modal}. */
export interface ModalProps {
  open: boolean;
  /** Called on Escape and on the × button. */
  onClose(): void;
  /** The heading, which also names the dialog. */
  title: ReactNode;
  children?: ReactNode;
  /** Whether the × button shows; a popup with its own Close button hides it (two "Close" buttons confuse). @default true */
  closeButton?: boolean;
}

/**
 * A popup: a native modal `<dialog>` (`showModal()`), so the page behind is inert. Focus moves to the dialog (a
 * screen reader starts at its title), Tab wraps inside it, Escape closes it, and focus goes back to the element
 * that opened it. It stays inside the widget's DOM (no portal) so the `.idscan` theme properties reach it.
 */
export function Modal({ open, onClose, title, children, closeButton = true }: ModalProps) {
  const { t } = useLingui();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = `${useId()}title`;
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useFocusTrap(dialogRef, open);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return undefined;
    const opener = dialog.ownerDocument.activeElement;
    if (!dialog.open) dialog.showModal();
    dialog.focus();
    return () => {
      if (dialog.open) dialog.close();
      // Back to the opener when it is still there (the screen may have changed meanwhile).
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus({ preventScroll: true });
    };
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={dialogRef}
      className="idscan-modal"
      aria-labelledby={titleId}
      tabIndex={-1}
      onCancel={(event) => {
        // Escape and Android's back gesture: the props decide, not the browser.
        event.preventDefault();
        onCloseRef.current();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        event.preventDefault();
        onCloseRef.current();
      }}
    >
      <div className="idscan-modal__header">
        <h2 id={titleId} className="idscan-modal__title">
          {title}
        </h2>
        {closeButton ? (
          <button type="button" className="idscan-modal__close" aria-label={t`Close`} onClick={() => onCloseRef.current()}>
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
      <div className="idscan-modal__body">{children}</div>
    </dialog>
  );
}
