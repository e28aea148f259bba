import type { CorrespondenceMethod, CountryCode } from '@onboarding/dictionaries';
import * as v from 'valibot';
import {
  addressCountrySchema,
  apartmentNumberSchema,
  birthPlaceCitySchema,
  birthPlaceCountrySchema,
  buildingNumberSchema,
  citySchema,
  contactCountrySchema,
  correspondenceChoiceSchema,
  postalCodeSchemaFor,
  streetSchema,
} from './fields';
import type { MessageKey } from '../../messages';
import type { FieldProblems } from './stepRequest';
import { optionalFlag, optionalNumber, optionalText, parsed, problemOf, stepRequest } from './stepRequest';
import { pure } from '../../pure';

/** The address step's fields as the form sends them (docs/spec/flow/entities.md#address "Address"). */
export const addressFieldsSchema = v.object({
  country: optionalText,
  postalCode: optionalText,
  /** The address-search box: only a way to fill the other fields, never stored. */
  searchAddress: optionalText,
  city: optionalText,
  street: optionalText,
  buildingNumber: optionalText,
  apartmentNumber: optionalText,
  birthPlaceCity: optionalText,
  birthPlaceCountry: optionalText,
  /** 1 e-mail, 2 post (docs/spec/flow/entities.md#personal-data). */
  correspondenceChoice: optionalNumber,
  /** A different correspondence address (docs/spec/flow/screens.md#addressdetails). */
  contactAddress: optionalFlag,
  contactCountry: optionalText,
  contactPostalCode: optionalText,
  contactCity: optionalText,
  contactStreet: optionalText,
  contactBuildingNumber: optionalText,
  contactApartmentNumber: optionalText,
});

export type AddressInput = v.InferInput<typeof addressFieldsSchema>;

export interface PostalAddress {
  country: CountryCode;
  postalCode: string;
  city: string;
  street: string;
  buildingNumber: string;
  apartmentNumber: string | null;
}

/** The address as stored. */
export interface Address extends PostalAddress {
  birthPlaceCity: string;
  birthPlaceCountry: CountryCode;
  correspondenceChoice: CorrespondenceMethod;
  /** The different correspondence address, or null (docs/spec/flow/states.md#address: unticking clears every contact field). */
  contactAddress: PostalAddress | null;
}

type Fields = v.InferOutput<typeof addressFieldsSchema>;

const blank = (value: string | null | undefined) => value == null || value.trim() === '';

/** docs/spec/flow/validation.md#address address rules: the home address and birth place always; the contact fields when `contactAddress` is ticked. */
export function addressProblems(input: Fields): FieldProblems {
  const problems: FieldProblems = {
    country: problemOf(addressCountrySchema, input.country),
    postalCode: problemOf(postalCodeSchemaFor(input.country), input.postalCode),
    city: problemOf(citySchema, input.city),
    street: problemOf(streetSchema, input.street),
    buildingNumber: problemOf(buildingNumberSchema, input.buildingNumber),
    apartmentNumber: blank(input.apartmentNumber) ? undefined : problemOf(apartmentNumberSchema, input.apartmentNumber),
    birthPlaceCity: problemOf(birthPlaceCitySchema, input.birthPlaceCity),
    birthPlaceCountry: problemOf(birthPlaceCountrySchema, input.birthPlaceCountry),
    correspondenceChoice: problemOf(correspondenceChoiceSchema, input.correspondenceChoice),
  };
  if (input.contactAddress === true) {
    Object.assign(problems, {
      contactCountry: problemOf(contactCountrySchema, input.contactCountry),
      contactPostalCode: problemOf(postalCodeSchemaFor(input.contactCountry), input.contactPostalCode),
      contactCity: problemOf(citySchema, input.contactCity),
      contactStreet: problemOf(streetSchema, input.contactStreet),
      contactBuildingNumber: problemOf(buildingNumberSchema, input.contactBuildingNumber),
      contactApartmentNumber: blank(input.contactApartmentNumber) ? undefined : problemOf(apartmentNumberSchema, input.contactApartmentNumber),
    } satisfies FieldProblems);
  }
  return problems;
}

/**
 * What is wrong with a postal code for a country, by the step's own rule — the one the validate call cannot apply,
 * since it judges a field alone (docs/spec/flow/validation.md#field-validation-on-blur): Poland's ##-###, another
 * country's known format. Undefined when the code fits.
 */
export function postalCodeProblem(country: string | null | undefined, postalCode: string | null | undefined): MessageKey | undefined {
  return problemOf(postalCodeSchemaFor(country), postalCode);
}

export function normalizeAddress(input: Fields): Address {
  const optional = (value: string | null | undefined) => (blank(value) ? null : parsed(apartmentNumberSchema, value));
  return {
    country: parsed(addressCountrySchema, input.country),
    postalCode: parsed(postalCodeSchemaFor(input.country), input.postalCode),
    city: parsed(citySchema, input.city),
    street: parsed(streetSchema, input.street),
    buildingNumber: parsed(buildingNumberSchema, input.buildingNumber),
    apartmentNumber: optional(input.apartmentNumber),
    birthPlaceCity: parsed(birthPlaceCitySchema, input.birthPlaceCity),
    birthPlaceCountry: parsed(birthPlaceCountrySchema, input.birthPlaceCountry),
    correspondenceChoice: parsed(correspondenceChoiceSchema, input.correspondenceChoice),
    contactAddress:
      input.contactAddress === true
        ? {
            country: parsed(contactCountrySchema, input.contactCountry),
            postalCode: parsed(postalCodeSchemaFor(input.contactCountry), input.contactPostalCode),
            city: parsed(citySchema, input.contactCity),
            street: parsed(streetSchema, input.contactStreet),
            buildingNumber: parsed(buildingNumberSchema, input.contactBuildingNumber),
            apartmentNumber: optional(input.contactApartmentNumber),
          }
        : null,
  };
}

/** POST form-{pl|eu}/address-details (docs/spec/flow/calls.md#named-actions action ADDRESS_DETAILS). */
export const addressRequestSchema = pure(() =>
  stepRequest(addressFieldsSchema.entries, addressProblems, (input) => ({ address: normalizeAddress(input) })),
);
