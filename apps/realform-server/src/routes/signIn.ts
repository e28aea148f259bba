import type { StepName } from '@onboarding/realform-api';
import { isStepName } from '@onboarding/realform-api';
import { deniedContent } from '../areas/steps/denial';
import type { AppDeps } from '../http/AppDeps';
import type { FormCall } from '../http/formCall';
import { answer } from '../http/formCall';
import { sha256 } from '../security/sessionToken';
import { accountWithDocumentsPending, settledDocuments } from '../areas/steps/accountDocuments';
import { ACCOUNT_OPENED_STEPS, DOCUMENTS_UPLOAD_STEP } from '../steps/flowOrder';

/**
 * Issue 17 defect 6: an opened account whose identity document is still missing resumes at the document upload, not
 * at the finished hand-over. Moved only from where it stood (a second login racing this one finds it moved).
 */
async function resumeStep(deps: AppDeps, application: { id: string; currentStep: string }, now: Date): Promise<string> {
  if (!(ACCOUNT_OPENED_STEPS as readonly string[]).includes(application.currentStep)) return application.currentStep;
  const stored = await deps.applications.get(application.id);
  if (!stored || !accountWithDocumentsPending(stored)) return application.currentStep;
  // A document that passed after the account opened (a phone finishing in the background): complete, no upload.
  const settled = settledDocuments(stored, now);
  if (settled) {
    const step = stored.currentStep === 'documentsPending' ? 'documentsReceived' : stored.currentStep;
    await deps.applications.advance(application.id, { step, data: settled, expectedStep: stored.currentStep }, now);
    return step;
  }
  const moved = await deps.applications.advance(application.id, { step: DOCUMENTS_UPLOAD_STEP, expectedStep: stored.currentStep }, now);
  if (moved) return DOCUMENTS_UPLOAD_STEP;
  return (await deps.applications.get(application.id))?.currentStep ?? application.currentStep;
}

/**
 * The answer once an applicant is known (sign-up or login): the session is bound to the application with a
 * fresh token, and `next` is the step the application has reached (DESIGN §4: new-login resumes there).
 */
export async function signedIn(
  deps: AppDeps,
  { c, session, now }: FormCall<unknown>,
  application: { id: string; currentStep: string },
): Promise<Response> {
  const token = await deps.sessions.bindApplication(session.id, application.id, now);
  const step = await resumeStep(deps, application, now);
  const next: StepName = isStepName(step) ? step : 'desktopSms';
  // A denied application resumes on the denied screen, with its reason (issue 18).
  const denied = next === 'onboardingDenied' ? deniedContent((await deps.applications.get(application.id)) ?? application) : undefined;
  return answer(c, 200, {
    status: 'success',
    next,
    ...(denied ? { dataContent: denied } : {}),
    token,
    analytics: { userId: application.id, userIdSha: sha256(application.id) },
  });
}

/** The one answer for every failed sign-in, whatever the cause (no account enumeration). */
export function signInFailed({ c, t }: FormCall<unknown>): Response {
  return answer(c, 400, { status: 'error', globalError: t('login.failed') });
}

/** The answer while the limiter holds an address or IP. */
export function signInLimited(deps: AppDeps, { c, t }: FormCall<unknown>): Response {
  return answer(c, 429, { status: 'error', globalError: t('rate.limited', { minutes: deps.throttle.limits.windowMinutes }) });
}
