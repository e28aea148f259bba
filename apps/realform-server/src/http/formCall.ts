import type { CommonRequest, StandardResponse } from '@onboarding/realform-api';
import type { Context } from 'hono';
import type * as v from 'valibot';
import type { Translate } from '../i18n/translator';
import type { Session } from '../store/sessionStore';
import type { CallDeps } from './AppDeps';
import type { AppEnv } from './AppEnv';
import { answer, isAnswer } from '../fastPaths/answer';
import { clientIp } from './clientIp';
import { parseCallBody } from './parseCallBody';
import { sessionAllowed, wrongSessionKind } from './routeAccess';

/** What a form call's handler gets once the body is valid and the session is live. */
export interface FormCall<TInput> {
  c: Context<AppEnv>;
  input: TInput;
  session: Session;
  t: Translate;
  now: Date;
  ip: string;
}

export { answer };

/** docs/spec/flow/calls.md#call-table: an unknown or expired token answers restart (HTTP 401). */
export function restartAnswer(t: Translate): StandardResponse {
  return { status: 'error', next: 'restart', restart: true, globalError: t('token.invalid') };
}
export type { Status } from '../fastPaths/answer';

/**
 * The pipeline of every form call (docs/architecture.md#contract-first, docs/architecture.md#the-server): the body read and validated by `parseCallBody` (64 KB at most,
 * the contract's schema before any logic), then a live session required; only then the handler. Every refusal
 * is a standard response: 400 for the body, 401 with restart for the session, 403 for a session of a kind the route
 * does not accept (its declaration at registration, see `route`).
 */
export function formCall<TSchema extends v.GenericSchema<unknown, CommonRequest>>(
  deps: CallDeps,
  schema: TSchema,
  handler: (call: FormCall<v.InferOutput<TSchema>>) => Promise<Response>,
) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const parsed = await parseCallBody(deps, c, schema);
    if (isAnswer(parsed)) return parsed;
    const { input, t } = parsed;
    const now = deps.now();
    const session = await deps.sessions.touch(input.token, now);
    if (!session) return answer(c, 401, restartAnswer(t));
    if (!sessionAllowed(c, session)) return wrongSessionKind(c, t);
    return handler({ c, input, session, t, now, ip: clientIp(c, deps.trustProxy) });
  };
}
