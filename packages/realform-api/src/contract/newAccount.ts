import * as v from 'valibot';
import { emailSchema } from '../rules/email';
import { passwordSchema } from '../rules/password';
import { residenceCountrySchema } from '../rules/residenceCountry';
import { commonRequestSchema } from './common';
import { requestObject } from './requestObject';
import { pure } from '../pure';

// Tracking values are short identifiers; the bounds only stop abuse of the stored JSON.
const TRACKING_VALUE_MAX_LENGTH = 512;
const TRACKING_MAX_KEYS = 32;

const trackingString = v.pipe(v.string(), v.maxLength(TRACKING_VALUE_MAX_LENGTH));

/** The registration step's fields (docs/spec/flow/entities.md#registration "Registration", docs/spec/flow/calls.md#step-calls new-account extras). */
export const newAccountFieldsSchema = v.object({
  residenceConfirm: v.boolean('field.required'),
  residenceCountry: residenceCountrySchema,
  chooseLanguage: v.boolean('field.required'),
  email: emailSchema,
  confirmEmail: v.pipe(v.string('confirmEmail.required'), v.trim(), v.nonEmpty('confirmEmail.required')),
  password: passwordSchema,
  /**
   * The registration checkbox "I accept the terms of service and the privacy policy" (docs/spec/flow/entities.md#registration sends it as
   * `marketingAgreement`; issue 18 item 7: it is acceptance of the terms, so it has a name of its own). docs/spec/flow/validation.md#registration: Next
   * needs it ticked. The server stores when it was given and which documents it covered.
   */
  termsAccepted: v.literal(true, 'terms.required'),
  /**
   * Consent to marketing: a separate, optional box, unticked until the applicant ticks it, stored as given.
   * @default false
   */
  marketingAgreement: v.optional(v.boolean('field.invalid'), false),
  recaptchaToken: v.pipe(v.string('captcha.required'), v.nonEmpty('captcha.required'), v.maxLength(4096, 'captcha.failed')),
  /** docs/spec/flow/calls.md#new-account-extras: "the tracking cookie contents" (ad parameters of docs/spec/flow/entities.md#local-storage-and-cookies "tmsc"). */
  tmsc: v.optional(
    v.pipe(v.record(v.string(), trackingString), v.check((tmsc) => Object.keys(tmsc).length <= TRACKING_MAX_KEYS)),
  ),
  session_count: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  session_id: v.optional(trackingString),
  client_id: v.optional(trackingString),
  /** docs/spec/flow/routes.md#query-parameters: the `from` query parameter of the entry URL, kept as the source. */
  source: v.optional(trackingString),
});

/** What the flow passes to `client.newAccount()`; the client adds token, languageCode, branchCode and brand. */
export type NewAccountInput = v.InferInput<typeof newAccountFieldsSchema>;

/** POST form-{pl|eu}/new-account. docs/spec/flow/validation.md#e-mail: confirm e-mail must equal e-mail (letter case aside). */
export const newAccountRequestSchema = v.pipe(
  pure(() => requestObject({ ...commonRequestSchema.entries, ...newAccountFieldsSchema.entries })),
  v.forward(
    v.partialCheck(
      [['email'], ['confirmEmail']],
      (input) => input.email.toLowerCase() === input.confirmEmail.toLowerCase(),
      'confirmEmail.mismatch',
    ),
    ['confirmEmail'],
  ),
);

export type NewAccountRequest = v.InferOutput<typeof newAccountRequestSchema>;
