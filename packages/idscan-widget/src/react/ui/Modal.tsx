import { useLingui } from '@lingui/react/macro';
import { Modal as BaseModal } from '@repo/react-primitives';
import type { ReactNode } from 'react';

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
 * A popup (`idscan-modal`): a native modal `<dialog>`, focus moved in, Tab wrapping, Escape closing, focus back to
 * the opener. It stays inside the widget's DOM (no portal) so the `.idscan` theme properties reach it, and a click
 * on the backdrop does not close it.
 */
export function Modal({ open, onClose, title, children, closeButton = true }: ModalProps) {
  const { t } = useLingui();
  return (
    <BaseModal
      classPrefix="idscan"
      container="inline"
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={title}
      closeButton={closeButton}
      closeOnBackdropClick={false}
      closeLabel={t`Close`}
    >
      {children}
    </BaseModal>
  );
}
