/**
 * jsdom has `<dialog>` and its `open` attribute but not `showModal()`, `show()` or `close()`. This adds the parts
 * the Modal uses: opening sets `open`, closing removes it, sets `returnValue` and fires `close`. Inertness of the
 * page behind a modal dialog is not emulated; the stories check it in Chromium. Test files that render a Modal
 * import this file.
 */
type DialogPrototype = HTMLDialogElement & { returnValue: string };

if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  const prototype = HTMLDialogElement.prototype as DialogPrototype;
  const open = function open(this: HTMLDialogElement) {
    if (this.open) return;
    if (!this.isConnected) throw new DOMException('The dialog is not in a document.', 'InvalidStateError');
    this.setAttribute('open', '');
  };
  prototype.showModal = open;
  prototype.show = open;
  prototype.close = function close(this: DialogPrototype, returnValue?: string) {
    if (!this.open) return;
    this.removeAttribute('open');
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.dispatchEvent(new Event('close'));
  };
  if (!('returnValue' in prototype)) {
    Object.defineProperty(prototype, 'returnValue', { value: '', writable: true, configurable: true });
  }
}

export {};
