import type { PostalCodeAddresses } from '@onboarding/realform-api';
import { useEffect, useRef, useState } from 'react';
import { useFlow } from '../../../api/FlowContext';
import { POLISH_POSTAL_CODE_LENGTH } from '../../../constants';

const POLISH_POSTAL_CODE = /^\d{2}-\d{3}$/;

/** Whether a postal code is complete enough to look up (docs/spec/flow/validation.md#address: Poland, `##-###`, at 6 characters). */
export function isLookupPostalCode(country: string | null | undefined, postalCode: string | null | undefined): postalCode is string {
  return country === 'PL' && postalCode?.length === POLISH_POSTAL_CODE_LENGTH && POLISH_POSTAL_CODE.test(postalCode);
}

/**
 * The towns and streets under a Polish postal code (docs/spec/flow/validation.md#address: "reaching 6 characters triggers a city and street
 * lookup", docs/spec/flow/calls.md#call-table GET_ADDRESS). An answer for a code the applicant has since changed is dropped; a failed lookup
 * is only logged (docs/spec/flow/errors.md) and leaves the fields to be typed.
 */
export function usePostalCodeLookup(country: string | null | undefined, postalCode: string | null | undefined): PostalCodeAddresses {
  return usePostalCodeLookupResult(country, postalCode).addresses;
}

/** What a lookup found: `nothing` is a code the server knows no address under (the applicant is told, issue 18). */
export interface PostalCodeLookupResult {
  addresses: PostalCodeAddresses;
  /** `pending` until the answer for this code is in (or when there is nothing to look up, or the lookup failed). */
  outcome: 'pending' | 'found' | 'nothing';
  /** The code looked up. */
  code: string | null;
}

/** {@link usePostalCodeLookup} with whether anything was found. */
export function usePostalCodeLookupResult(country: string | null | undefined, postalCode: string | null | undefined): PostalCodeLookupResult {
  const { client } = useFlow();
  const [found, setFound] = useState<{ code: string; addresses: PostalCodeAddresses } | null>(null);
  const latest = useRef<string | null>(null);
  const code = isLookupPostalCode(country, postalCode) ? postalCode : null;

  useEffect(() => {
    latest.current = code;
    if (code === null || found?.code === code) return;
    client.call('getPostalCodeAddresses', { postalCode: code }).then(
      (response) => {
        if (latest.current === code) setFound({ code, addresses: response.postalCodeAddresses ?? {} });
      },
      (error: unknown) => console.warn('Postal code lookup failed', error),
    );
    // `found` is read only to skip a repeated lookup of the same code.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, code]);

  if (code === null || found?.code !== code) return { addresses: {}, outcome: 'pending', code };
  return { addresses: found.addresses, outcome: Object.keys(found.addresses).length > 0 ? 'found' : 'nothing', code };
}
