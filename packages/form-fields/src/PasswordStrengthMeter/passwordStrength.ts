/** docs/spec/flow/validation.md#password / docs/spec/flow/constants.md#limits: four password rules, each worth 25 % of the strength meter. */
export const PASSWORD_RULE_COUNT = 4;

/** A strength level: the colour and the word shown with the meter. */
export type PasswordStrengthLevel = 'none' | 'weak' | 'medium' | 'strong';

/**
 * The level for a number of met rules (the meter is given a count, never the password).
 * docs/spec/flow/validation.md: red for 1 rule, amber for 2 or 3, green for 4. No rule met draws no bar but still reads
 * "weak", so the word never disagrees with the (empty) bar. `@onboarding/realform-api`'s `passwordStrengthLevel(password)`
 * gives the same levels from the password itself.
 */
export function strengthLevelForMetRules(met: number): PasswordStrengthLevel {
  if (met >= PASSWORD_RULE_COUNT) return 'strong';
  if (met >= 2) return 'medium';
  if (met === 1) return 'weak';
  return 'none';
}

/**
 * @deprecated Renamed {@link strengthLevelForMetRules}: it takes a count of met rules, while realform-api's
 * `passwordStrengthLevel` takes the password. This alias is removed in the next minor release.
 */
export function passwordStrengthLevel(met: number): PasswordStrengthLevel {
  return strengthLevelForMetRules(met);
}

/** Met rules, clamped to 0–4 whole rules. */
export function clampMetRules(met: number): number {
  return Math.min(PASSWORD_RULE_COUNT, Math.max(0, Math.floor(Number.isFinite(met) ? met : 0)));
}
