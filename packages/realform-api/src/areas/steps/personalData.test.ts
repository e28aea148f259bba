import { describe, expect, it } from 'vitest';
import { personalDataProblems, personalDataRequestSchema } from './personalData';
import { COMMON_DE, COMMON_PL, errorsOf, outputOf } from './testing';

const polish = {
  ...COMMON_PL,
  firstName: 'Anna Maria',
  lastName: 'Nowak-Kowalska',
  dateOfBirth: '1990-05-27',
  citizenship: 'PL',
  documentType: 1,
  documentNumber: 'abc 123456',
  noLimitExpiryDate: false,
  documentExpirationDate: '2031-01-31',
  pesel: '90052712343',
  identificationNumber: null,
  noPesel: false,
  birthPlaceCountry: 'PL',
};

const german = {
  ...COMMON_DE,
  ...{ firstName: 'Jürgen', lastName: "O'Neill", dateOfBirth: '1985-07-15', citizenship: 'DE', documentType: 2 },
  documentNumber: 'C01X00T47',
  noLimitExpiryDate: true,
  documentExpirationDate: '',
  pesel: '',
  identificationNumber: '36574261809',
  noPesel: false,
  birthPlaceCountry: 'DE',
};

describe('personal data', () => {
  it('accepts a Polish citizen with a PESEL that matches the date of birth, normalising the document number', () => {
    expect(outputOf(personalDataRequestSchema, polish).personalData).toMatchObject({
      documentNumber: 'ABC123456',
      pesel: '90052712343',
      identificationNumber: null,
      noPesel: false,
    });
  });

  it('stores names without the spaces around them (a pasted name keeps none)', () => {
    expect(outputOf(personalDataRequestSchema, { ...polish, firstName: '  Anna ', lastName: ' Nowak-Kowalska  ' }).personalData).toMatchObject({
      firstName: 'Anna',
      lastName: 'Nowak-Kowalska',
    });
  });

  it('given a Polish citizen, requires a PESEL unless "no PESEL" is ticked', () => {
    expect(errorsOf(personalDataRequestSchema, { ...polish, pesel: '' })).toEqual({ pesel: 'pesel.required' });
    expect(errorsOf(personalDataRequestSchema, { ...polish, pesel: '', noPesel: true })).toEqual({
      identificationNumber: 'identificationNumber.required',
    });
    expect(errorsOf(personalDataRequestSchema, { ...polish, pesel: '', noPesel: true, identificationNumber: 'AB123' })).toEqual({});
  });

  it('refuses a PESEL whose date part disagrees with the date of birth', () => {
    expect(errorsOf(personalDataRequestSchema, { ...polish, dateOfBirth: '1990-05-28' })).toEqual({ pesel: 'pesel.dateOfBirthMismatch' });
  });

  it('refuses a PESEL with a wrong check digit', () => {
    expect(errorsOf(personalDataRequestSchema, { ...polish, pesel: '90052712340' })).toEqual({ pesel: 'pesel.invalid' });
  });

  it('given a non-Polish citizen, requires an identification number and clears a PESEL typed by mistake (docs/spec/flow/states.md#personal-data)', () => {
    expect(errorsOf(personalDataRequestSchema, { ...german, identificationNumber: '' })).toEqual({
      identificationNumber: 'identificationNumber.required',
    });
    expect(outputOf(personalDataRequestSchema, { ...german, pesel: '90052712343' }).personalData).toMatchObject({
      pesel: null,
      noPesel: true,
      identificationNumber: '36574261809',
    });
  });

  it('given a Greek citizen, does not validate the identification number (docs/spec/flow/validation.md#personal-data)', () => {
    const greek = { ...german, citizenship: 'GR', identificationNumber: 'ΑΒ 123456 (old)' };
    expect(errorsOf(personalDataRequestSchema, greek)).toEqual({});
    expect(errorsOf(personalDataRequestSchema, { ...german, identificationNumber: 'ΑΒ 123456 (old)' })).toEqual({
      identificationNumber: 'identificationNumber.invalid',
    });
  });

  it('given "no expiry", clears the expiry date; without it, requires a real one', () => {
    expect(outputOf(personalDataRequestSchema, { ...polish, noLimitExpiryDate: true }).personalData.documentExpirationDate).toBeNull();
    expect(errorsOf(personalDataRequestSchema, { ...polish, documentExpirationDate: '' })).toEqual({
      documentExpirationDate: 'documentExpirationDate.required',
    });
    expect(errorsOf(personalDataRequestSchema, { ...polish, documentExpirationDate: '2031-02-30' })).toEqual({
      documentExpirationDate: 'documentExpirationDate.invalid',
    });
  });

  it('before a citizenship is chosen, asks for it, not for an identification number whose field is not shown yet', () => {
    const empty = { ...german, citizenship: null, identificationNumber: '', documentNumber: '' };
    const problems = personalDataProblems(empty);
    expect(problems.citizenship).toBe('citizenship.required');
    expect(problems.identificationNumber).toBeUndefined();
    expect(problems.pesel).toBeUndefined();
    // Chosen: now it is asked for.
    expect(personalDataProblems({ ...empty, citizenship: 'DE' }).identificationNumber).toBe('identificationNumber.required');
  });

  it('reports every problem at once, each under its own field', () => {
    expect(
      errorsOf(personalDataRequestSchema, {
        ...polish,
        firstName: 'Anna3',
        lastName: '',
        dateOfBirth: '1990-13-01',
        citizenship: 'XX',
        documentType: 11,
        documentNumber: 'A',
        birthPlaceCountry: null,
      }),
    ).toEqual({
      firstName: 'firstName.invalid',
      lastName: 'lastName.required',
      dateOfBirth: 'dateOfBirth.invalid',
      citizenship: 'residenceCountry.invalid',
      documentType: 'documentType.required',
      documentNumber: 'documentNumber.invalid',
      birthPlaceCountry: 'birthPlaceCountry.required',
      // Not a Polish citizen, so an identification number instead of the PESEL.
      identificationNumber: 'identificationNumber.required',
    });
  });

  it('accepts names in any script, with hyphens and apostrophes, up to 50 characters', () => {
    expect(errorsOf(personalDataRequestSchema, { ...polish, firstName: 'Zoë', lastName: 'Łukasiewicz-D’Arc' })).toEqual({});
    expect(errorsOf(personalDataRequestSchema, { ...polish, firstName: 'A'.repeat(51) })).toEqual({ firstName: 'firstName.invalid' });
    expect(errorsOf(personalDataRequestSchema, { ...polish, firstName: '-Anna' })).toEqual({ firstName: 'firstName.invalid' });
  });

  it('gives a body of the wrong shape a field error, not a crash', () => {
    expect(errorsOf(personalDataRequestSchema, { ...polish, firstName: 42, noPesel: 'yes' })).toEqual({
      firstName: 'field.invalid',
      noPesel: 'field.invalid',
    });
    expect(errorsOf(personalDataRequestSchema, [polish])).toEqual({ '(global)': 'request.malformed' });
  });
});
