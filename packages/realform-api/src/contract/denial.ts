import * as v from 'valibot';
import { DENIAL_REASONS } from './denialReasons';

export { DENIAL_REASONS, type DenialReason } from './denialReasons';

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
