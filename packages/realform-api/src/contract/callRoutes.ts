import type * as v from 'valibot';
import { CODE_CALL_ROUTES } from '../areas/codes/callRoutes';
import { DOCUMENT_CALL_ROUTES } from '../areas/documents/callRoutes';
import { STEP_CALL_ROUTES } from '../areas/steps/callRoutes';
import { joinTables } from './callTables';
import type { FormVersion } from './common';
import { getTokenAnswerSchema } from './getToken';
import { REALFORM_PREFIX } from './realformPrefix';
import { standardResponseSchema } from './standardResponse';

export { REALFORM_PREFIX };

/** POST {prefix}/get-token (docs/spec/flow/calls.md#call-table): empty body, answers a token (or a standard error, e.g. rate-limited). */
export const GET_TOKEN_CALL = { path: 'get-token', response: getTokenAnswerSchema } as const;

/**
 * Where a call lives below the realform prefix (docs/spec/flow/calls.md#transport): `form` is `form-{pl|eu}` by locale; "sms and document
 * have their own bases"; `form-pl` calls (QR hand-off, skip-hybrid-upload, analytics log) always use form-pl;
 * `site` is the base of `site/gbg-stats` (docs/spec/flow/calls.md#call-table).
 */
export type CallBase = 'form' | 'sms' | 'document' | 'form-pl' | 'site';

/**
 * What the client needs of a call at run time: where it lives and the schema of its answer. The request schemas
 * are the server's (it validates every body, docs/architecture.md#contract-first); keeping them out of this table keeps them, and the field
 * rules they pull in (phone metadata, TIN check digits, tax offices), out of the applicant's first page.
 */
export interface CallRoute {
  base: CallBase;
  path: string;
  response: v.GenericSchema;
}

export const CORE_CALL_ROUTES = {
  validate: { base: 'form', path: 'validate', response: standardResponseSchema },
  newAccount: { base: 'form', path: 'new-account', response: standardResponseSchema },
  newLogin: { base: 'form', path: 'new-login', response: standardResponseSchema },
} as const satisfies Record<string, CallRoute>;

/** Every JSON call's base, path and answer schema: what the client's transport reads (it loads with the first call). */
export const CALL_ROUTES = joinTables(CORE_CALL_ROUTES, STEP_CALL_ROUTES, CODE_CALL_ROUTES, DOCUMENT_CALL_ROUTES) satisfies Record<string, CallRoute>;

/** The path of a call below the realform prefix, e.g. `form-eu/new-account`, `sms/desktop-sms`. */
export function callPath(version: FormVersion, call: keyof typeof CALL_ROUTES): string {
  const { base, path } = CALL_ROUTES[call] as CallRoute;
  return base === 'form' ? `form-${version}/${path}` : `${base}/${path}`;
}
