import { describe, expect, it } from 'vitest';
import { addResidence, editResidence, openPrefixes, removeResidence, residenceValues, taxResidenceFlagFor } from './taxResidenceRules';

describe('tax residences (docs/spec/flow/states.md#tax-residence "Tax residence")', () => {
  it('the add link opens the second residence, then the third; never more', () => {
    const once = addResidence({});
    expect(openPrefixes(once)).toEqual(['first', 'second']);
    const twice = addResidence(once);
    expect(openPrefixes(twice)).toEqual(['first', 'second', 'third']);
    expect(openPrefixes({ addThirdTaxCountry: true })).toEqual(['first']);
  });

  it("closing a residence removes that residence's data", () => {
    const input = { addSecondTaxCountry: true, secondTaxCountry: 'DE', secondTinNumber: '123' };
    const closed = removeResidence(input, 'second');
    expect(closed.addSecondTaxCountry).toBe(false);
    expect(residenceValues(closed, 'second')).toMatchObject({ TaxCountry: null, TinNumber: null });
  });

  it('closing the second while the third is open moves the third up', () => {
    const input = { addSecondTaxCountry: true, addThirdTaxCountry: true, secondTaxCountry: 'DE', thirdTaxCountry: 'FR', thirdTinNumber: '3023217600053' };
    const closed = removeResidence(input, 'second');
    expect(openPrefixes(closed)).toEqual(['first', 'second']);
    expect(residenceValues(closed, 'second')).toMatchObject({ TaxCountry: 'FR', TinNumber: '3023217600053' });
    expect(residenceValues(closed, 'third').TaxCountry).toBeNull();
  });

  it("ticking 'no TIN' clears the TIN; a reason other than 'other' clears the free text", () => {
    const withTin = { firstTaxCountry: 'FR', firstTinNumber: '123' };
    const noTin = editResidence(withTin, 'first', { NoTinNumber: true });
    expect(residenceValues(noTin, 'first')).toMatchObject({ NoTinNumber: true, TinNumber: '', EmptyTinNumber: true });
    const other = editResidence(noTin, 'first', { NoTinNumberReason: 3, NoTinNumberOtherReason: 'Student' });
    expect(residenceValues(other, 'first').NoTinNumberOtherReason).toBe('Student');
    expect(residenceValues(editResidence(other, 'first', { NoTinNumberReason: 1 }), 'first').NoTinNumberOtherReason).toBe('');
  });

  it('a new country starts the identification afresh', () => {
    const input = { firstTaxCountry: 'FR', firstTinNumber: '123', firstNoTinNumber: false };
    expect(residenceValues(editResidence(input, 'first', { TaxCountry: 'DE' }), 'first')).toMatchObject({ TaxCountry: 'DE', TinNumber: '' });
  });

  it('derives who the applicant is for tax purposes from the citizenship and the country of residence', () => {
    expect(taxResidenceFlagFor('PL', 'DE')).toBe(3);
    expect(taxResidenceFlagFor('UA', 'PL')).toBe(2);
    expect(taxResidenceFlagFor('DE', 'DE')).toBe(1);
    expect(taxResidenceFlagFor(undefined, 'PL')).toBeUndefined();
  });
});
