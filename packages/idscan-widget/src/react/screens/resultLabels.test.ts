import { describe, expect, it } from 'vitest';
import { fieldGroupOf, humanizeFieldName } from './resultLabels';

describe('extracted field groups (docs/spec/widget/entities.md#extracted-fields)', () => {
  it.each([
    ['FirstName', 'names'],
    ['FullNameLocal', 'names'],
    ['BirthDate', 'birth'],
    ['Nationality', 'birth'],
    ['Sex', 'birth'],
    ['DocumentNumber', 'document'],
    ['ExpiryDate2', 'document'],
    ['IssueDate4', 'document'],
    ['LicenceCategories', 'licence'],
    ['AddressLine1', 'address'],
    ['RecipientName', 'address'],
    ['MRZLine2', 'mrz'],
    ['MrzCheckDigit', 'mrz'],
    ['ChipDG11', 'chip'],
    ['PortraitPhoto', 'images'],
    ['Signature', 'images'],
    ['TaxNumber', 'numbers'],
    ['SocialSecurityNumber', 'numbers'],
    ['IBAN', 'banking'],
    ['Issuer', 'banking'],
    ['Day', 'dates'],
    ['OptionalValue3', 'optional'],
    ['IssuingStateName', 'issuingState'],
    ['FrontDocumentTypeId', 'typeIds'],
    ['CovidTypeId', 'covid'],
    ['Weight', 'other'],
  ])('puts %s under %s', (name, group) => {
    expect(fieldGroupOf(name)).toBe(group);
  });

  it('writes field names as words', () => {
    expect(humanizeFieldName('ExpiryDate2')).toBe('Expiry Date 2');
    expect(humanizeFieldName('MRZ_Line1')).toBe('MRZ Line 1');
  });
});
