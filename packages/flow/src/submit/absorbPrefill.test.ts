import { beforeEach, describe, expect, it } from 'vitest';
import { useDraftStore } from '../stores/draftStore';
import { absorbPrefill } from './absorbPrefill';

beforeEach(() => useDraftStore.getState().reset());

describe('prefill from the server answers (the server README: dataContent carries the stored answers)', () => {
  it('fills the drafts of steps not opened yet, as the forms hold them', () => {
    absorbPrefill({
      address: {
        country: 'PL', postalCode: '00-950', city: 'Warszawa', street: 'Marszałkowska', buildingNumber: '1', apartmentNumber: null,
        birthPlaceCity: 'Kraków', birthPlaceCountry: 'PL', correspondenceChoice: 2,
        contactAddress: { country: 'DE', postalCode: '10115', city: 'Berlin', street: 'Unter den Linden', buildingNumber: '5', apartmentNumber: '2' },
      },
      taxResidences: {
        taxResidenceFlag: 3,
        residences: [
          { country: 'PL', polandTaxOfficeId: 1076, polandTaxOfficeCode: '1436', polandTaxOfficeName: 'x', pesel: '90052712343' },
          { country: 'FR', tinNumber: null, noTinNumber: true, noTinNumberReason: 3, noTinNumberOtherReason: 'Student' },
        ],
      },
      currency: { currencyChoice: 2 },
      consents: ['RECEIVED_KID'],
    });
    const draft = useDraftStore.getState();
    expect(draft.address).toMatchObject({ apartmentNumber: '', contactAddress: true, contactCountry: 'DE', contactCity: 'Berlin', contactApartmentNumber: '2' });
    expect(draft.taxResidences).toMatchObject({
      taxResidenceFlag: 3,
      addSecondTaxCountry: true,
      addThirdTaxCountry: false,
      firstTaxCountry: 'PL',
      firstPolandTaxOfficeId: 1076,
      firstPolandTaxResidentPesel: '90052712343',
      secondTaxCountry: 'FR',
      secondNoTinNumber: true,
      secondNoTinNumberReason: 3,
      secondNoTinNumberOtherReason: 'Student',
    });
    expect(draft.currencyChoice).toBe(2);
    expect(draft.consents).toEqual(['RECEIVED_KID']);
  });

  it('never overwrites what the applicant typed in this session', () => {
    useDraftStore.getState().update({ riskAssessment: { employmentStatus: 'RETIRED' }, declarations: { usaTaxPayer: true } });
    absorbPrefill({
      riskAssessment: { employmentStatus: 'EMPLOYED', natureOfBusiness: 'RESTAURANTS', position: 'JUNIOR_EMPLOYEE', sourceOfFunds: 'EMPLOYMENT', income: 'BELOW_10K_EUR', savings: 'BELOW_10K_EUR' },
      declarations: { usaTaxPayer: false, usaTin: null, pepDeclaration: false, dataUserDeclaration: 'PROFESSIONAL_DATA_USER_DECLARATION', documentsAcceptance: true, consents: ['RECEIVED_KID'], confirmEnglishKnowledgeAgreement: null, confirmElectronicAgreement: false, investmentGoal: null, incomeSource: null },
    });
    expect(useDraftStore.getState().riskAssessment).toEqual({ employmentStatus: 'RETIRED' });
    expect(useDraftStore.getState().declarations).toEqual({ usaTaxPayer: true });
  });

  it('ignores what is not an answer', () => {
    absorbPrefill(undefined);
    absorbPrefill({ personalData: 'x', consents: [1, 2] });
    expect(useDraftStore.getState().personalData).toBeNull();
    expect(useDraftStore.getState().consents).toBeNull();
  });
});
