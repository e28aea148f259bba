import * as v from 'valibot';

/**
 * Why an application was ended (DESIGN §4 "onboardingDenied when a rule denies"): a reason code the flow's denied
 * screen translates (issue 18: the denial screen says why).
 * - `underageDocument`: the verified identity document shows a holder younger than 18 — the one denial left that
 *   the applicant cannot correct by typing, so it is asked to be confirmed first;
 * - `underage`: a date of birth under 18 typed before the age became a field error (applications denied then keep it).
 */
export const DENIAL_REASONS = ['underageDocument', 'underage'] as const;
export type DenialReason = (typeof DENIAL_REASONS)[number];

/**
 * `dataContent.denial` of an answer whose `next` is onboardingDenied, and of every later answer of a denied
 * application (a step sent after the browser's Back, a login): where and why it ended.
 */
export const denialSchema = v.object({ reason: v.picklist(DENIAL_REASONS) });
export type Denial = v.InferOutput<typeof denialSchema>;

/**
 * `dataContent.denialPending` of a personal-data answer that would end the application: nothing is decided yet, the
 * step stays. The flow tells the applicant what will happen and sends the step again with `confirmDenial: true`
 * only when they confirm (issue 18: "ask for confirmation before anything final").
 */
export const denialPendingSchema = denialSchema;
