import type { PostalCodeAddresses } from '@onboarding/realform-api';
import { POLISH_POSTAL_CODES } from './polishPostalCodes';

/**
 * Postal code → towns and streets (docs/spec/flow/calls.md#call-table action GET_ADDRESS), behind an interface (docs/security.md#one-time-codes "postal-code address
 * lookup (local: a bundled dataset)"). Production slot: a provider over Poczta Polska's PNA register.
 */
export interface PostalAddressLookup {
  /** Town → its streets for a `##-###` code; empty when the code is unknown. */
  lookup(postalCode: string): Promise<PostalCodeAddresses>;
}

/** The bundled dataset ({@link POLISH_POSTAL_CODES}). */
export function localPostalAddressLookup(): PostalAddressLookup {
  return {
    async lookup(postalCode) {
      const towns = POLISH_POSTAL_CODES[postalCode];
      if (!towns) return {};
      return Object.fromEntries(Object.entries(towns).map(([town, streets]) => [town, [...streets]]));
    },
  };
}
