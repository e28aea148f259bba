/**
 * Moves focus to a field and scrolls so that its label or legend is visible too (GOV.UK error summary: a plain
 * `#id` jump would hide the label above the top edge, and would not focus some controls at all).
 * Returns whether a field with that id was found.
 */
export function focusField(fieldId: string): boolean {
  const field = document.getElementById(fieldId);
  if (!field) return false;
  const legend = field.closest('fieldset')?.querySelector('legend');
  const label = legend ?? (field.id ? document.querySelector(`label[for="${CSS.escape(field.id)}"]`) : null);
  (label ?? field).scrollIntoView?.({ block: 'start' });
  field.focus({ preventScroll: true });
  return true;
}
