/**
 * jsdom has `<dialog>` but not `showModal()` or `close()`. This adds what the Modal uses: opening sets `open`,
 * closing removes it and fires `close`. The stories check real modality in Chromium. Test files that open a
 * Modal import this file.
 */
if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  const prototype = HTMLDialogElement.prototype;
  const open = function open(this: HTMLDialogElement) {
    if (!this.open) this.setAttribute('open', '');
  };
  prototype.showModal = open;
  prototype.show = open;
  prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

export {};
