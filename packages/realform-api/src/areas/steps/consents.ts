import type { Consent } from '@onboarding/dictionaries';
import type { Brand } from '../../contract/brands';

/**
 * The consent list each brand shows on the declarations step (docs/spec/flow/entities.md#server-response-fields "dataContent (including consents)", docs/spec/flow/validation.md#declarations).
 * The flow spec does not say which brand shows which; chosen here: both brands sell products that need a key information
 * document under the EU PRIIPs rules, so both ask for RECEIVED_KID; the Polish brand also asks the two risk
 * confirmations the Polish regulator (KNF) expects before leveraged products are sold to retail clients.
 */
export const BRAND_CONSENTS: Readonly<Record<Brand, readonly Consent[]>> = {
  pl: ['RECEIVED_KID', 'UNDERSTOOD_FEATURES_AND_RISKS', 'AWARE_OF_LOSS_AND_CREDIT_RISKS'],
  eu: ['RECEIVED_KID'],
};

/** The consents the declarations step shows and requires for a brand. */
export function consentsFor(brand: Brand): readonly Consent[] {
  return BRAND_CONSENTS[brand];
}
