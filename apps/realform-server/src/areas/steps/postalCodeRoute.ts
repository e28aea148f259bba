import type { StepsDeps } from './stepsApp';
import { stepRoute } from '../../http/stepRoute';
import type { PostalAddressLookup } from './postalAddressLookup';

/**
 * POST form-{pl|eu}/get-postal-code-addresses (docs/spec/flow/calls.md#call-table action GET_ADDRESS): at any step of a signed-in applicant;
 * an unknown code is a success with an empty map (the applicant types the address). A failing provider is only
 * logged and also answers an empty map (docs/spec/flow/errors.md#logged-only: "Address lookup failure … only logged").
 */
export function postalCodeRoute(deps: StepsDeps, lookup: PostalAddressLookup) {
  return stepRoute(deps, 'getPostalCodeAddresses', {
    from: 'any',
    handle: async ({ input }) => {
      try {
        return { extra: { postalCodeAddresses: await lookup.lookup(input.postalCode) } };
      } catch (error) {
        deps.logger.warn('postal code lookup failed', { error });
        return { extra: { postalCodeAddresses: {} } };
      }
    },
  });
}
