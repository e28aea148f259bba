import { useLingui } from '@lingui/react/macro';
import { classNames } from '@repo/react-primitives';
import { clampMetRules, PASSWORD_RULE_COUNT, strengthLevelForMetRules } from './passwordStrength';

/** Props of {@link PasswordStrengthMeter}. */
export interface PasswordStrengthMeterProps {
  /** How many of the four password rules are met (0–4; other numbers are clamped). */
  met: number;
  /** The id of the wrapper, for `aria-describedby`. */
  id?: string;
  /** Extra class names. */
  className?: string;
}

/**
 * The password strength meter (docs/spec/flow/validation.md#password): each met rule fills 25 %; red for one rule, amber for two or three,
 * green for four. The level is also written out ("Weak", "Medium", "Strong") — colour is never the only cue —
 * and exposed as an ARIA meter. The word sits in a polite live region: it changes only when the level does,
 * so screen readers hear the level change, not every keystroke.
 */
export function PasswordStrengthMeter({ met, id, className }: PasswordStrengthMeterProps) {
  const { t } = useLingui();
  const count = clampMetRules(met);
  const level = strengthLevelForMetRules(count);
  const word = level === 'strong' ? t`Strong` : level === 'medium' ? t`Medium` : t`Weak`;
  const sentence =
    level === 'strong'
      ? t`Password strength: strong`
      : level === 'medium'
        ? t`Password strength: medium`
        : t`Password strength: weak`;
  return (
    <div id={id} className={classNames('of-strength', className)} data-level={level} data-met={count}>
      <div
        className="of-strength__track"
        role="meter"
        aria-label={t`Password strength`}
        aria-valuemin={0}
        aria-valuemax={PASSWORD_RULE_COUNT}
        aria-valuenow={count}
        aria-valuetext={word}
      >
        <div className="of-strength__bar" data-level={level} data-met={count} />
      </div>
      <p className="of-strength__text" aria-live="polite">
        {sentence}
      </p>
    </div>
  );
}
