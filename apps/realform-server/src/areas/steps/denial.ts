import type { Denial } from '@onboarding/realform-api';
import { denialSchema } from '@onboarding/realform-api';
import * as v from 'valibot';

/** What the server keeps of a denial (`application.data.denial`): the reason code and when. Nothing of the person. */
export interface StoredDenial extends Denial {
  at: string;
}

/**
 * The denial of an application that ended at onboardingDenied, as every later answer carries it
 * (`dataContent.denial`): a step sent after the browser's Back, a new login, so the applicant lands on the denied
 * screen with its reason rather than on an error (issue 18). Null for any other application.
 */
export function denialOf(application: { currentStep: string; data?: Record<string, unknown> }): Denial | null {
  if (application.currentStep !== 'onboardingDenied') return null;
  const parsed = v.safeParse(denialSchema, application.data?.denial);
  return parsed.success ? { reason: parsed.output.reason } : null;
}

/** `{ denial }` for the answer's `dataContent` when the application was denied; else nothing. */
export function deniedContent(application: { currentStep: string; data?: Record<string, unknown> }): { denial: Denial } | undefined {
  const denial = denialOf(application);
  return denial ? { denial } : undefined;
}
