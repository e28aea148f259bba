import { useLingui } from '@lingui/react/macro';
import { Modal as BaseModal } from '@repo/react-primitives';
import type { ReactNode, Ref, RefObject } from 'react';

/** Props of {@link Modal}. */
export interface ModalProps {
  /** Whether the popup is open (controlled). Leave undefined for an uncontrolled popup. */
  open?: boolean;
  /** Whether an uncontrolled popup starts open. @default false */
  defaultOpen?: boolean;
  /**
   * Called when the popup asks to open or close (Escape, the close button, a click on the backdrop). docs/spec/flow/screens.md
   * (declarationAcceptance): the flow hides its form while a popup is open; this is where it learns of it.
   */
  onOpenChange?(open: boolean): void;
  /** The heading, which is also the dialog's accessible name. */
  title: ReactNode;
  /** The content: text, and the popup's own buttons. */
  children?: ReactNode;
  /**
   * Whether the user may close the popup on their own: Escape, the × button and a click on the backdrop.
   * Without it, only the popup's own buttons close it (a choice that must be made).
   * @default true
   */
  dismissible?: boolean;
  /** Whether a click on the dimmed page behind closes a dismissible popup. @default true */
  closeOnBackdropClick?: boolean;
  /**
   * Called when Escape is pressed in a dismissible popup; `event.preventDefault()` keeps it open (a form with
   * unsaved input, say).
   */
  onEscapeKeyDown?(event: KeyboardEvent): void;
  /**
   * The element to focus when the popup opens. By default the dialog itself takes focus, so screen readers
   * start at its title and a long text is read from the top; Tab then reaches its first control.
   */
  initialFocus?: RefObject<HTMLElement | null>;
  /** The × button's accessible name. @default "Close" */
  closeLabel?: string;
  /** Where the dialog is rendered. @default document.body (so hiding the form does not hide the popup) */
  container?: Element | null;
  id?: string;
  /** Extra class names for the `<dialog>`. */
  className?: string;
  /** Forwarded to the `<dialog>`. */
  ref?: Ref<HTMLDialogElement>;
}

/**
 * A popup: a native modal `<dialog>` (`showModal()`), so the page behind it is inert and it sits on the top
 * layer, labelled by its title. Focus moves into it, Tab and Shift+Tab wrap inside it, Escape closes it (unless
 * prevented), and focus goes back to the element that had it before (the opener). The page does not scroll
 * behind an open popup (styles.css).
 *
 * It is rendered into `document.body` through a portal: docs/spec/flow/screens.md hides the form while a popup is open, and a
 * dialog inside a hidden element would be hidden too, even on the top layer.
 */
export function Modal({ closeLabel, container, ref, ...props }: ModalProps) {
  const { t } = useLingui();
  return <BaseModal {...props} ref={ref} container={container} classPrefix="of" closeLabel={closeLabel ?? t`Close`} />;
}
