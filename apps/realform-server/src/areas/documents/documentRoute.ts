import type { CallName, CallRequest, MessageKey, StandardResponse, StepName } from '@onboarding/realform-api';
import { CALLS } from '@onboarding/realform-api';
import type { Context } from 'hono';
import type * as v from 'valibot';
import type { DocumentsDeps } from './documentsApp';
import type { AppEnv } from '../../http/AppEnv';
import type { FormCall } from '../../http/formCall';
import { answer, formCall } from '../../http/formCall';
import { isAnswer } from '../../fastPaths/answer';
import type { Translate } from '../../i18n/translator';
import type { Application } from '../../store/applicationStore';
import type { Session } from '../../store/sessionStore';
import type { DocumentAreaStores } from './documentAreaStores';
import type { Handoff } from './handoffStore';
import { sessionAllowed, wrongSessionKind } from '../../http/routeAccess';

/**
 * Who is calling. `primary`: the applicant's own session (a desktop, or a phone used for the whole application,
 * or a hand-off phone that took the application over); its step is the application's. `handoff`: a phone that
 * opened the desktop's link; its step lives on the hand-off, so the desktop's step is untouched.
 */
export type Caller = { kind: 'primary' } | { kind: 'handoff'; handoff: Handoff };

/** A message key, or a key with its placeholder values (limits the server knows). */
export type Message = MessageKey | { key: MessageKey; values: Record<string, unknown> };

export interface DocumentCall<TInput> extends FormCall<TInput> {
  application: Application;
  caller: Caller;
}

/** What a document call decides; the wrapper stores it and answers. */
export interface DocumentOutcome {
  /** The caller's next step: the application's for a primary caller, the hand-off phone's otherwise. */
  next?: StepName;
  /** Merged into the application's data (top-level keys replace). */
  data?: Record<string, unknown>;
  errors?: Record<string, Message>;
  globalError?: Message;
  /** @default 400 */
  httpStatus?: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429;
  extra?: Record<string, unknown>;
}

/** The steps a call is allowed at, per kind of caller: a list, `'any'`, or `'none'` (refused). */
export interface Allowed {
  primary: readonly StepName[] | 'any' | 'none';
  handoff: readonly StepName[] | 'any' | 'none';
}

function allows(rule: Allowed['primary'], step: StepName | null): boolean {
  if (rule === 'any') return true;
  if (rule === 'none' || step === null) return false;
  return rule.includes(step);
}

export function translate(t: Translate, message: Message): string {
  return typeof message === 'string' ? t(message) : t(message.key, message.values);
}

/**
 * The application of a signed-in caller and who the caller is, or the refusal to answer: restart without an
 * application or when the caller's hand-off was aborted or closed (its phone session is being revoked), 409 with
 * the caller's own step when the call is not allowed there.
 */
export async function resolveCaller(
  deps: DocumentsDeps,
  stores: DocumentAreaStores,
  { c, session, t }: { c: Context<AppEnv>; session: Session; t: Translate },
  allowed: Allowed,
): Promise<{ application: Application; caller: Caller } | Response> {
  // The session's kind is stored with it (issue 14 finding 1) and checked against the route's declaration first.
  if (!sessionAllowed(c, session)) return wrongSessionKind(c, t);
  const found = session.applicationId ? await stores.handoffs.caller(session.applicationId, session.id) : null;
  if (!found) {
    return answer(c, 401, { status: 'error', next: 'restart', restart: true, globalError: t('application.required') });
  }
  const { application, handoff } = found;
  if (session.kind === 'handoff') {
    // A hand-off session speaks only for the hand-off that holds it, of its own application, while it is live.
    if (!handoff || handoff.applicationId !== application.id || (handoff.state !== 'scanned' && handoff.state !== 'completed')) {
      return answer(c, 401, { status: 'error', next: 'restart', restart: true, globalError: t('handoff.invalid') });
    }
    if (!allows(allowed.handoff, handoff.phoneStep)) {
      return answer(c, 409, { status: 'error', globalError: t('step.outOfOrder'), ...(handoff.phoneStep ? { next: handoff.phoneStep } : {}) });
    }
    return { application, caller: { kind: 'handoff', handoff } };
  }
  if (!allows(allowed.primary, application.currentStep)) {
    return answer(c, 409, { status: 'error', globalError: t('step.outOfOrder'), next: application.currentStep });
  }
  return { application, caller: { kind: 'primary' } };
}

/**
 * Stores a document call's outcome and answers it (the counterpart of stepRoute's): a primary caller's step and
 * data change together and only if no other request moved the application meanwhile; a hand-off phone's step
 * moves on its hand-off, its data on the application.
 */
export async function finishDocumentCall(
  deps: DocumentsDeps,
  stores: DocumentAreaStores,
  { c, t, now, application, caller }: { c: Context<AppEnv>; t: Translate; now: Date; application: Application; caller: Caller },
  outcome: DocumentOutcome,
): Promise<Response> {
  if (outcome.errors || outcome.globalError) {
    const response: StandardResponse = { status: 'error' };
    if (outcome.errors) {
      response.errors = Object.fromEntries(Object.entries(outcome.errors).map(([field, message]) => [field, [translate(t, message)]]));
    }
    if (outcome.globalError) response.globalError = translate(t, outcome.globalError);
    return answer(c, outcome.httpStatus ?? 400, { ...response, ...outcome.extra } as StandardResponse);
  }

  if (caller.kind === 'primary') {
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
  } else {
    if (outcome.data) await deps.applications.advance(application.id, { data: outcome.data }, now);
    if (outcome.next && outcome.next !== caller.handoff.phoneStep) {
      const moved = await stores.handoffs.movePhone(caller.handoff.id, outcome.next, caller.handoff.phoneStep);
      if (!moved) return answer(c, 409, { status: 'error', globalError: t('step.outOfOrder') });
    }
  }
  return answer(c, 200, { status: 'success', ...(outcome.next ? { next: outcome.next } : {}), ...outcome.extra } as StandardResponse);
}

/**
 * A JSON document call of a signed-in applicant, from a primary device or a hand-off phone: formCall (body
 * validated by the contract's schema, live session), then {@link resolveCaller}, the handler, and
 * {@link finishDocumentCall}.
 */
export function documentRoute<TName extends CallName>(
  deps: DocumentsDeps,
  stores: DocumentAreaStores,
  name: TName,
  allowed: Allowed,
  handle: (call: DocumentCall<CallRequest<TName>>) => Promise<DocumentOutcome>,
) {
  const schema = CALLS[name].request as unknown as v.GenericSchema<unknown, CallRequest<TName>>;
  return formCall(deps, schema as never, async (call: FormCall<CallRequest<TName>>) => {
    const resolved = await resolveCaller(deps, stores, call, allowed);
    if (isAnswer(resolved)) return resolved;
    const outcome = await handle({ ...call, ...resolved });
    return finishDocumentCall(deps, stores, { ...call, ...resolved }, outcome);
  });
}
