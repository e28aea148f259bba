/**
 * Text controls whose selection can be read and set. `type="email"` and `type="number"` throw or return
 * null for the selection API (HTML spec), so callers fall back for them.
 */
function selectionOf(input: HTMLInputElement): { start: number; end: number } | null {
  try {
    const { selectionStart, selectionEnd } = input;
    return selectionStart == null || selectionEnd == null ? null : { start: selectionStart, end: selectionEnd };
  } catch {
    return null;
  }
}

/** The caret position, or null where the input type has no selection API. */
export function caretOf(input: HTMLInputElement): number | null {
  return selectionOf(input)?.start ?? null;
}

/** Cuts text so the input's `maxlength` holds after it replaces the current selection, by whole code points. */
function fitToMaxLength(input: HTMLInputElement, text: string, replaced: number): string {
  if (input.maxLength < 0) return text;
  let room = input.maxLength - (input.value.length - replaced);
  let result = '';
  for (const char of text) {
    if (char.length > room) break;
    result += char;
    room -= char.length;
  }
  return result;
}

/**
 * Sets the value past React's value tracker (the prototype setter, not the instance one React wraps), so the
 * `input` event dispatched next reaches React as a change.
 */
function setValueUntracked(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
}

/**
 * Inserts text at the caret as if the user had typed it: replaces the selection, leaves the caret after the
 * insertion, honours `maxlength`, and fires `input` so React's `onChange` runs.
 * `execCommand('insertText')` is tried first where asked (inside a paste handler) because it keeps the
 * browser's undo history; it is deprecated but still the only way to do that, and is absent in jsdom.
 */
export function insertText(input: HTMLInputElement, text: string, { preferExecCommand = false } = {}): void {
  const selection = selectionOf(input);
  const fitted = fitToMaxLength(input, text, selection ? selection.end - selection.start : 0);
  if (!fitted) return;
  if (preferExecCommand && typeof document.execCommand === 'function') {
    if (document.execCommand('insertText', false, fitted)) return;
  }
  if (selection) {
    input.setRangeText(fitted, selection.start, selection.end, 'end');
  } else {
    setValueUntracked(input, input.value + fitted);
  }
  input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: fitted }));
}
