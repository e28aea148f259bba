import type { StepName } from '@onboarding/realform-api';
import { isStepName } from '@onboarding/realform-api';
import { deniedContent } from '../steps/denial';
import { storedAnswers } from '../steps/stepData';
import type { SessionDeps } from './sessionApp';
import type { FormCall } from '../../http/formCall';
import { answer } from '../../http/formCall';
import { sha256 } from '../../security/sessionToken';
import { accountWithDocumentsPending, settledDocuments } from '../steps/accountDocuments';
import { ACCOUNT_OPENED_STEPS, DOCUMENTS_UPLOAD_STEP, IDENTITY_STEPS } from '../steps/flowOrder';

/**
 * Issue 17 defect 6: an opened account whose identity document is still missing resumes at the document upload, not
 * at the finished hand-over. Moved only from where it stood (a second login racing this one finds it moved).
 * `documentsPending`: the applicant is at the upload of that document (the answer tells the flow's screens).
 */
async function resumeStep(deps: SessionDeps, application: { id: string; currentStep: string }, now: Date): Promise<{ step: string; documentsPending: boolean }> {
  const atIdentity = (step: string) => (IDENTITY_STEPS as readonly string[]).includes(step);
  const current = { step: application.currentStep, documentsPending: false };
  if (!(ACCOUNT_OPENED_STEPS as readonly string[]).includes(application.currentStep) && !atIdentity(application.currentStep)) return current;
  const stored = await deps.applications.get(application.id);
  if (!stored || !accountWithDocumentsPending(stored)) return current;
  if (atIdentity(stored.currentStep)) return { step: stored.currentStep, documentsPending: true };
  // A document that passed after the account opened (a phone finishing in the background): complete, no upload.
  const settled = settledDocuments(stored, now);
  if (settled) {
    const step = stored.currentStep === 'documentsPending' ? 'documentsReceived' : stored.currentStep;
    await deps.applications.advance(application.id, { step, data: settled, expectedStep: stored.currentStep }, now);
    return { step, documentsPending: false };
  }
  const moved = await deps.applications.advance(application.id, { step: DOCUMENTS_UPLOAD_STEP, expectedStep: stored.currentStep }, now);
  if (moved) return { step: DOCUMENTS_UPLOAD_STEP, documentsPending: true };
  const step = (await deps.applications.get(application.id))?.currentStep ?? application.currentStep;
  return { step, documentsPending: atIdentity(step) };
}

/**
 * The answer once an applicant is known (sign-up or login): the session is bound to the application with a
 * fresh token, and `next` is the step the application has reached (docs/spec/flow/states.md#step-order: new-login resumes there).
 */
export async function signedIn(
  deps: SessionDeps,
  { c, session, now }: FormCall<unknown>,
  application: { id: string; currentStep: string },
): Promise<Response> {
  const token = await deps.sessions.bindApplication(session.id, application.id, now);
  const resumed = await resumeStep(deps, application, now);
  const next: StepName = isStepName(resumed.step) ? resumed.step : 'desktopSms';
  // A denied application resumes on the denied screen, with its reason (issue 18).
  const denied = next === 'onboardingDenied' ? deniedContent((await deps.applications.get(application.id)) ?? application) : undefined;
  // An opened account resumed at the upload of its missing document: the flow's screens say so (issue 17 defect 6).
  const documents = resumed.documentsPending ? { documents: 'pending' as const } : undefined;
  // Issue 17: a login in another browser gets the answers the server holds, for the resumed step's screen.
  const stored = await deps.applications.get(application.id);
  return answer(c, 200, {
    status: 'success',
    next,
    dataContent: { ...(stored ? storedAnswers(stored) : {}), ...denied, ...documents },
    token,
    analytics: { userId: application.id, userIdSha: sha256(application.id) },
  });
}

/**
 * The one answer for every failed sign-in of a form, whatever the cause (no account enumeration): on the login page
 * `login.incorrect`; on the registration form `login.failed`, which adds that an existing application is continued by
 * logging in.
 */
export function signInFailed({ c, t }: FormCall<unknown>, message: 'login.failed' | 'login.incorrect' = 'login.failed'): Response {
  return answer(c, 400, { status: 'error', globalError: t(message) });
}

/** The answer while the limiter holds an address or IP. */
export function signInLimited(deps: SessionDeps, { c, t }: FormCall<unknown>): Response {
  return answer(c, 429, { status: 'error', globalError: t('rate.limited', { minutes: deps.throttle.limits.windowMinutes }) });
}
