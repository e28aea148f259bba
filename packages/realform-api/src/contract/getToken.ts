import * as v from 'valibot';
import { TOKEN_MAX_LENGTH } from './common';

/** docs/spec/flow/calls.md#call-table "POST get-token — body empty — answer token". */
export const getTokenResponseSchema = v.object({
  token: v.pipe(v.string(), v.nonEmpty(), v.maxLength(TOKEN_MAX_LENGTH)),
});

export type GetTokenResponse = v.InferOutput<typeof getTokenResponseSchema>;

/** What get-token may answer instead: the standard error body (e.g. HTTP 429 when a client asks too often). */
export const getTokenAnswerSchema = v.union([
  getTokenResponseSchema,
  v.object({ status: v.literal('error'), globalError: v.optional(v.string()) }),
]);
