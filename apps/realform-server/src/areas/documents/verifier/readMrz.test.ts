import { describe, expect, it } from 'vitest';
import { td1Mrz, td3Mrz } from '../../../../test/fixtures/documentImages';
import { mrzBirthDate, mrzExpiryDate, readMrz } from './readMrz';

const NOW = new Date('2026-03-01T12:00:00Z');

describe('readMrz', () => {
  it('reads a TD3 passport zone: check digits, issuing state, type, expiry and the holder (docs/spec/flow/entities.md extracted fields)', () => {
    expect(readMrz(td3Mrz({ expiry: '310215', issuing: 'DEU' }), NOW)).toEqual({
      format: 'TD3',
      checkDigitsValid: true,
      valid: true,
      issuingState: 'DEU',
      documentType: 'Passport',
      expiryDate: new Date('2031-02-15T00:00:00Z'),
      fields: {
        FirstName: 'ANNA MARIA',
        LastName: 'KOWALSKA',
        BirthDate: '1990-01-01',
        ExpiryDate: '2031-02-15',
        DocumentNumber: 'EA1234567',
        NationalityCode: 'DEU',
        Sex: 'F',
      },
    });
  });

  it('reads a birth date in the past: 02 is 2002 today, 30 is 1930', () => {
    expect(mrzBirthDate('020304', NOW)).toBe('2002-03-04');
    expect(mrzBirthDate('300101', NOW)).toBe('1930-01-01');
    expect(mrzBirthDate('991332', NOW)).toBeNull();
  });

  it('reads a TD1 identity card zone', () => {
    expect(readMrz(td1Mrz({ expiry: '300101' }), NOW)).toMatchObject({ format: 'TD1', checkDigitsValid: true, documentType: 'IdentityCard', issuingState: 'POL' });
  });

  it('takes the zone as one run of characters, lower case and with spaces', () => {
    const oneLine = td3Mrz({ expiry: '310215' }).replace('\n', '').toLowerCase().replace(/</, ' <');
    expect(readMrz(oneLine, NOW)).toMatchObject({ format: 'TD3', checkDigitsValid: true });
  });

  it('notices a wrong check digit', () => {
    expect(readMrz(td3Mrz({ expiry: '310215', corrupt: true }), NOW)).toMatchObject({ checkDigitsValid: false, valid: false });
  });

  it('is null for text that is not an MRZ', () => {
    expect(readMrz('not a zone', NOW)).toBeNull();
  });
});

describe('mrzExpiryDate', () => {
  it('puts two-digit years within 50 years ahead in this century, the rest in the previous one', () => {
    expect(mrzExpiryDate('760101', NOW)).toEqual(new Date('2076-01-01T00:00:00Z'));
    expect(mrzExpiryDate('770101', NOW)).toEqual(new Date('1977-01-01T00:00:00Z'));
  });

  it('refuses impossible dates', () => {
    expect(mrzExpiryDate('310231', NOW)).toBeNull();
    expect(mrzExpiryDate('31AB31', NOW)).toBeNull();
  });
});
