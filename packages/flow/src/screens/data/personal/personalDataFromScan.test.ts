import { describe, expect, it } from 'vitest';
import { countryFromScan, dateFromScan, nameFromScan, personalDataFromScan } from './personalDataFromScan';

describe('personal data read from the scanned document (docs/spec/flow/entities.md#fields-read-from-the-scanned-document "Extracted document fields read")', () => {
  it('given a Polish ID card, fills names, dates, number, citizenship and the PESEL from optional value 2', () => {
    const data = personalDataFromScan([
      { DocumentType: 'IdentityCard', IssuingCountryCode: 'POL', ExtractedFields: { FirstName: 'JAN MARIA', LastName: 'KOWALSKI-NOWAK', BirthDate: '1990-05-27T00:00:00', ExpiryDate: '03.02.2031', DocumentNumber: 'ABA 123456', OptionalValue2: '90052712343' } },
    ]);
    expect(data).toEqual({
      firstName: 'Jan Maria',
      lastName: 'Kowalski-Nowak',
      dateOfBirth: '1990-05-27',
      citizenship: 'PL',
      documentType: 1,
      documentNumber: 'ABA123456',
      noLimitExpiryDate: false,
      documentExpirationDate: '2031-02-03',
      pesel: '90052712343',
    });
  });

  it('given a foreign passport, keeps the personal number as the identification number', () => {
    const data = personalDataFromScan([{ DocumentType: 'Passport', ExtractedFields: { NationalityName: 'GERMANY', PersonalNumber: 'X12345' } }]);
    expect(data).toMatchObject({ citizenship: 'DE', documentType: 2, identificationNumber: 'X12345', noPesel: true });
    expect(data).not.toHaveProperty('pesel');
  });

  it('without extracted fields there is nothing to prefill', () => {
    expect(personalDataFromScan([{ DocumentType: 'Passport', IssuingCountryCode: 'POL' }])).toBeNull();
    expect(personalDataFromScan(null)).toBeNull();
  });

  it('reads countries, dates and names in the forms documents use', () => {
    expect(countryFromScan('D<<')).toBe('DE');
    expect(countryFromScan('ukr')).toBe('UA');
    expect(countryFromScan('Poland')).toBe('PL');
    expect(countryFromScan('Atlantis')).toBeUndefined();
    expect(dateFromScan('7/3/1985')).toBe('1985-03-07');
    expect(dateFromScan('850307')).toBeUndefined();
    expect(nameFromScan("O'NEIL")).toBe("O'Neil");
    expect(nameFromScan('Łukasz')).toBe('Łukasz');
  });
});
