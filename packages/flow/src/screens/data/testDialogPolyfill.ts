// jsdom has <dialog> but not showModal() and close() (form-fields' Modal uses both): opening sets `open`, closing
// removes it and fires `close`. Tests that open a Modal import this file; Chromium checks the real thing in e2e.
if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  const prototype = HTMLDialogElement.prototype;
  prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (!this.open) this.setAttribute('open', '');
  };
  prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

export {};
