import * as v from 'valibot';
import { standardResponseSchema } from '../../contract/standardResponse';
import { polishPostalCodeSchema } from './fields';
import { optionalText, parsed, problemOf, stepRequest } from './stepRequest';

/** POST form-{pl|eu}/get-postal-code-addresses (S0 §7 action GET_ADDRESS): a Polish postal code, `##-###`. */
export const postalCodeAddressesRequestSchema = stepRequest(
  { postalCode: optionalText },
  (input) => ({ postalCode: problemOf(polishPostalCodeSchema, input.postalCode) }),
  (input) => ({ postalCode: parsed(polishPostalCodeSchema, input.postalCode) }),
);

/** Town → its streets under the postal code (S0 §7 "postalCodeAddresses: map of city to list of streets"); empty when unknown. */
export const postalCodeAddressesSchema = v.record(v.string(), v.array(v.string()));

export const postalCodeAddressesResponseSchema = v.looseObject({
  ...standardResponseSchema.entries,
  postalCodeAddresses: v.optional(postalCodeAddressesSchema),
});

export type PostalCodeAddresses = v.InferOutput<typeof postalCodeAddressesSchema>;
