import { forwardRef, useLayoutEffect, useRef, type KeyboardEvent as ReactKeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { classNames } from './classNames';
import { useControllableState } from './useControllableState';
import { useDomId } from './useDomId';
import { useFocusTrap } from './useFocusTrap';
import { useMergedRefs } from './useMergedRefs';

/** Props of {@link Modal}. */
export interface ModalProps {
  /** The class prefix of the package's stylesheet: `of` gives `of-modal`, `of-modal__box`, `of-modal__title`… */
  classPrefix: string;
  /** Whether the popup is open (controlled). Leave undefined for an uncontrolled popup. */
  open?: boolean;
  /** Whether an uncontrolled popup starts open. @default false */
  defaultOpen?: boolean;
  /** Called when the popup asks to open or close (Escape, the close button, a click on the backdrop). */
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
  /**
   * Whether a dismissible popup shows the × button; a popup with its own Close button hides it (two "Close"
   * buttons confuse). Escape still closes it. @default true
   */
  closeButton?: boolean;
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
  /** The × button's accessible name (translated by the package: this package has no messages). */
  closeLabel: string;
  /**
   * Where the dialog is rendered: `document.body` by default (so hiding the content behind does not hide the
   * popup), another element, or `'inline'` — in place, inside the component's own DOM (where a theme's custom
   * properties set on an ancestor still reach it).
   */
  container?: Element | 'inline' | null;
  id?: string;
  /** Extra class names for the `<dialog>`. */
  className?: string;
}

/**
 * A popup: a native modal `<dialog>` (`showModal()`), so the page behind it is inert and it sits on the top
 * layer, labelled by its title. Focus moves into it, Tab and Shift+Tab wrap inside it, Escape closes it (unless
 * prevented), and focus goes back to the element that had it before (the opener), without scrolling the page.
 */
export const Modal = forwardRef<HTMLDialogElement, ModalProps>(function Modal(
  {
    classPrefix,
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    title,
    children,
    dismissible = true,
    closeButton = true,
    closeOnBackdropClick = true,
    onEscapeKeyDown,
    initialFocus,
    closeLabel,
    container,
    id,
    className,
  },
  ref,
) {
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const mergedRef = useMergedRefs(ref, dialogRef);
  const titleId = `${classPrefix}-${useDomId()}-title`;
  const pressedOnBackdrop = useRef(false);
  const closingOnCleanup = useRef(false);

  useFocusTrap(dialogRef, open);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return undefined;
    const opener = dialog.ownerDocument.activeElement;
    if (!dialog.open) dialog.showModal();
    (initialFocus?.current ?? dialog).focus();
    return () => {
      closingOnCleanup.current = true;
      if (dialog.open) dialog.close();
      closingOnCleanup.current = false;
      // Back to the opener, if it is still there (the screen may have changed in the meantime).
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus({ preventScroll: true });
    };
  }, [open, initialFocus]);

  if (!open) return null;
  const target = container === 'inline' ? null : (container ?? (typeof document === 'undefined' ? null : document.body));
  if (container !== 'inline' && !target) return null;

  const onKeyDown = (event: ReactKeyboardEvent<HTMLDialogElement>) => {
    // A control inside (a combobox closing its list) may have used Escape already.
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    if (dismissible) onEscapeKeyDown?.(event.nativeEvent);
    const keepOpen = !dismissible || event.nativeEvent.defaultPrevented;
    // Always handled here, so the browser's own close request never races the state.
    event.preventDefault();
    if (!keepOpen) setOpen(false);
  };

  const dialog = (
    <dialog
      ref={mergedRef}
      id={id}
      className={classNames(`${classPrefix}-modal`, className)}
      aria-labelledby={titleId}
      tabIndex={-1}
      data-dismissible={dismissible ? '' : undefined}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        // Close requests without a key (Android's back gesture): the state decides, not the browser.
        event.preventDefault();
        if (dismissible) setOpen(false);
      }}
      onClose={(event) => {
        // The browser closed it on its own (repeated close requests may not be cancelled): follow it. Not when
        // the effect closed it (a late `close` event after a re-open finds the dialog open again).
        if (!closingOnCleanup.current && !event.currentTarget.open) setOpen(false);
      }}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // Only a press that starts and ends on the backdrop: selecting text and releasing outside must not close.
        const onBackdrop = pressedOnBackdrop.current && event.target === event.currentTarget;
        pressedOnBackdrop.current = false;
        if (onBackdrop && dismissible && closeOnBackdropClick) setOpen(false);
      }}
    >
      <div className={`${classPrefix}-modal__box`}>
        <div className={`${classPrefix}-modal__header`}>
          <h2 id={titleId} className={`${classPrefix}-modal__title`}>
            {title}
          </h2>
          {dismissible && closeButton ? (
            <button type="button" className={`${classPrefix}-modal__close`} aria-label={closeLabel} onClick={() => setOpen(false)}>
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </div>
        <div className={`${classPrefix}-modal__body`}>{children}</div>
      </div>
    </dialog>
  );
  return target ? createPortal(dialog, target) : dialog;
});
