import { describe, expect, it } from 'vitest';
import { riskAssessmentRequestSchema } from './riskAssessment';
import { COMMON_PL, errorsOf, outputOf } from './testing';

const employed = {
  ...COMMON_PL,
  employmentStatus: 'EMPLOYED',
  natureOfBusiness: 'ENGINEERING_IT_TECHNOLOGY',
  position: 'SENIOR_EMPLOYEE',
  sourceOfFunds: 'EMPLOYMENT',
  income: '30K_TO_60K_EUR',
  savings: '10K_TO_16K_EUR',
};

describe('risk assessment', () => {
  it('given an employed applicant, requires the nature of business and the position', () => {
    expect(errorsOf(riskAssessmentRequestSchema, employed)).toEqual({});
    expect(errorsOf(riskAssessmentRequestSchema, { ...employed, natureOfBusiness: null, position: 'CEO' })).toEqual({
      natureOfBusiness: 'natureOfBusiness.required',
      position: 'position.required',
    });
  });

  it('given a retired applicant, clears the nature of business and the position (docs/spec/flow/states.md#risk-assessment)', () => {
    const { riskAssessment } = outputOf(riskAssessmentRequestSchema, { ...employed, employmentStatus: 'RETIRED', sourceOfFunds: 'PENSION' });
    expect(riskAssessment).toMatchObject({ natureOfBusiness: null, position: null, sourceOfFunds: 'PENSION' });
  });

  it('given an unemployed applicant, refuses employment income as the source of funds (docs/spec/flow/validation.md#risk-assessment)', () => {
    expect(errorsOf(riskAssessmentRequestSchema, { ...employed, employmentStatus: 'UNEMPLOYED' })).toEqual({
      sourceOfFunds: 'sourceOfFunds.unavailable',
    });
    expect(errorsOf(riskAssessmentRequestSchema, { ...employed, employmentStatus: 'STUDENT_WITHOUT_EMPLOYMENT', sourceOfFunds: 'BUSINESS_ACTIVITY' })).toEqual({
      sourceOfFunds: 'sourceOfFunds.unavailable',
    });
  });

  it('requires every select', () => {
    expect(errorsOf(riskAssessmentRequestSchema, { ...COMMON_PL })).toEqual({
      employmentStatus: 'employmentStatus.required',
      sourceOfFunds: 'sourceOfFunds.required',
      income: 'income.required',
      savings: 'savings.required',
    });
  });
});
