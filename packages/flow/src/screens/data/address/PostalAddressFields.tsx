import { useLingui } from '@lingui/react/macro';
import { postalCodeProblem, translateMessage } from '@onboarding/realform-api';
import type { CountryOption } from '@onboarding/dictionaries';
import { CountrySelect, TextField } from '@onboarding/form-fields';
import type { AddressInput } from '@onboarding/realform-api';
import { useDomId } from '@repo/react-primitives';
import { useEffect, useState } from 'react';
import { useFieldErrorsStore } from '../../../stores/fieldErrorsStore';
import { useValidateOnBlur } from '../../../validation/useValidateOnBlur';
import { postalCodeExample } from './postalCodeExample';
import { usePostalCodeLookupResult } from './usePostalCodeLookup';

/** The fields of one postal address: the home address (no prefix) or the correspondence address (`contact`). */
export type AddressPart = 'country' | 'postalCode' | 'city' | 'street' | 'buildingNumber' | 'apartmentNumber';

export function addressFieldName(prefix: '' | 'contact', part: AddressPart): keyof AddressInput {
  return (prefix === '' ? part : `contact${part[0]!.toUpperCase()}${part.slice(1)}`) as keyof AddressInput;
}

/**
 * Country, postal code, town, street, building and flat of one address (docs/spec/flow/entities.md#address "Address"). For Poland the postal
 * code is `##-###`, and once complete the towns and streets under it are offered as suggestions (docs/spec/flow/validation.md#address); a single
 * town is filled in. The street field accepts the street characters of docs/spec/flow/validation.md#address.
 */
