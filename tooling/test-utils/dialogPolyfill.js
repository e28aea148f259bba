// @ts-check
/**
 * jsdom has `<dialog>` and its `open` attribute but not `showModal()`, `show()` or `close()`. Importing this file
 * (`import '@repo/test-utils/dialog-polyfill'`) adds what the Modals use: opening sets `open` (and throws, as
 * browsers do, for a dialog not in a document), closing removes it, sets `returnValue` and fires `close`. Inertness
 * of the page behind a modal dialog is not emulated; the stories and end-to-end runs check it in Chromium. A real
 * implementation (a browser, a later jsdom) is left alone.
 */
if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  const prototype = HTMLDialogElement.prototype;
  /** @this {HTMLDialogElement} */
  const open = function open() {
    if (this.open) return;
    if (!this.isConnected) throw new DOMException('The dialog is not in a document.', 'InvalidStateError');
    this.setAttribute('open', '');
  };
  prototype.showModal = open;
  prototype.show = open;
  /** @this {HTMLDialogElement} @param {string} [returnValue] */
  prototype.close = function close(returnValue) {
    if (!this.open) return;
    this.removeAttribute('open');
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.dispatchEvent(new Event('close'));
  };
  if (!('returnValue' in prototype)) {
    Object.defineProperty(prototype, 'returnValue', { value: '', writable: true, configurable: true });
  }
}
