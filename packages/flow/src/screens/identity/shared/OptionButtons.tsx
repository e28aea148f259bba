import { useId, type ReactNode } from 'react';

/** One choice of an {@link OptionButtons} list. */
export interface OptionButton<V extends string | number> {
  value: V;
  /** The choice itself: the button's accessible name. */
  label: string;
  /** What the choice means (S0 §2: the "upload later" note, the phone's "recommended" mark): the button's description. */
  hint?: ReactNode;
  /** A short mark beside the label, e.g. "Recommended". */
  badge?: string;
}

/**
 * A step whose answer is one choice that is sent at once (S0 §2: the upload method, the device, the document):
 * one large button per choice, named by its label and described by its hint, so a screen reader reads "Passport,
 * button, photograph the page with your photo". No radio-then-Next: one press is one decision.
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
        const labelId = `${baseId}-${option.value}-label`;
        const hintId = `${baseId}-${option.value}-hint`;
        const badgeId = `${baseId}-${option.value}-badge`;
        const describedBy = [option.badge ? badgeId : null, option.hint ? hintId : null].filter(Boolean).join(' ');
        return (
          <li key={option.value}>
            <button
              type="button"
              className="onb-option"
              aria-labelledby={labelId}
              aria-describedby={describedBy || undefined}
              disabled={disabled}
              onClick={() => onChoose(option.value)}
            >
              <span id={labelId} className="onb-option__label">
                {option.label}
              </span>
              {option.badge ? <span id={badgeId} className="onb-option__badge">{option.badge}</span> : null}
              {option.hint ? (
                <span id={hintId} className="onb-option__hint">
                  {option.hint}
                </span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