export function PostalAddressFields({
  prefix,
  values,
  countries,
  onEdit,
}: {
  prefix: '' | 'contact';
  values: AddressInput;
  countries: readonly CountryOption[];
  onEdit(patch: Partial<AddressInput>): void;
}) {
  const { t, i18n } = useLingui();
  const errors = useFieldErrorsStore((s) => s.errors);
  const setFieldError = useFieldErrorsStore((s) => s.setField);
  const { validate, clear } = useValidateOnBlur();
  const listId = useDomId();
  const name = (part: AddressPart) => addressFieldName(prefix, part);
  const value = (part: AddressPart) => (values[name(part)] as string | null | undefined) ?? '';
  const country = value('country') || null;
  const polish = country === 'PL';
  const lookup = usePostalCodeLookupResult(country, value('postalCode'));
  const addresses = lookup.addresses;
  const towns = Object.keys(addresses);
  const streets = addresses[value('city')] ?? (towns.length === 1 ? addresses[towns[0]!] : undefined) ?? [];

  // The chosen country's example postal code, for the hint (Poland's is the step's own): loaded with the country.
  const [example, setExample] = useState<{ country: string; code: string | undefined }>();
  useEffect(() => {
    if (!country || polish) return;
    let current = true;
    postalCodeExample(country).then(
      (code) => {
        if (current) setExample({ country, code });
      },
      // Without the data the field simply has no hint.
      (error: unknown) => console.warn('Postal code examples could not be loaded', error),
    );
    return () => {
      current = false;
    };
  }, [country, polish]);
  const exampleCode = example?.country === country ? example.code : undefined;

  useEffect(() => {
    // One town under the code: fill it in, unless the applicant typed one already.
    if (towns.length === 1 && value('city') === '') onEdit({ [name('city')]: towns[0] });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [towns.join('|')]);

  const edit = (part: AddressPart, next: string | null) => {
    clear(name(part));
    onEdit({ [name(part)]: next });
  };
  const blur = (part: AddressPart) => () => {
    // An untouched field says nothing as it is left; one of only spaces is judged (as empty).
    if (value(part) !== '') void validate(name(part), value(part).trim());
  };

  return (
    <>
      <CountrySelect
        id={`field-${name('country')}`}
        name={name('country')}
        label={prefix === '' ? t`Country of residence` : t`Country`}
        hint={t`Type the first letters of the country's name.`}
        options={countries}
        value={country}
        error={errors[name('country')]}
        onValueChange={(code) => {
          edit('country', code);
          if (code) void validate(name('country'), code);
        }}
      />
      <TextField
        id={`field-${name('postalCode')}`}
        name={name('postalCode')}
        autoComplete={prefix === '' ? 'postal-code' : 'off'}
        label={t`Postal code`}
        hint={polish ? t`For example, 00-950.` : exampleCode ? t`For example, ${exampleCode}.` : undefined}
        maxLength={polish ? 6 : 10}
        inputMode={polish ? 'numeric' : undefined}
        value={value('postalCode')}
        error={errors[name('postalCode')]}
        onValueChange={(next) => edit('postalCode', polish ? polishPostalCode(next) : next)}
        onBlur={
          country
            ? () => {
                // The validate call knows no country: the country's own format (Poland's ##-###, docs/spec/flow/validation.md#field-validation-on-blur,
                // or another country's) is checked here at once, by the step's rule.
                const code = value('postalCode');
                const problem = code === '' ? undefined : postalCodeProblem(country, code.trim());
                if (problem) setFieldError(name('postalCode'), translateMessage(i18n, problem));
              }
            : blur('postalCode')
        }
      />
      {lookup.outcome === 'nothing' ? <NoAddressFound code={lookup.code} /> : null}
      <TextField
        id={`field-${name('city')}`}
        name={name('city')}
        autoComplete={prefix === '' ? 'address-level2' : 'off'}
        label={t`Town or city`}
        list={towns.length > 1 ? `${listId}-towns` : undefined}
        value={value('city')}
        error={errors[name('city')]}
        onValueChange={(next) => edit('city', next)}
        onBlur={blur('city')}
      />
      {towns.length > 1 ? (
        <datalist id={`${listId}-towns`}>
          {towns.map((town) => (
            <option key={town} value={town} />
          ))}
        </datalist>
      ) : null}
      <TextField
        id={`field-${name('street')}`}
        name={name('street')}
        filter="street"
        autoComplete={prefix === '' ? 'address-line1' : 'off'}
        label={t`Street`}
        hint={streets.length > 0 ? t`Start typing to choose a street under this postal code.` : undefined}
        list={streets.length > 0 ? `${listId}-streets` : undefined}
        value={value('street')}
        error={errors[name('street')]}
        onValueChange={(next) => edit('street', next)}
        onBlur={blur('street')}
      />
      {streets.length > 0 ? (
        <datalist id={`${listId}-streets`}>
          {streets.map((street) => (
            <option key={street} value={street} />
          ))}
        </datalist>
      ) : null}
      <div className="onb-row">
        <TextField
          id={`field-${name('buildingNumber')}`}
          name={name('buildingNumber')}
          autoComplete="off"
          label={t`Building number`}
          value={value('buildingNumber')}
          error={errors[name('buildingNumber')]}
          onValueChange={(next) => edit('buildingNumber', next)}
          onBlur={blur('buildingNumber')}
        />
        <TextField
          id={`field-${name('apartmentNumber')}`}
          name={name('apartmentNumber')}
          autoComplete="off"
          label={t`Flat number (optional)`}
          value={value('apartmentNumber')}
          error={errors[name('apartmentNumber')]}
          onValueChange={(next) => edit('apartmentNumber', next)}
          onBlur={blur('apartmentNumber')}
        />
      </div>
    </>
  );
}

/** docs/spec/flow/validation.md#address "##-###": digits only, the hyphen put in after the second digit as the applicant types. */
export function polishPostalCode(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 5);
  return digits.length > 2 ? `${digits.slice(0, 2)}-${digits.slice(2)}` : digits;
}

/** A postal code the lookup knows no address under: say so, and what to do (issue 18), politely announced. */
export function NoAddressFound({ code, short = false }: { code: string | null; short?: boolean }) {
  const { t } = useLingui();
  return (
    <p className="onb-aside" role="status">
      {short
        ? t`We found no address under ${code}.`
        : t`We found no address under ${code}. Check the code, or type your town and street yourself.`}
    </p>
  );
}
