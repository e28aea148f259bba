import { useLingui } from '@lingui/react/macro';
import { TextField } from '@onboarding/form-fields';
import { useDomId } from '@repo/react-primitives';
import { useState } from 'react';
import { NoAddressFound } from './PostalAddressFields';
import { usePostalCodeLookupResult } from './usePostalCodeLookup';

const POSTAL_CODE_IN_TEXT = /\b(\d{2}-\d{3})\b/;

/** What choosing a found address fills in. */
export interface FoundAddress {
  postalCode: string;
  city: string;
  street: string;
}

/**
 * The address search of addressDetails (docs/spec/flow/screens.md#addressdetails "address search … filling postal code, city, street"), for Polish
 * addresses: the applicant types the postal code and picks one of the streets under it (the server's GET_ADDRESS
 * lookup, docs/spec/flow/calls.md#call-table); the choice fills the fields below, which stay editable. The search text itself is never sent
 * (`searchAddress` is not stored).
 */
export function AddressSearchField({ onFound }: { onFound(address: FoundAddress): void }) {
  const { t } = useLingui();
  const listId = `${useDomId()}-found`;
  const [text, setText] = useState('');
  const postalCode = POSTAL_CODE_IN_TEXT.exec(text)?.[1] ?? null;
  const lookup = usePostalCodeLookupResult('PL', postalCode);
  const addresses = lookup.addresses;
  const options = Object.entries(addresses).flatMap(([city, streets]) =>
    (streets.length > 0 ? streets : ['']).map((street) => ({
      label: street ? `${street}, ${postalCode} ${city}` : `${postalCode} ${city}`,
      address: { postalCode: postalCode ?? '', city, street },
    })),
  );

  return (
    <>
      <TextField
        id="field-searchAddress"
        name="searchAddress"
        type="search"
        autoComplete="off"
        label={t`Find your address (optional)`}
        hint={t`Type your postal code, for example 00-950, then choose your street from the list.`}
        list={options.length > 0 ? listId : undefined}
        value={text}
        onValueChange={(next) => {
          const chosen = options.find((option) => option.label === next);
          if (chosen) {
            onFound(chosen.address);
            setText('');
          } else setText(next);
        }}
      />
      {lookup.outcome === 'nothing' ? <NoAddressFound code={lookup.code} short /> : null}
      {options.length > 0 ? (
        <datalist id={listId}>
          {options.map((option) => (
            <option key={option.label} value={option.label} />
          ))}
        </datalist>
      ) : null}
    </>
  );
}
