import { polishPostalCodeSchema } from './fields';
import { optionalText, parsed, problemOf, stepRequest } from './stepRequest';

export { postalCodeAddressesResponseSchema, postalCodeAddressesSchema } from './postalCodeAddressesResponse';
export type { PostalCodeAddresses } from './postalCodeAddressesResponse';

/** POST form-{pl|eu}/get-postal-code-addresses (docs/spec/flow/calls.md#call-table action GET_ADDRESS): a Polish postal code, `##-###`. */
export const postalCodeAddressesRequestSchema = stepRequest(
  { postalCode: optionalText },
  (input) => ({ postalCode: problemOf(polishPostalCodeSchema, input.postalCode) }),
  (input) => ({ postalCode: parsed(polishPostalCodeSchema, input.postalCode) }),
);
