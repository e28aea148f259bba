import type { Locale } from '@onboarding/dictionaries';
import { LOCALES } from '@onboarding/dictionaries';
import * as v from 'valibot';
import { brandSchema } from './brands';
import { pure } from '../pure';

/** Longest session token the server accepts; ours are 43 characters (256 bits, base64url). */
export const TOKEN_MAX_LENGTH = 256;

/**
 * The fields every form call carries (docs/spec/flow/calls.md): the session token, the locale, the branch code and the brand.
 * Problems here are not the applicant's to fix, so they all map to the global `request.malformed` message.
 */
export const commonRequestSchema = v.object(
  {
    token: v.pipe(
      v.string('request.malformed'),
      v.nonEmpty('request.malformed'),
      v.maxLength(TOKEN_MAX_LENGTH, 'request.malformed'),
    ),
    languageCode: v.picklist(LOCALES, 'request.malformed'),
    branchCode: v.pipe(v.string('request.malformed'), v.nonEmpty('request.malformed'), v.maxLength(8, 'request.malformed')),
    brand: brandSchema,
  },
  'request.malformed',
);

export type CommonRequest = v.InferOutput<typeof commonRequestSchema>;

/** The field names of {@link commonRequestSchema}: errors on them are global, never shown under a field. */
export const COMMON_REQUEST_FIELDS = pure(() => Object.keys(commonRequestSchema.entries) as readonly (keyof CommonRequest)[]);

/** docs/spec/flow/calls.md#transport: "branchCode (EU for English)"; otherwise the locale upper-cased ('PL', 'UA', 'CZ'). */
export function branchCodeFor(locale: Locale): string {
  return locale === 'en' ? 'EU' : locale.toUpperCase();
}

export type FormVersion = 'pl' | 'eu';

/** docs/spec/flow/calls.md#transport: the form base path is form-pl for the Polish locale, form-eu for every other locale. */
export function formVersionFor(locale: Locale): FormVersion {
  return locale === 'pl' ? 'pl' : 'eu';
}

/** The request schema of a call: the step's own fields plus token, languageCode, branchCode and brand (docs/spec/flow/calls.md#transport). */
// Pure: lets bundles that never read a schema built with it drop that schema (the client, docs/architecture.md#the-front-end).
/* @__NO_SIDE_EFFECTS__ */
export function withCommonFields<const TEntries extends v.ObjectEntries>(fields: v.ObjectSchema<TEntries, undefined>) {
  return v.object({ ...commonRequestSchema.entries, ...fields.entries }, 'request.malformed');
}
