/** docs/spec/flow/validation.md#password / docs/spec/flow/constants.md#limits: four password rules, each worth 25 % of the strength meter. */
export const PASSWORD_RULE_COUNT = 4;

/** A strength level: the colour and the word shown with the meter. */
export type PasswordStrengthLevel = 'none' | 'weak' | 'medium' | 'strong';

/**
 * The level for a number of met rules. docs/spec/flow/validation.md: red for 1 rule, amber for 2 or 3, green for 4. No rule met
 * draws no bar but still reads "weak", so the word never disagrees with the (empty) bar.
 */
export function passwordStrengthLevel(met: number): PasswordStrengthLevel {
  if (met >= PASSWORD_RULE_COUNT) return 'strong';
  if (met >= 2) return 'medium';
  if (met === 1) return 'weak';
  return 'none';
}

/** Met rules, clamped to 0–4 whole rules. */
export function clampMetRules(met: number): number {
  return Math.min(PASSWORD_RULE_COUNT, Math.max(0, Math.floor(Number.isFinite(met) ? met : 0)));
}
