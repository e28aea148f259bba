import * as v from 'valibot';
import { standardResponseSchema } from '../../contract/standardResponse';

/** What a code-sending answer tells the page, so it can show the code screen and time the resend link. */
export const codeSentContentSchema = v.looseObject({
  /** The server's count of codes sent for this step (docs/spec/flow/entities.md#phone sentSmsCount); SMS answers only. */
  sentSmsCount: v.optional(v.number()),
  /** docs/spec/flow/constants.md: true once 2 or more text messages were sent: the page offers the e-mail code. */
  emailVerificationAvailable: v.optional(v.boolean()),
  codeLength: v.optional(v.number()),
  codeValidSeconds: v.optional(v.number()),
  /** Seconds until the resend link may be used (after a send), or until a refused request may be retried (429). */
  resendAfterSeconds: v.optional(v.number()),
  retryAfterSeconds: v.optional(v.number()),
  /** After a wrong code: tries left for this code (0: request a new one). */
  attemptsLeft: v.optional(v.number()),
  /** The verified phone (mobile-sms-code) or the phone answered back (verify-email, confirm-email). */
  phoneNumber: v.optional(v.string()),
  phoneNumberPrefix: v.optional(v.string()),
  /** The verified phone in E.164 (`+48600123456`), after a successful mobile-sms-code. */
  mobilePhone: v.optional(v.string()),
  /** After a successful mobile-sms-code: the hand-off link went to that phone by SMS. */
  handoffLinkSent: v.optional(v.boolean()),
  email: v.optional(v.string()),
});

/** The answer of the phone and e-mail code calls: the standard response with a typed `dataContent`. */
export const codeResponseSchema = v.looseObject({
  ...standardResponseSchema.entries,
  dataContent: v.optional(codeSentContentSchema),
});

/** verify-email and confirm-email also answer the applicant's address: docs/spec/flow/entities.md#e-mail-confirmation "the response's email or info.Email is read". */
export const emailCodeResponseSchema = v.looseObject({
  ...standardResponseSchema.entries,
  dataContent: v.optional(codeSentContentSchema),
  email: v.optional(v.string()),
  info: v.optional(v.looseObject({ Email: v.optional(v.string()) })),
});

/** The state of an opened account's identity document (issue 17 defect 6). */
export const DOCUMENTS_STATUSES = ['pending', 'complete'] as const;
export type DocumentsStatus = (typeof DOCUMENTS_STATUSES)[number];
export const documentsStatusSchema = v.picklist(DOCUMENTS_STATUSES);

/** account-open and errors-report: the one-time client-zone token for the auto-login post (docs/spec/flow/entities.md#client-zone "Client zone", docs/spec/flow/calls.md). */
export const clientZoneResponseSchema = v.looseObject({
  ...standardResponseSchema.entries,
  dataContent: v.optional(
    v.looseObject({
      clientZoneToken: v.optional(v.string()),
      /** Where the browser posts `token` and `urlParams` (docs/spec/flow/calls.md#client-zone-auto-login "{client zone}/api/autoLogin"). */
      autoLoginUrl: v.optional(v.string()),
      clientZoneTokenExpiresInSeconds: v.optional(v.number()),
      /** The opened account's identity document (issue 17 defect 6): 'pending' until it is uploaded, then 'complete'. */
      documents: v.optional(documentsStatusSchema),
      /**
       * On the 403 refusal: the account has been handed over to the client zone already, once (issue 14 finding 6), so
       * no token is issued again; the applicant logs in to the client zone with its own details (`globalError` says so).
       */
      handedOver: v.optional(v.boolean()),
    }),
  ),
  /** docs/spec/flow/entities.md#server-response-fields "info (including 'Client Id')". */
  info: v.optional(v.looseObject({ 'Client Id': v.optional(v.string()) })),
});
