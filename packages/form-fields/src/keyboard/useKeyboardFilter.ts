import { useEffect, useRef } from 'react';
import { caretOf, insertText } from './insertText';
import { filterText, type KeyboardFilter } from './keyboardFilters';

/**
 * Applies a keyboard filter (docs/spec/flow/validation.md#keyboard-filters) to a text input: typed and pasted characters the filter does not allow
 * never reach the value, and the caret stays where the user left it.
 *
 * Three layers, because no single event sees every edit:
 * - `beforeinput` (native; React's `onBeforeInput` is a keypress polyfill) cancels typed, dropped and
 *   auto-corrected text and re-inserts its allowed part;
 * - `paste` does the same for the clipboard, before the browser edits anything (a whole value pasted also loses the
 *   spaces around it);
 * - `sanitize`, called from `onChange` and `compositionend`, catches what cannot be cancelled: IME composition
 *   (Android keyboards compose every word) and autofill.
 *
 * With `pasteBlocked`, pasting and dropping text are cancelled outright (the confirm-e-mail field, docs/spec/flow/validation.md#e-mail).
 */
export function useKeyboardFilter(filter: KeyboardFilter, { pasteBlocked = false } = {}) {
  const ref = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const input = ref.current;
    if (!input || (filter === 'none' && !pasteBlocked)) return;

    const onBeforeInput = (event: InputEvent) => {
      // Composition cannot be cancelled (Chrome ignores preventDefault there): `sanitize` handles it.
      if (event.isComposing || event.inputType === 'insertCompositionText') return;
      if (!event.inputType.startsWith('insert')) return;
      const data = event.data ?? event.dataTransfer?.getData('text/plain') ?? null;
      if (data == null) return;
      if (pasteBlocked && event.inputType === 'insertFromDrop') {
        event.preventDefault();
        return;
      }
      const filtered = filterText(data, filter);
      if (filtered === data) return;
      event.preventDefault();
      insertText(input, filtered);
    };

    const onPaste = (event: ClipboardEvent) => {
      // A blocked paste is the field's own business (it tells the user why): only cancel it here.
      if (pasteBlocked) {
        event.preventDefault();
        return;
      }
      const data = event.clipboardData?.getData('text/plain');
      if (data == null || event.defaultPrevented) return;
      // A whole value pasted (the field empty or all of it selected) loses the spaces around it: copied from a
      // document or an e-mail, they are never meant, and would take the room `maxLength` leaves (a US TIN's last
      // digit). A fragment pasted into a value keeps them: its space may be the one between two words.
      const whole = input.selectionStart === 0 && input.selectionEnd === input.value.length;
      const filtered = filterText(whole ? data.trim() : data, filter);
      if (filtered === data) return;
      event.preventDefault();
      insertText(input, filtered, { preferExecCommand: true });
    };

    input.addEventListener('beforeinput', onBeforeInput);
    input.addEventListener('paste', onPaste);
    return () => {
      input.removeEventListener('beforeinput', onBeforeInput);
      input.removeEventListener('paste', onPaste);
    };
  }, [filter, pasteBlocked]);

  /**
   * Removes disallowed characters from the input's current value in place, keeping the caret on the same
   * character, and returns the clean value.
   */
  const sanitize = (input: HTMLInputElement): string => {
    const raw = input.value;
    const filtered = filterText(raw, filter);
    if (filtered === raw) return raw;
    const caret = caretOf(input);
    input.value = filtered;
    if (caret != null) {
      const position = filterText(raw.slice(0, caret), filter).length;
      input.setSelectionRange(position, position);
    }
    return filtered;
  };

  return { ref, sanitize };
}
