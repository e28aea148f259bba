// Apart from the schemas (./denial.ts): the flow's first page reads the reasons, and a module shared with a lazy
// step's chunk goes whole into the first page's (issue 7 budget) — so the reasons carry no valibot.

/**
 * Why an application was ended (docs/spec/flow/states.md#step-order "onboardingDenied when a rule denies"): a reason code the flow's denied
 * screen translates (issue 18: the denial screen says why).
 * - `underageDocument`: the verified identity document shows a holder younger than 18 — the one denial left that
 *   the applicant cannot correct by typing, so it is asked to be confirmed first;
 * - `underage`: a date of birth under 18 typed before the age became a field error (applications denied then keep it).
 */
export const DENIAL_REASONS = ['underageDocument', 'underage'] as const;
export type DenialReason = (typeof DENIAL_REASONS)[number];
