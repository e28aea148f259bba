import { LOCALES } from '@onboarding/dictionaries';
import * as v from 'valibot';
import type { Localized } from './brandSettingsPage';
import { paymentsSettingSchema } from './paymentsSetting';

export { BRAND_SETTINGS_ELEMENT_ID, localizedValue, type Localized } from './brandSettingsPage';

/**
 * Brand settings a broker sets without rebuilding (issue 16): read by the server at start-up from one JSON file per
 * brand, validated with this schema, and handed to the brand's pages (the public part only: no secret is ever in
 * here — captcha secrets and proof-of-work keys are server environment variables).
 *
 * Every link is optional: an unset link hides its control, unset contact lines are not shown, and award badges
 * appear only when configured. Nothing here has an invented default.
 */

/** An absolute http(s) URL. */
const httpUrlSchema = v.pipe(
  v.string(),
  v.trim(),
  v.url('must be an absolute URL such as https://www.broker.com/page'),
  v.check((value) => /^https?:\/\//i.test(value), 'must start with https:// (or http:// for local runs)'),
);

const LOCALIZED_KEYS = [...LOCALES, 'default'] as const;

function localizedSchema<TSchema extends v.GenericSchema<string, string>>(inner: TSchema) {
  return v.union([
    inner,
    v.pipe(
      v.record(v.picklist(LOCALIZED_KEYS, `keys must be locales (${LOCALES.join(', ')}) or "default"`), inner),
      v.check((value) => Object.keys(value).length > 0, 'give at least one locale (or "default")'),
    ),
  ]);
}

const nonEmptyText = v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'), v.maxLength(500));

/** A file beside the settings file (no path outside its directory, no hidden files). */
const relativeFileSchema = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^(?!\/)(?!.*(?:^|\/)\.)[A-Za-z0-9._/-]{1,200}$/, 'must be a file name relative to the settings file, such as documents/en/terms.pdf'),
);

/**
 * One agreement document of declarationAcceptance (docs/spec/flow/screens.md#declarationacceptance "a checkbox list of documents with a download-all link").
 * Either `url` (a page or file on the broker's site) or `file` (served by this server), per locale or for all.
 */
export const agreementDocumentSettingSchema = v.pipe(
  v.object({
    /** Stable id, also the name inside the "download all" archive. */
    id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, 'must be letters, digits, - or _ (at most 64)')),
    /** The title shown beside the checkbox. Optional for the well-known ids (TERMS, FEES, RISKS, EXECUTION, CONFLICTS, CLASSIFICATION, PRIVACY), which have translated titles. */
    title: v.optional(localizedSchema(nonEmptyText)),
    url: v.optional(localizedSchema(httpUrlSchema)),
    file: v.optional(localizedSchema(relativeFileSchema)),
    /**
     * The edition of the document (such as "2026-03"), recorded with an applicant's acceptance of the terms and the
     * privacy policy at registration (issue 18 item 7). Unset: the record names the document by its link (and, for a
     * `file`, by a SHA-256 of its content).
     */
    version: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'), v.maxLength(64, 'must be at most 64 characters'))),
  }),
  v.check((document) => (document.url === undefined) !== (document.file === undefined), 'give exactly one of "url" and "file"'),
);
export type AgreementDocumentSetting = v.InferOutput<typeof agreementDocumentSettingSchema>;

/**
 * The documents the registration box "I accept the terms of service and the privacy policy" covers (issue 18 item 7),
 * in the order the label names them: the page links them, and the server records them with the acceptance.
 */
export const REGISTRATION_TERMS_DOCUMENT_IDS = ['TERMS', 'PRIVACY'] as const;

/** An award badge of the benefits panel (docs/spec/flow/overview.md#benefits-panel-and-legal-disclaimer "award images"), shown only when configured. */
export const awardSettingSchema = v.object({
  /** What the award is, read by screen readers and shown as the image's text alternative. */
  title: localizedSchema(nonEmptyText),
  /** The image: an absolute URL, or a file beside the settings file (served by this server). */
  image: v.optional(v.union([httpUrlSchema, relativeFileSchema])),
  /** The page that confirms the award. */
  url: v.optional(httpUrlSchema),
});
export type AwardSetting = v.InferOutput<typeof awardSettingSchema>;

/** Which bot check the pages run (docs/spec/flow/calls.md). The secrets that go with a hosted one are server environment variables. */
export const captchaSettingSchema = v.variant('provider', [
  /** The default: a self-hosted proof-of-work challenge (ALTCHA), no third party. */
  v.object({ provider: v.literal('altcha') }),
  v.object({ provider: v.literal('turnstile'), siteKey: nonEmptyText }),
  v.object({ provider: v.literal('recaptcha'), siteKey: nonEmptyText }),
]);
export type CaptchaSetting = v.InferOutput<typeof captchaSettingSchema>;

/** An https origin such as https://www.broker.com (http:// only for local runs), without a path. */
const originSchema = v.pipe(
  httpUrlSchema,
  v.check((value) => new URL(value).origin === value.replace(/\/$/, ''), 'must be an origin only, such as https://www.broker.com (no path)'),
  v.transform((value) => new URL(value).origin),
);

