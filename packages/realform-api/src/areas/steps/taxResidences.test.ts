import { describe, expect, it } from 'vitest';
import { taxResidencesRequestSchema } from './taxResidences';
import { COMMON_PL, errorsOf, outputOf } from './testing';

const pole = {
  ...COMMON_PL,
  taxResidenceFlag: 3,
  firstTaxCountry: 'PL',
  firstPolandTaxOfficeId: 1073,
  firstPolandTaxResidentPesel: '90052712343',
};

describe('tax residences', () => {
  it('given Poland, stores the office from the list and the PESEL', () => {
    expect(outputOf(taxResidencesRequestSchema, { ...pole, firstPolandTaxOfficeName: 'anything' }).taxResidences).toEqual({
      taxResidenceFlag: 3,
      residences: [
        {
          country: 'PL',
          polandTaxOfficeId: 1073,
          polandTaxOfficeCode: '1433',
          polandTaxOfficeName: 'Urząd Skarbowy Warszawa-Mokotów',
          pesel: '90052712343',
        },
      ],
    });
  });

  it('given Poland, wants an office that exists and a valid PESEL', () => {
    expect(errorsOf(taxResidencesRequestSchema, { ...pole, firstPolandTaxOfficeId: 1433, firstPolandTaxResidentPesel: '123' })).toEqual({
      firstPolandTaxOfficeId: 'polandTaxOfficeId.invalid',
      firstPolandTaxResidentPesel: 'pesel.format',
    });
  });

  it('given flag 2 (a foreigner living in Poland), forces the Warsaw office 1076 whatever was chosen (docs/spec/flow/states.md#tax-residence)', () => {
    const body = { ...pole, taxResidenceFlag: 2, firstPolandTaxOfficeId: undefined };
    const [residence] = outputOf(taxResidencesRequestSchema, body).taxResidences.residences;
    expect(residence).toMatchObject({ polandTaxOfficeId: 1076, polandTaxOfficeCode: '1436' });
    const chosen = outputOf(taxResidencesRequestSchema, { ...pole, taxResidenceFlag: 2 }).taxResidences.residences[0];
    expect(chosen).toMatchObject({ polandTaxOfficeId: 1076 });
  });

  it('takes up to three residences in different countries, dropping closed ones (docs/spec/flow/states.md#tax-residence)', () => {
    const three = {
      ...pole,
      addSecondTaxCountry: true,
      secondTaxCountry: 'DE',
      secondTinNumber: '36574261809',
      addThirdTaxCountry: true,
      thirdTaxCountry: 'FR',
      thirdNoTinNumber: true,
      thirdNoTinNumberReason: 3,
      thirdNoTinNumberOtherReason: 'Moved there last month',
    };
    const { residences } = outputOf(taxResidencesRequestSchema, three).taxResidences;
    expect(residences.map((residence) => residence.country)).toEqual(['PL', 'DE', 'FR']);
    expect(residences[2]).toMatchObject({ noTinNumber: true, noTinNumberReason: 3, noTinNumberOtherReason: 'Moved there last month' });

    const closed = outputOf(taxResidencesRequestSchema, { ...three, addSecondTaxCountry: false, addThirdTaxCountry: false });
    expect(closed.taxResidences.residences).toHaveLength(1);

    const duplicate = { ...three, thirdTaxCountry: 'DE', thirdNoTinNumber: false, thirdTinNumber: '36574261809' };
    expect(errorsOf(taxResidencesRequestSchema, duplicate)).toEqual({ thirdTaxCountry: 'taxCountry.duplicate' });
    expect(errorsOf(taxResidencesRequestSchema, { ...pole, addThirdTaxCountry: true, thirdTaxCountry: 'DE' })).toEqual({
      addThirdTaxCountry: 'addThirdTaxCountry.withoutSecond',
    });
  });

  it('checks a TIN by its country: digits only for the docs/spec/flow/validation.md#tax-residence countries, then the check digit', () => {
    const germanFirst = { ...COMMON_PL, taxResidenceFlag: 1, firstTaxCountry: 'DE' };
    expect(errorsOf(taxResidencesRequestSchema, { ...germanFirst, firstTinNumber: 'DE365742618' })).toEqual({ firstTinNumber: 'tinNumber.numeric' });
    expect(errorsOf(taxResidencesRequestSchema, { ...germanFirst, firstTinNumber: '36574261808' })).toEqual({ firstTinNumber: 'tinNumber.invalid' });
    expect(errorsOf(taxResidencesRequestSchema, { ...germanFirst })).toEqual({ firstTinNumber: 'tinNumber.required' });
  });

  it('given no TIN, needs a reason, and a text for "other"; a non-other reason clears the text (docs/spec/flow/states.md#tax-residence)', () => {
    const french = { ...COMMON_PL, taxResidenceFlag: 1, firstTaxCountry: 'FR', firstNoTinNumber: true };
    expect(errorsOf(taxResidencesRequestSchema, french)).toEqual({ firstNoTinNumberReason: 'noTinNumberReason.required' });
    expect(errorsOf(taxResidencesRequestSchema, { ...french, firstNoTinNumberReason: 3 })).toEqual({
      firstNoTinNumberOtherReason: 'noTinNumberOtherReason.required',
    });
    const notIssued = outputOf(taxResidencesRequestSchema, { ...french, firstNoTinNumberReason: 1, firstNoTinNumberOtherReason: 'left over' });
    expect(notIssued.taxResidences.residences[0]).toMatchObject({ noTinNumberReason: 1, noTinNumberOtherReason: null });
  });

  it('given a country of the configured TIN list, refuses "no TIN" (docs/spec/flow/validation.md#tax-residence)', () => {
    const body = { ...COMMON_PL, taxResidenceFlag: 1, firstTaxCountry: 'DE', firstNoTinNumber: true, firstNoTinNumberReason: 1 };
    expect(errorsOf(taxResidencesRequestSchema, body)).toEqual({ firstNoTinNumber: 'noTinNumber.notAllowed' });
  });

  it('wants the status flag and a first country', () => {
    expect(errorsOf(taxResidencesRequestSchema, { ...COMMON_PL, taxResidenceFlag: 4 })).toEqual({
      taxResidenceFlag: 'taxResidenceFlag.required',
      firstTaxCountry: 'taxCountry.required',
    });
  });
});
