import { describe, expect, it } from 'vitest';
import { addressRequestSchema } from './address';
import { COMMON_PL, errorsOf, outputOf } from './testing';

const home = {
  ...COMMON_PL,
  country: 'PL',
  postalCode: '00-902',
  searchAddress: 'Wiejska 4, Warszawa',
  city: 'Warszawa',
  street: 'Wiejska',
  buildingNumber: '4/6/8',
  apartmentNumber: '',
  birthPlaceCity: 'Kraków',
  birthPlaceCountry: 'PL',
  correspondenceChoice: 1,
  contactAddress: false,
};

const contact = {
  contactCountry: 'DE',
  contactPostalCode: '10115',
  contactCity: 'Berlin',
  contactStreet: 'Chausseestraße',
  contactBuildingNumber: '1',
  contactApartmentNumber: '12a',
};

describe('address', () => {
  it('accepts a Polish address, dropping the search box and the empty apartment number', () => {
    const { address } = outputOf(addressRequestSchema, home);
    expect(address).toMatchObject({ postalCode: '00-902', apartmentNumber: null, contactAddress: null });
    expect(address).not.toHaveProperty('searchAddress');
  });

  it('given Poland, wants the ##-### postal code (docs/spec/flow/validation.md#address)', () => {
    expect(errorsOf(addressRequestSchema, { ...home, postalCode: '00902' })).toEqual({ postalCode: 'postalCode.invalidPl' });
  });

  it('given another country, takes 2–10 letters, digits, spaces or hyphens', () => {
    expect(errorsOf(addressRequestSchema, { ...home, country: 'GB', postalCode: 'SW1A 1AA' })).toEqual({});
    expect(errorsOf(addressRequestSchema, { ...home, country: 'GB', postalCode: 'SW1A_1AA' })).toEqual({ postalCode: 'postalCode.invalid' });
  });

  it("given a country whose postal codes have a known format, refuses a code outside it and stores the code as the post writes it", () => {
    // A German code is five digits: 'ABCDE' passed the generic rule and reached the back office (found by an exploratory pass).
    expect(errorsOf(addressRequestSchema, { ...home, country: 'DE', postalCode: 'ABCDE' })).toEqual({ postalCode: 'postalCode.invalidForCountry' });
    expect(errorsOf(addressRequestSchema, { ...home, country: 'DE', postalCode: '1011' })).toEqual({ postalCode: 'postalCode.invalidForCountry' });
    expect(errorsOf(addressRequestSchema, { ...home, country: 'UA', postalCode: '01001' })).toEqual({});
    // Letters in any case, inner spaces as typed once: a Dutch code typed in lower case is stored in capitals.
    expect(outputOf(addressRequestSchema, { ...home, country: 'NL', postalCode: ' 1012  js ' }).address.postalCode).toBe('1012 JS');
    expect(errorsOf(addressRequestSchema, { ...home, country: 'GB', postalCode: 'sw1a 1aa' })).toEqual({});
    // The correspondence address follows its own country.
    expect(errorsOf(addressRequestSchema, { ...home, contactAddress: true, ...contact, contactPostalCode: '1234' })).toEqual({
      contactPostalCode: 'postalCode.invalidForCountry',
    });
  });

  it('given a country with no known postal-code format, keeps the generic rule', () => {
    // Malta's codes are letters and digits; for a country the list has no format for (Hong Kong), anything plausible.
    expect(errorsOf(addressRequestSchema, { ...home, country: 'MT', postalCode: 'VLT 1117' })).toEqual({});
    expect(errorsOf(addressRequestSchema, { ...home, country: 'HK', postalCode: 'KLN 12' })).toEqual({});
  });

  it('given a different correspondence address, requires its fields (docs/spec/flow/validation.md#address)', () => {
    expect(errorsOf(addressRequestSchema, { ...home, contactAddress: true })).toEqual({
      contactCountry: 'contactCountry.required',
      contactPostalCode: 'postalCode.required',
      contactCity: 'city.required',
      contactStreet: 'street.required',
      contactBuildingNumber: 'buildingNumber.required',
    });
    expect(outputOf(addressRequestSchema, { ...home, contactAddress: true, ...contact }).address.contactAddress).toEqual({
      country: 'DE',
      postalCode: '10115',
      city: 'Berlin',
      street: 'Chausseestraße',
      buildingNumber: '1',
      apartmentNumber: '12a',
    });
  });

  it('given no different correspondence address, clears the contact fields (docs/spec/flow/states.md#address)', () => {
    expect(outputOf(addressRequestSchema, { ...home, ...contact, contactPostalCode: 'rubbish!' }).address.contactAddress).toBeNull();
  });

  it('requires the home address, the birth place and the correspondence method', () => {
    expect(errorsOf(addressRequestSchema, { ...COMMON_PL })).toEqual({
      country: 'residenceCountry.required',
      postalCode: 'postalCode.required',
      city: 'city.required',
      street: 'street.required',
      buildingNumber: 'buildingNumber.required',
      birthPlaceCity: 'birthPlaceCity.required',
      birthPlaceCountry: 'birthPlaceCountry.required',
      correspondenceChoice: 'correspondenceChoice.required',
    });
  });

  it('refuses characters docs/spec/flow/validation.md#keyboard-filters keyboard filters block', () => {
    expect(errorsOf(addressRequestSchema, { ...home, street: 'Wiejska*', city: 'Warszawa+' })).toEqual({
      street: 'street.invalid',
      city: 'city.invalid',
    });
  });
});