export const brandSettingsSchema = v.strictObject({
  /**
   * Where this brand's pages live, when the two brands have hosts of their own (https://www.dm.pl and
   * https://www.broker.com): the other brand's redirects (a locale this brand does not serve, an own-language page)
   * go there. Unset: the same host as the page (one host for both brands).
   */
  origin: v.optional(originSchema),
  /**
   * The share of this broker's retail CFD accounts that lose money, in whole per cent (ESMA's warning, required of a
   * CFD provider and updated quarterly): "N% of retail investor accounts lose money when trading CFDs with this
   * provider." Unset: the warning is shown without the figure.
   */
  cfdRetailLossPercent: v.optional(v.pipe(v.number('must be a number'), v.integer('must be a whole number'), v.minValue(0), v.maxValue(100))),
  /** Where residents of non-EU countries are sent (docs/spec/flow/states.md#entry-flow). Unset: the applicant is told in the page instead. */
  nonEuPageUrl: v.optional(httpUrlSchema),
  /** The client zone's password reminder (docs/spec/flow/screens.md#newlogin newLogin). Unset: no link. */
  remindPasswordUrl: v.optional(httpUrlSchema),
  /** The table of fees and commissions (docs/spec/flow/screens.md#addressdetails addressDetails). Unset: no link. */
  feesTableUrl: v.optional(httpUrlSchema),
  /** The broker's client zone (docs/spec/flow/calls.md auto-login target). Unset: the server's CLIENT_ZONE_URL. */
  clientZoneUrl: v.optional(httpUrlSchema),
  /**
   * How an applicant reaches the broker: the denied screen says it under the reason (issue 18). Unset: not shown (and
   * production refuses to start without an e-mail address or a phone number, see the server README).
   */
  contact: v.optional(
    v.strictObject({
      email: v.optional(v.pipe(v.string(), v.trim(), v.email('must be an e-mail address'))),
      phone: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\+?[0-9 ()-]{6,24}$/, 'must be a phone number: digits, spaces, ( ) -, an optional leading +'))),
      /** When the phone line is answered, as the broker writes it ("Mon–Fri 8:00–18:00"), per locale or for all. */
      hours: v.optional(localizedSchema(nonEmptyText)),
    }),
  ),
  /** Award badges of the benefits panel. Unset or empty: none. */
  awards: v.optional(v.array(awardSettingSchema)),
  /** @default { provider: 'altcha' } */
  captcha: v.optional(captchaSettingSchema),
  /** Google Tag Manager container (docs/spec/flow/calls.md#third-party-services "a tag-manager data layer"), loaded only after consent. Unset: none. */
  tagManager: v.optional(
    v.strictObject({
      containerId: v.pipe(v.string(), v.regex(/^GTM-[A-Z0-9]{4,12}$/, 'must be a container id such as GTM-ABC1234')),
      /** @default 'https://www.googletagmanager.com/gtm.js' */
      scriptUrl: v.optional(httpUrlSchema),
    }),
  ),
  /** Product analytics and ad-attribution endpoints (docs/spec/flow/calls.md#third-party-services), used only with the matching consent. Unset: not sent. */
  analytics: v.optional(
    v.strictObject({
      productAnalyticsUrl: v.optional(httpUrlSchema),
      attributionUrl: v.optional(httpUrlSchema),
    }),
  ),
  /**
   * The first deposit on the summary (docs/spec/flow/entities.md#uploads-and-form-data isPaymentAllowed, docs/spec/flow/calls.md#payment-callbacks payment callbacks): the gateways and the amount
   * per account currency. Unset: no payment is offered; the summary leads on to account-open.
   */
  payments: v.optional(paymentsSettingSchema),
  /** The agreement documents of declarationAcceptance, in reading order. Unset: the well-known titles without links (the server's shipped settings list sample files). */
  documents: v.optional(v.pipe(v.array(agreementDocumentSettingSchema), v.minLength(1, 'list at least one document'))),
});
export type BrandSettings = v.InferOutput<typeof brandSettingsSchema>;

/** An agreement document as the page gets it: `file`s already turned into links the server serves. */
export interface PageAgreementDocument {
  id: string;
  title?: Localized;
  url: Localized;
}

/**
 * What the server puts in a brand's pages (element {@link BRAND_SETTINGS_ELEMENT_ID}): the settings with every file
 * beside the settings file turned into a URL under `/brand-files/{brand}/`, and the "download all" archive.
 */
export type PageBrandSettings = Omit<BrandSettings, 'documents' | 'origin'> & {
  documents?: PageAgreementDocument[];
  /** Each brand's origin, where configured (the `origin` setting of both brands): cross-brand redirects go there. */
  brandOrigins?: Partial<Record<'pl' | 'eu', string>>;
  /** The archive of every document in a locale: this URL with `{locale}` replaced. */
  documentsArchiveUrl?: string;
};
