import * as v from 'valibot';
import { commonRequestSchema } from '../../contract/common';
import { requestObject } from '../../contract/requestObject';
import { standardResponseSchema } from '../../contract/standardResponse';
import { pure } from '../../pure';

/** POST form-{pl|eu}/get-dictionaries-list: "not stated beyond token" (docs/spec/flow/calls.md#transport) — the common fields only. */
export const dictionariesListRequestSchema = pure(() => requestObject({ ...commonRequestSchema.entries }));

export const taxOfficeOptionSchema = v.object({ id: v.number(), code: v.string(), name: v.string(), city: v.string() });
/** A country with its name in the request's language. */
export const countryOptionSchema = v.object({ code: v.string(), name: v.string() });
export const phonePrefixOptionSchema = v.object({ country: v.string(), prefix: v.string(), name: v.string() });
export const paymentGatewayOptionSchema = v.object({ id: v.number() });

/**
 * The dictionaries of docs/spec/flow/entities.md#dictionaries ("Dictionaries loaded at start"), beside the standard fields. Country lists are in
 * the docs/spec/flow/entities.md#dictionaries order (own country, EU, the rest) with names in the request's `languageCode`. Every list is optional
 * so an error answer (a restart) still parses.
 */
export const dictionariesListResponseSchema = v.looseObject({
  ...standardResponseSchema.entries,
  /** Polish tax offices; `id` is what `polandTaxOfficeId` carries. */
  taxOfficeList: v.optional(v.array(taxOfficeOptionSchema)),
  citizenship: v.optional(v.array(countryOptionSchema)),
  /** Every country: home, birth, correspondence and tax-residence selects. */
  countries: v.optional(v.array(countryOptionSchema)),
  phonePrefixesList: v.optional(v.array(phonePrefixOptionSchema)),
  /** The EU list of docs/spec/flow/constants.md#countries. */
  europeanCountries: v.optional(v.array(countryOptionSchema)),
  paymentGateways: v.optional(v.array(paymentGatewayOptionSchema)),
  /** Countries without the "no TIN" checkbox (docs/spec/flow/validation.md#tax-residence "configured TIN list"). */
  tinCountries: v.optional(v.array(v.string())),
});

export type DictionariesList = v.InferOutput<typeof dictionariesListResponseSchema>;
