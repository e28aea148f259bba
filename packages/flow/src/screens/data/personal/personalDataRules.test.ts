import { describe, expect, it } from 'vitest';
import { editPersonalData, hasAnyValue, showsIdentificationNumber, showsPesel } from './personalDataRules';

describe('personal-data state changes (docs/spec/flow/states.md#personal-data "Personal data")', () => {
  it("ticking 'no expiry' clears the expiry date", () => {
    expect(editPersonalData({ documentExpirationDate: '2030-01-31' }, { noLimitExpiryDate: true })).toMatchObject({
      noLimitExpiryDate: true,
      documentExpirationDate: '',
    });
  });

  it('given a non-Polish citizen, entering an identification number sets noPesel and clears the PESEL', () => {
    expect(editPersonalData({ citizenship: 'DE', pesel: '90052712343' }, { identificationNumber: '36574261809' })).toMatchObject({
      pesel: '',
      noPesel: true,
      identificationNumber: '36574261809',
    });
  });

  it('a PESEL entered with non-Polish citizenship is cleared, also when the citizenship changes away from Polish', () => {
    expect(editPersonalData({ citizenship: 'CZ' }, { pesel: '90052712343' }).pesel).toBe('');
    expect(editPersonalData({ citizenship: 'PL', pesel: '90052712343' }, { citizenship: 'LT' }).pesel).toBe('');
  });

  it('given a Polish citizen, entering a PESEL clears the identification number', () => {
    expect(editPersonalData({ citizenship: 'PL', identificationNumber: 'AB123', noPesel: true }, { pesel: '9' })).toMatchObject({
      pesel: '9',
      identificationNumber: '',
      noPesel: false,
    });
  });

  it('becoming a Polish citizen asks for the PESEL again', () => {
    const next = editPersonalData({ citizenship: 'DE', identificationNumber: 'X1', noPesel: true }, { citizenship: 'PL' });
    expect(showsPesel(next)).toBe(true);
    expect(showsIdentificationNumber(next)).toBe(false);
  });

  it("a Polish citizen ticking 'no PESEL' gets the identification number field instead", () => {
    const next = editPersonalData({ citizenship: 'PL', pesel: '90052712343' }, { noPesel: true });
    expect(next.pesel).toBe('');
    expect(showsPesel(next)).toBe(false);
    expect(showsIdentificationNumber(next)).toBe(true);
  });

  it('knows when there is anything to review', () => {
    expect(hasAnyValue(null)).toBe(false);
    expect(hasAnyValue({ noLimitExpiryDate: false, firstName: '' })).toBe(false);
    expect(hasAnyValue({ firstName: 'Jan' })).toBe(true);
  });
});
