import type { CallName, CallRequest, MessageKey, StandardResponse, StepName } from '@onboarding/realform-api';
import { CALLS } from '@onboarding/realform-api';
import type * as v from 'valibot';
import type { CallDeps } from './AppDeps';
import type { FormCall } from './formCall';
import { answer, formCall } from './formCall';
import { deniedContent } from '../areas/steps/denial';
import type { Application } from '../store/applicationStore';

/** What a step route's handler gets: the validated body, the session, and the applicant's application. */
export interface StepCall<TName extends CallName> extends FormCall<CallRequest<TName>> {
  application: Application;
}

/** What a step route's handler decides; the wrapper persists it and writes the standard response. */
export interface StepOutcome {
  /** Moves the application to this step; answered as `next` (docs/spec/flow/entities.md#server-response-fields). */
  next?: StepName;
  /** Merged into the application's data (top-level keys replace). */
  data?: Record<string, unknown>;
  /** Field errors as message keys, translated by the wrapper; the answer is an error. */
  errors?: Record<string, MessageKey>;
  /** A global error as a message key (docs/spec/flow/errors.md#global-error banner); the answer is an error. */
  globalError?: MessageKey;
  /** HTTP status of an error answer. @default 400 */
  httpStatus?: 400 | 403 | 404 | 409 | 429 | 503;
  /** Extra response headers (e.g. Retry-After on a 429). */
  headers?: Record<string, string>;
  /** More fields of the answer (dataContent, info, callback, args…). */
  extra?: Omit<Partial<StandardResponse>, 'status' | 'next' | 'errors' | 'globalError'> & Record<string, unknown>;
}

/**
 * A call made by a signed-in applicant at a point of the step machine (docs/spec/flow/states.md#step-order). On top of `formCall` (body
 * validated with the contract's schema, live session), it requires the session's application — without one the
 * answer is restart — and that the application is at one of the steps `from` allows (`'any'` for calls that may
 * come at any time, like dictionaries or status reports). Then it runs the handler and stores its outcome: the
 * step and the data change together, and only if no other request moved the application meanwhile.
 */
export function stepRoute<TName extends CallName>(
  deps: CallDeps,
  name: TName,
  options: { from: readonly StepName[] | 'any'; handle: (call: StepCall<TName>) => Promise<StepOutcome> },
) {
  const schema = CALLS[name].request as unknown as v.GenericSchema<unknown, CallRequest<TName>>;
  return formCall(deps, schema as never, async (call: FormCall<CallRequest<TName>>) => {
    const { c, session, t, now } = call;
    const application = session.applicationId ? await deps.applications.get(session.applicationId) : null;
    if (!application) {
      return answer(c, 401, { status: 'error', next: 'restart', restart: true, globalError: t('application.required') });
    }
    if (options.from !== 'any' && !options.from.includes(application.currentStep)) {
      // A denied application (the browser's Back after the denial) goes to the denied screen with its reason: that
      // screen says it all, an "out of order" banner over it would only confuse (issue 18).
      const denied = deniedContent(application);
      if (denied) return answer(c, 409, { status: 'error', next: 'onboardingDenied', dataContent: denied });
      return answer(c, 409, { status: 'error', globalError: t('step.outOfOrder'), next: application.currentStep });
    }

    const outcome = await options.handle({ ...call, application });

    if (outcome.errors || outcome.globalError) {
      const response: StandardResponse = { status: 'error' };
      if (outcome.errors) {
        response.errors = Object.fromEntries(Object.entries(outcome.errors).map(([field, key]) => [field, [t(key)]]));
      }
      if (outcome.globalError) response.globalError = t(outcome.globalError);
      return answer(c, outcome.httpStatus ?? 400, { ...response, ...outcome.extra } as StandardResponse, outcome.headers);
    }

    if (outcome.next || outcome.data) {
      const moved = await deps.applications.advance(
        application.id,
        { step: outcome.next, data: outcome.data, expectedStep: application.currentStep },
        now,
      );
      if (!moved) {
        const current = await deps.applications.get(application.id);
        return answer(c, 409, { status: 'error', globalError: t('step.outOfOrder'), next: current?.currentStep });
      }
    }
    return answer(c, 200, { status: 'success', ...(outcome.next ? { next: outcome.next } : {}), ...outcome.extra } as StandardResponse, outcome.headers);
  });
}
