import { useId, type ReactNode } from 'react';

/** One choice of an {@link OptionButtons} list. */
export interface OptionButton<V extends string | number> {
  value: V;
  /** The choice itself: the button's text and so its accessible name. */
  label: string;
  /** What the choice means (docs/spec/flow/screens.md#datauploadchoice: the "upload later" note, the phone's "recommended" mark): the button's description. */
  hint?: ReactNode;
  /** A short mark beside the label, e.g. "Recommended": part of the button's description. */
  badge?: string;
}

/**
 * A step whose answer is one choice that is sent at once (docs/spec/flow/screens.md#upload-document: the upload method, the device, the document):
 * one large card per choice, named by its label and described by its badge and hint, so a screen reader reads
 * "Passport, button, you will photograph the page with your photo". No radio-then-Next: one press is one decision.
 *
 * Only the label is inside the <button>; the badge and hint sit beside it in the card, and the button's ::after
 * stretches over the whole card (styles.css), so any press on the card is a press on the button. With the hint
 * inside the button, its visible text would be label + hint while its name is the label only: WCAG 2.5.3 (Label in
 * Name) asks that the name contain the visible text, and a voice-control user says what they see.
 */
export function OptionButtons<V extends string | number>({
  options,
  onChoose,
  disabled = false,
}: {
  options: readonly OptionButton<V>[];
  onChoose(value: V): void;
  disabled?: boolean;
}) {
  const baseId = useId();
  return (
    <ul className="onb-options">
      {options.map((option) => {
        const hintId = `${baseId}-${option.value}-hint`;
        const badgeId = `${baseId}-${option.value}-badge`;
        const describedBy = [option.badge ? badgeId : null, option.hint ? hintId : null].filter(Boolean).join(' ');
        return (
          <li key={option.value} className="onb-option-card">
            <button
              type="button"
              className="onb-option"
              aria-describedby={describedBy || undefined}
              disabled={disabled}
              onClick={() => onChoose(option.value)}
            >
              {option.label}
            </button>
            {option.badge ? (
              <span id={badgeId} className="onb-option__badge">
                {option.badge}
              </span>
            ) : null}
            {option.hint ? (
              <span id={hintId} className="onb-option__hint">
                {option.hint}
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
