import type * as v from 'valibot';
import { CODE_CALLS } from '../areas/codes/calls';
import { DOCUMENT_CALLS } from '../areas/documents/calls';
import { STEP_CALLS } from '../areas/steps/calls';
import { CORE_CALL_ROUTES, type CallRoute } from './callRoutes';
import { newAccountRequestSchema } from './newAccount';
import { newLoginRequestSchema } from './newLogin';
import { validateRequestSchema } from './validate';
import { joinTables, withRequests } from './callTables';

export { callPath, GET_TOKEN_CALL, REALFORM_PREFIX } from './callRoutes';
export type { CallBase } from './callRoutes';

/** Requests larger than this are refused by the server; no form step comes close. Uploads have their own limit. */
export const REQUEST_BODY_MAX_BYTES = 64 * 1024;

/** One call of the contract: its base and path, the JSON body it takes (common fields included), its answer. */
export interface CallDefinition extends CallRoute {
  request: v.GenericSchema;
}

const CORE_CALLS = withRequests(CORE_CALL_ROUTES, {
  validate: validateRequestSchema,
  newAccount: newAccountRequestSchema,
  newLogin: newLoginRequestSchema,
});

/**
 * Every JSON call of the contract with its path and schemas: the one table the server reads (it validates each
 * body with `request`). The areas (steps, codes, documents) each contribute their part. The client reads only
 * `CALL_ROUTES` (base, path, answer), so the request schemas stay out of the browser's bundle.
 */
export const CALLS = joinTables(CORE_CALLS, STEP_CALLS, CODE_CALLS, DOCUMENT_CALLS) satisfies Record<string, CallDefinition>;

export type CallName = keyof typeof CALLS;
/** What the caller passes for a call: its body without the common fields, which the client adds. */
export type CallInput<TName extends CallName> = Omit<v.InferInput<(typeof CALLS)[TName]['request']>, 'token' | 'languageCode' | 'branchCode' | 'brand'>;
export type CallRequest<TName extends CallName> = v.InferOutput<(typeof CALLS)[TName]['request']>;
export type CallResponse<TName extends CallName> = v.InferOutput<(typeof CALLS)[TName]['response']>;
