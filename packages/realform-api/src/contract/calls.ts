import type * as v from 'valibot';
import { CODE_CALLS } from '../areas/codes/calls';
import { DOCUMENT_CALLS } from '../areas/documents/calls';
import { STEP_CALLS } from '../areas/steps/calls';
import type { FormVersion } from './common';
import { getTokenAnswerSchema } from './getToken';
import { newAccountRequestSchema } from './newAccount';
import { newLoginRequestSchema } from './newLogin';
import { standardResponseSchema } from './standardResponse';
import { validateRequestSchema } from './validate';

/** S0 §7: "All calls go to the provider's proxy host under a 'realform' prefix". */
export const REALFORM_PREFIX = '/realform';

/** Requests larger than this are refused by the server; no form step comes close. Uploads have their own limit. */
export const REQUEST_BODY_MAX_BYTES = 64 * 1024;

/** POST {prefix}/get-token (S0 §7): empty body, answers a token (or a standard error, e.g. rate-limited). */
export const GET_TOKEN_CALL = { path: 'get-token', response: getTokenAnswerSchema } as const;

/**
 * Where a call lives below the realform prefix (S0 §7): `form` is `form-{pl|eu}` by locale; "sms and document
 * have their own bases"; `form-pl` calls (QR hand-off, skip-hybrid-upload, analytics log) always use form-pl;
 * `site` is the base of `site/gbg-stats` (S0 §7).
 */
export type CallBase = 'form' | 'sms' | 'document' | 'form-pl' | 'site';

/** One call of the contract: its base and path, the JSON body it takes (common fields included), its answer. */
export interface CallDefinition {
  base: CallBase;
  path: string;
  request: v.GenericSchema;
  response: v.GenericSchema;
}

const CORE_CALLS = {
  validate: { base: 'form', path: 'validate', request: validateRequestSchema, response: standardResponseSchema },
  newAccount: { base: 'form', path: 'new-account', request: newAccountRequestSchema, response: standardResponseSchema },
  newLogin: { base: 'form', path: 'new-login', request: newLoginRequestSchema, response: standardResponseSchema },
} as const satisfies Record<string, CallDefinition>;

/**
 * Every JSON call of the contract with its path and schemas: the one table the client and the server both read.
 * The areas (steps, codes, documents) each contribute their part.
 */
export const CALLS = { ...CORE_CALLS, ...STEP_CALLS, ...CODE_CALLS, ...DOCUMENT_CALLS } as const satisfies Record<string, CallDefinition>;

export type CallName = keyof typeof CALLS;
/** What the caller passes for a call: its body without the common fields, which the client adds. */
export type CallInput<TName extends CallName> = Omit<v.InferInput<(typeof CALLS)[TName]['request']>, 'token' | 'languageCode' | 'branchCode' | 'brand'>;
export type CallRequest<TName extends CallName> = v.InferOutput<(typeof CALLS)[TName]['request']>;
export type CallResponse<TName extends CallName> = v.InferOutput<(typeof CALLS)[TName]['response']>;

/** The path of a call below the realform prefix, e.g. `form-eu/new-account`, `sms/desktop-sms`. */
export function callPath(version: FormVersion, call: CallName): string {
  const { base, path } = CALLS[call] as CallDefinition;
  return base === 'form' ? `form-${version}/${path}` : `${base}/${path}`;
}
