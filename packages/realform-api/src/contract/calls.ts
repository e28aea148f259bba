import type { FormVersion } from './common';
import { getTokenResponseSchema } from './getToken';
import { newAccountRequestSchema } from './newAccount';
import { newLoginRequestSchema } from './newLogin';
import { standardResponseSchema } from './standardResponse';
import { validateRequestSchema } from './validate';

/** S0 §7: "All calls go to the provider's proxy host under a 'realform' prefix". */
export const REALFORM_PREFIX = '/realform';

/** Requests larger than this are refused by the server; no form step comes close. */
export const REQUEST_BODY_MAX_BYTES = 64 * 1024;

/** POST {prefix}/get-token (S0 §7): empty body, answers a token. */
export const GET_TOKEN_CALL = { path: 'get-token', response: getTokenResponseSchema } as const;

/**
 * The form calls (S0 §7 "POST form/…") with their paths under form-{pl|eu}/ and schemas: the one table the
 * client and the server both read, growing call by call to the whole contract.
 */
export const FORM_CALLS = {
  validate: { path: 'validate', request: validateRequestSchema, response: standardResponseSchema },
  newAccount: { path: 'new-account', request: newAccountRequestSchema, response: standardResponseSchema },
  newLogin: { path: 'new-login', request: newLoginRequestSchema, response: standardResponseSchema },
} as const;

export type FormCallName = keyof typeof FORM_CALLS;

/** The path of a form call below the realform prefix, e.g. `form-eu/new-account`. */
export function formCallPath(version: FormVersion, call: FormCallName): string {
  return `form-${version}/${FORM_CALLS[call].path}`;
}
