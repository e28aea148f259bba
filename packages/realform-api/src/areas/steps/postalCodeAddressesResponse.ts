import * as v from 'valibot';
import { standardResponseSchema } from '../../contract/standardResponse';

// The answer on its own module: the client reads it (CALL_ROUTES) without the request's field rules.

/** Town → its streets under the postal code (docs/spec/flow/calls.md#call-table "postalCodeAddresses: map of city to list of streets"); empty when unknown. */
export const postalCodeAddressesSchema = v.record(v.string(), v.array(v.string()));

export const postalCodeAddressesResponseSchema = v.looseObject({
  ...standardResponseSchema.entries,
  postalCodeAddresses: v.optional(postalCodeAddressesSchema),
});

export type PostalCodeAddresses = v.InferOutput<typeof postalCodeAddressesSchema>;
