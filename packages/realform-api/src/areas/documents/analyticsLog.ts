import * as v from 'valibot';
import { withCommonFields } from '../../contract/common';

const scalar = v.union([v.string(), v.number(), v.boolean(), v.null()]);
const scalars = v.record(v.pipe(v.string(), v.maxLength(64)), scalar, 'field.invalid');

/**
 * POST form-pl/write-analytics-response-to-log (docs/spec/flow/calls.md#call-table: "token plus analytics data with browser, device and OS,
 * sent on each step"). The server keeps only an allowlist of non-personal keys (see the README); anything else,
 * and any value that looks like an e-mail address, phone number or token, is dropped before storing.
 */
export const writeAnalyticsRequestSchema = withCommonFields(
  v.object({
    /** The step the applicant is on (docs/spec/flow/screens.md name). */
    step: v.optional(v.pipe(v.string('field.invalid'), v.maxLength(64, 'field.invalid'))),
    /** The analytics answer the flow received (docs/spec/flow/entities.md#local-storage-and-cookies "analytics (userId, leadId, leadIdSha, userIdSha, tmsc)"). */
    analytics: v.optional(v.record(v.pipe(v.string(), v.maxLength(64)), v.unknown(), 'field.invalid')),
    browser: v.optional(scalars),
    device: v.optional(scalars),
    os: v.optional(scalars),
  }),
);
