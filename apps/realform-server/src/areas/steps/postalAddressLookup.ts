import type { PostalCodeAddresses } from '@onboarding/realform-api';
import { POLISH_POSTAL_CODES } from './polishPostalCodes';

/**
 * Postal code → towns and streets (S0 §7 action GET_ADDRESS), behind an interface (DESIGN §4 "postal-code address
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
