import { describe, expect, it } from 'vitest';
import { birthDateProblemOn, dateFieldProblemOn, MAX_PLAUSIBLE_AGE, personalDataDayProblems } from './ageRules';
import { personalDataProblems } from './personalData';

// Today on the business clock: 15 June 2026.
const TODAY = '2026-06-15';

describe('the age rule (issue 18: a typo in the birth year must not end the application)', () => {
  it('given a birth year mistyped as 2010, the applicant is under 18', () => {
    expect(birthDateProblemOn('2010-03-27', TODAY)).toBe('underage');
  });

  it('given someone who turns 18 tomorrow, under 18; on their birthday, an adult', () => {
    expect(birthDateProblemOn('2008-06-16', TODAY)).toBe('underage');
    expect(birthDateProblemOn('2008-06-15', TODAY)).toBeUndefined();
  });

  it('given a date after today, the date is in the future (today itself is under 18)', () => {
    expect(birthDateProblemOn('2026-06-16', TODAY)).toBe('future');
    expect(birthDateProblemOn('2026-06-15', TODAY)).toBe('underage');
  });

  it(`given an age over ${MAX_PLAUSIBLE_AGE} (a year typed as 1899), the date is implausible`, () => {
    expect(birthDateProblemOn('1905-06-14', TODAY)).toBe('implausible');
    expect(birthDateProblemOn('1906-06-15', TODAY)).toBeUndefined();
  });

  it('judges only a real date (the format rules speak about the rest)', () => {
    expect(birthDateProblemOn('2010-02-30', TODAY)).toBeUndefined();
    expect(birthDateProblemOn('', TODAY)).toBeUndefined();
  });
});

describe('the rules that need a day, by field', () => {
  it('names the date of birth and the PESEL whose digits encode an under-18 birth date', () => {
    // 10232712345 would be 27 March 2010; a valid one with its check digit:
    const minorPesel = '10232700005';
    expect(personalDataDayProblems({ dateOfBirth: '2010-03-27', pesel: minorPesel, citizenship: 'PL' }, TODAY)).toEqual({
      dateOfBirth: 'dateOfBirth.underage',
      pesel: 'pesel.underage',
    });
  });

  it('names a future and an implausible date of birth, and an expired document', () => {
    expect(personalDataDayProblems({ dateOfBirth: '2027-01-01' }, TODAY)).toEqual({ dateOfBirth: 'dateOfBirth.future' });
    expect(personalDataDayProblems({ dateOfBirth: '1890-01-01' }, TODAY)).toEqual({ dateOfBirth: 'dateOfBirth.implausible' });
    expect(personalDataDayProblems({ dateOfBirth: '1990-05-27', documentExpirationDate: '2026-06-15' }, TODAY)).toEqual({
      documentExpirationDate: 'documentExpirationDate.expired',
    });
    expect(personalDataDayProblems({ dateOfBirth: '1990-05-27', noLimitExpiryDate: true, documentExpirationDate: '2020-01-01' }, TODAY)).toEqual({});
  });

  it('is part of personalDataProblems when a day is given: the client and the server judge alike', () => {
    const minor = {
      firstName: 'Anna',
      lastName: 'Nowak',
      dateOfBirth: '2010-03-27',
      citizenship: 'DE',
      documentType: 2,
      documentNumber: 'C01X00T47',
      noLimitExpiryDate: true,
      identificationNumber: '36574261809',
      birthPlaceCountry: 'DE',
    };
    expect(personalDataProblems(minor).dateOfBirth).toBeUndefined();
    expect(personalDataProblems(minor, TODAY).dateOfBirth).toBe('dateOfBirth.underage');
  });

  it('judges one field of the validate call: date of birth and PESEL', () => {
    expect(dateFieldProblemOn('dateOfBirth', '2010-03-27', TODAY)).toBe('dateOfBirth.underage');
    expect(dateFieldProblemOn('dateOfBirth', '1990-05-27', TODAY)).toBeUndefined();
    expect(dateFieldProblemOn('pesel', '10232700005', TODAY)).toBe('pesel.underage');
    expect(dateFieldProblemOn('pesel', '90052712343', TODAY)).toBeUndefined();
    expect(dateFieldProblemOn('documentExpirationDate', '2026-06-15', TODAY)).toBe('documentExpirationDate.expired');
    expect(dateFieldProblemOn('firstName', '2010-03-27', TODAY)).toBeUndefined();
    expect(dateFieldProblemOn('dateOfBirth', 42, TODAY)).toBeUndefined();
  });
});
