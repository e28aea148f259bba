import { describe, expect, it } from 'vitest';
import { consentsFor } from './consents';
import { declarationsRequestSchema } from './declarations';
import { COMMON_DE, COMMON_PL, errorsOf, outputOf } from './testing';

const accepted = {
  usaTaxPayer: false,
  usaTin: '',
  pepDeclaration: false,
  dataUserDeclaration: 'NON_PROFESSIONAL_DATA_USER_DECLARATION',
  documentsAcceptance: true,
  receivedKid: true,
  understoodFeaturesAndRisks: true,
  awareOfLossAndCreditRisks: true,
};

describe('declarations', () => {
  it('accepts a complete Polish-brand declaration and records the consents given', () => {
    expect(outputOf(declarationsRequestSchema, { ...COMMON_PL, ...accepted }).declarations).toMatchObject({
      usaTin: null,
      consents: ['RECEIVED_KID', 'UNDERSTOOD_FEATURES_AND_RISKS', 'AWARE_OF_LOSS_AND_CREDIT_RISKS'],
      confirmEnglishKnowledgeAgreement: null,
    });
  });

  it('given a US taxpayer, requires a 9-digit US TIN; otherwise clears it (docs/spec/flow/states.md#tax-residence)', () => {
    expect(errorsOf(declarationsRequestSchema, { ...COMMON_PL, ...accepted, usaTaxPayer: true })).toEqual({ usaTin: 'usaTin.required' });
    expect(errorsOf(declarationsRequestSchema, { ...COMMON_PL, ...accepted, usaTaxPayer: true, usaTin: '12345' })).toEqual({ usaTin: 'usaTin.invalid' });
    expect(outputOf(declarationsRequestSchema, { ...COMMON_PL, ...accepted, usaTaxPayer: true, usaTin: '123-45-6789' }).declarations.usaTin).toBe(
      '123456789',
    );
    expect(outputOf(declarationsRequestSchema, { ...COMMON_PL, ...accepted, usaTin: '123456789' }).declarations.usaTin).toBeNull();
  });

  it('refuses a US TIN that is never issued: an SSN with area 000 or 666, group 00 or serial 0000; a 9… number outside the ITIN groups', () => {
    const tin = (usaTin: string) => errorsOf(declarationsRequestSchema, { ...COMMON_PL, ...accepted, usaTaxPayer: true, usaTin });
    for (const never of ['000000000', '000-12-3456', '666-12-3456', '123-00-4567', '123-45-0000', '912-34-5678', '900-93-1234']) {
      expect({ never, errors: tin(never) }).toEqual({ never, errors: { usaTin: 'usaTin.notIssued' } });
    }
    for (const issued of ['123-45-6789', '001-01-0001', '665-99-9999', '912-70-1234', '999-99-9999', '900-50-0001']) {
      expect({ issued, errors: tin(issued) }).toEqual({ issued, errors: {} });
    }
  });

  it('requires the PEP and US answers (null is unanswered) and the data-user status', () => {
    expect(
      errorsOf(declarationsRequestSchema, { ...COMMON_PL, ...accepted, usaTaxPayer: null, pepDeclaration: null, dataUserDeclaration: 'BOTH' }),
    ).toEqual({
      usaTaxPayer: 'usaTaxPayer.required',
      pepDeclaration: 'pepDeclaration.required',
      dataUserDeclaration: 'dataUserDeclaration.required',
    });
  });

  it("requires every consent of the brand's list, and only those", () => {
    expect(errorsOf(declarationsRequestSchema, { ...COMMON_PL, ...accepted, awareOfLossAndCreditRisks: false, documentsAcceptance: false })).toEqual({
      awareOfLossAndCreditRisks: 'awareOfLossAndCreditRisks.required',
      documentsAcceptance: 'documentsAcceptance.required',
    });
    expect(consentsFor('eu')).toEqual(['RECEIVED_KID']);
    const eu = { ...COMMON_DE, languageCode: 'en', branchCode: 'EU', ...accepted, understoodFeaturesAndRisks: false, awareOfLossAndCreditRisks: false };
    expect(errorsOf(declarationsRequestSchema, eu)).toEqual({});
  });

  it('given a locale other than Polish or English, requires the English confirmation (docs/spec/flow/validation.md)', () => {
    expect(errorsOf(declarationsRequestSchema, { ...COMMON_DE, ...accepted })).toEqual({
      confirmEnglishKnowledgeAgreement: 'confirmEnglishKnowledgeAgreement.required',
    });
    expect(errorsOf(declarationsRequestSchema, { ...COMMON_DE, ...accepted, confirmEnglishKnowledgeAgreement: true })).toEqual({});
  });

  // Issue 17: investmentGoal is one of the purposes the purposeContract list offers (docs/spec/flow/entities.md#other-fields, docs/spec/flow/calls.md), not free text.
  it('takes the purpose of the account from the purposeContract list, or none', () => {
    expect(outputOf(declarationsRequestSchema, { ...COMMON_PL, ...accepted, investmentGoal: 'RETIREMENT' }).declarations.investmentGoal).toBe('RETIREMENT');
    expect(outputOf(declarationsRequestSchema, { ...COMMON_PL, ...accepted, investmentGoal: null }).declarations.investmentGoal).toBeNull();
    expect(errorsOf(declarationsRequestSchema, { ...COMMON_PL, ...accepted, investmentGoal: 'Get rich quick' })).toEqual({ investmentGoal: 'field.invalid' });
  });
});
