import { describe, expect, it } from 'vitest';
import { EMPLOYMENT_STATUSES } from './employmentStatuses';
import { riskFieldsShownFor, sourceOfFundsOptionsFor } from './riskAssessmentRules';

describe('riskFieldsShownFor', () => {
  it.each(['EMPLOYED', 'SELF_EMPLOYED', 'BUSINESS_OWNER', 'STUDENT_WITH_EMPLOYMENT'] as const)(
    'given %s, shows the nature of business and the position',
    (status) => {
      expect(riskFieldsShownFor(status)).toEqual(['natureOfBusiness', 'position']);
    },
  );

  it.each(['UNEMPLOYED', 'RETIRED', 'STUDENT_WITHOUT_EMPLOYMENT'] as const)('given %s, shows neither', (status) => {
    expect(riskFieldsShownFor(status)).toEqual([]);
  });

  it('has an answer for every status', () => {
    for (const status of EMPLOYMENT_STATUSES) expect(Array.isArray(riskFieldsShownFor(status))).toBe(true);
  });
});

describe('sourceOfFundsOptionsFor', () => {
  it('given an unemployed applicant, drops employment income and business activity', () => {
    expect(sourceOfFundsOptionsFor('UNEMPLOYED')).toEqual(['PENSION', 'SAVINGS_INVESTMENTS', 'GRANTS_LOANS_ETC']);
  });

  it('given a student without employment, drops them too', () => {
    expect(sourceOfFundsOptionsFor('STUDENT_WITHOUT_EMPLOYMENT')).not.toContain('EMPLOYMENT');
    expect(sourceOfFundsOptionsFor('STUDENT_WITHOUT_EMPLOYMENT')).not.toContain('BUSINESS_ACTIVITY');
  });

  it('given a retired or employed applicant, offers all five', () => {
    expect(sourceOfFundsOptionsFor('RETIRED')).toHaveLength(5);
    expect(sourceOfFundsOptionsFor('EMPLOYED')[0]).toBe('EMPLOYMENT');
  });
});
