import * as v from 'valibot';
import { stepNameSchema } from './steps';

export const RESPONSE_STATUSES = ['success', 'error', 'cancelled'] as const;

export type ResponseStatus = (typeof RESPONSE_STATUSES)[number];

/** docs/spec/flow/entities.md#local-storage-and-cookies "analytics (userId, leadId, leadIdSha, userIdSha, tmsc)"; other keys pass through untouched. */
export const analyticsSchema = v.looseObject({
  userId: v.optional(v.string()),
  leadId: v.optional(v.string()),
  leadIdSha: v.optional(v.string()),
  userIdSha: v.optional(v.string()),
  tmsc: v.optional(v.unknown()),
});

/**
 * The one response shape of every form call (docs/spec/flow/entities.md#server-response-fields "Server response fields read"). Loose: a newer server may add
 * keys, and the client must not break on them.
 */
export const standardResponseSchema = v.looseObject({
  status: v.picklist(RESPONSE_STATUSES),
  /** Field name → messages, already translated; the first one is shown under the field (docs/spec/flow/errors.md#field-errors). */
  errors: v.optional(v.record(v.string(), v.array(v.string()))),
  /** Shown in the global banner at the top of the page (docs/spec/flow/errors.md#global-error). */
  globalError: v.optional(v.string()),
  /** Legacy error slot: a non-array value goes to the global banner (docs/spec/flow/errors.md#global-error). */
  error: v.optional(v.unknown()),
  /** The step to show next; the client never picks the next step itself when this is present (docs/architecture.md#contract-first). */
  next: v.optional(stepNameSchema),
  /** With `next: 'restart'`, the session token is cleared and the applicant starts again (docs/spec/flow/errors.md#global-error). */
  restart: v.optional(v.boolean()),
  callback: v.optional(v.string()),
  args: v.optional(v.unknown()),
  dataContent: v.optional(v.record(v.string(), v.unknown())),
  info: v.optional(v.record(v.string(), v.unknown())),
  analytics: v.optional(analyticsSchema),
  /** A new session token: the server rotates the token when the applicant signs up or logs in. */
  token: v.optional(v.string()),
});

export type StandardResponse = v.InferOutput<typeof standardResponseSchema>;

/** True when the answer tells the client to drop the session and go to the restart step (docs/spec/flow/errors.md#global-error). */
export function isRestartResponse(response: StandardResponse): boolean {
  return response.next === 'restart' || response.restart === true;
}
