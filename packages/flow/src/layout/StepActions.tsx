import { Trans, useLingui } from '@lingui/react/macro';
import { Button, VisuallyHidden } from '@onboarding/form-fields';
import { translateMessage } from '@onboarding/realform-api';
import { useDomId } from '@repo/react-primitives';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/**
 * What still stops a step: field name → a message key of realform-api (what the step's problems function or a
 * field rule returns) or an already translated reason; fields without a problem are undefined or left out.
 */
export type StepProblems = Readonly<Partial<Record<string, string | undefined>>>;

/** One entry of the list: the field's id (`field-<name>`), its visible label (when it is on the page) and why. */
interface MissingEntry {
  fieldId: string;
  label: string | null;
  reason: string;
}

const fieldIdOf = (name: string) => `field-${name}`;

const textOf = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim() || null;

/**
 * The visible label of a field: form-fields' Field gives its <label> or <legend> the id `<control id>-label`;
 * a plain control is named by a <label for>; a group of radios by its fieldset's legend. A field inside a group
 * of its own (the correspondence address, the second tax residence) is named with the group's legend first, so
 * two "Postal code" entries can be told apart.
 */
function visibleLabel(field: HTMLElement): string | null {
  // A control named by other elements (a checkbox whose label holds links, named by its plain sentence) is listed by that name.
  const naming = (field.getAttribute('aria-labelledby') ?? '').split(/\s+/).map((id) => (id ? document.getElementById(id) : null));
  const own = naming[0] ?? document.getElementById(`${field.id}-label`) ?? document.querySelector(`label[for="${CSS.escape(field.id)}"]`);
  const label = own ?? field.closest('fieldset')?.querySelector('legend') ?? null;
  // A sentence's closing full stop goes: the reason follows after a colon.
  const text = (naming[0] ? naming.map(textOf).filter(Boolean).join(' ') : textOf(label))?.replace(/\.$/, '');
  if (!label || !text) return null;
  const ownGroup = label.tagName === 'LEGEND' ? label.closest('fieldset') : null;
  const group = (ownGroup?.parentElement ?? label.parentElement)?.closest('fieldset');
  const groupText = textOf(group?.querySelector(':scope > legend'));
  return groupText && groupText !== text ? `${groupText} – ${text}` : text;
}

/** Moves focus to a field and scrolls its label into view too (as the error summary's links do). */
function focusField(fieldId: string): boolean {
  const field = document.getElementById(fieldId);
  if (!field) return false;
  const legend = field.closest('fieldset')?.querySelector('legend');
  const label = document.getElementById(`${fieldId}-label`) ?? legend ?? field;
  label.scrollIntoView?.({ block: 'start' });
  field.focus({ preventScroll: true });
  return true;
}

const ENTER_SUBMITS = new Set(['text', 'email', 'tel', 'password', 'number', 'url', 'date']);

/**
 * The step's main button with the reasons it is still disabled (issue 18: "Next is grey with no reason").
 * docs/spec/flow/validation.md keeps Next disabled until the form is valid; while it is, a list "To continue:" right before it names
 * each field that is missing or wrong by its visible label, with the reason, as a button that moves focus to the
 * field. The list comes from the same problems that disable the button (the step's realform-api rules), in the
 * order of the fields on the page, and is updated as the applicant types. It is a polite live region: a new
 * reason (say, a PESEL that does not match the date of birth) is announced without moving focus, and so is
 * "you can continue" when the last one goes. Enter in a text field of an incomplete form, which would otherwise
 * do nothing, moves focus to the list.
 */
export function StepActions({
  problems,
  children,
  type = 'submit',
  variant = 'primary',
  onClick,
  disabled = false,
}: {
  problems: StepProblems;
  /** The button's label ("Next"). */
  children: ReactNode;
  /** @default 'submit' */
  type?: 'submit' | 'button';
  /** @default 'primary' */
  variant?: 'primary' | 'secondary';
  onClick?(): void;
  /** Disabled also for a reason that is not the applicant's to fix (say, the step's lists still loading). */
  disabled?: boolean;
}) {
  const { t, i18n } = useLingui();
  const titleId = `onb-${useDomId()}-missing`;
  const containerRef = useRef<HTMLDivElement>(null);
  const named = Object.entries(problems).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '');
  const blocked = named.length > 0;
  const [entries, setEntries] = useState<MissingEntry[]>([]);

  // Reads the page after every render (a field appears, the locale changes) before it is painted; the state only
  // changes when the list does, so this settles after one extra render.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- on purpose: every render
  useLayoutEffect(() => {
    const found = named.map(([name, problem]) => {
      const fieldId = fieldIdOf(name);
      const field = document.getElementById(fieldId);
      return { fieldId, field, label: field ? visibleLabel(field) : null, reason: translateMessage(i18n, problem) };
    });
    // In the order of the fields on the page; a field that is not shown (nothing to focus) comes last.
    found.sort((a, b) => {
      if (!a.field || !b.field) return a.field ? -1 : b.field ? 1 : 0;
      return a.field.compareDocumentPosition(b.field) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
    });
    const next = found.map(({ fieldId, label, reason }) => ({ fieldId, label, reason }));
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a measurement of the page, as React's docs allow in a layout effect
    setEntries((current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next));
  });

  const focusList = useCallback(() => containerRef.current?.focus(), []);

  // Enter in a text field submits a form only through an enabled button: while Next waits, it shows why instead.
  useEffect(() => {
    const form = containerRef.current?.closest('form');
    if (!form || !blocked) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target;
      if (event.key !== 'Enter' || event.defaultPrevented || !(target instanceof HTMLInputElement)) return;
      // Not where Enter picks a suggestion: an open list box, or a text field with a <datalist> (street, address search).
      if (!ENTER_SUBMITS.has(target.type) || target.getAttribute('aria-expanded') === 'true' || target.hasAttribute('list')) return;
      event.preventDefault();
      focusList();
    };
    form.addEventListener('keydown', onKeyDown);
    return () => form.removeEventListener('keydown', onKeyDown);
  }, [blocked, focusList]);

  return (
    <>
      <div ref={containerRef} className="onb-missing" aria-live="polite" tabIndex={-1} data-blocked={blocked ? '' : undefined}>
        {blocked ? (
          <>
            <p id={titleId} className="onb-missing__title">
              <Trans>To continue:</Trans>
            </p>
            <ul className="onb-missing__list">
              {entries.map(({ fieldId, label, reason }) => {
                const text = !label
                  ? reason
                  : /[?:]$/.test(label)
                    ? t({ message: `${label} ${reason}`, comment: 'An entry of the list of what stops Next: a question (its own punctuation), then why' })
                    : t({ message: `${label}: ${reason}`, comment: 'An entry of the list of what stops Next: the field label, then why' });
                return (
                  <li key={fieldId}>
                    {label ? (
                      <Button variant="link" className="onb-missing__entry" onClick={() => focusField(fieldId)}>
                        {text}
                      </Button>
                    ) : (
                      text
                    )}
                  </li>
                );
              })}
            </ul>
          </>
        ) : disabled ? null : (
          <VisuallyHidden>
            <Trans>Everything is filled in. You can continue.</Trans>
          </VisuallyHidden>
        )}
      </div>
      <Button type={type} variant={variant} disabled={blocked || disabled} onClick={onClick}>
        {children}
      </Button>
    </>
  );
}
