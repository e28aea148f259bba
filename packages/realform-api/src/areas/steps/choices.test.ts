import { describe, expect, it } from 'vitest';
import { currencyChoiceRequestSchema, dataUploadChoiceRequestSchema, desktopDocumentChoiceRequestSchema } from './choices';
import { postalCodeAddressesRequestSchema } from './postalCodeAddresses';
import { COMMON_DE, COMMON_PL, errorsOf, outputOf } from './testing';

describe('the choice steps', () => {
  it('given the Polish locale, refuses CZK (docs/spec/flow/validation.md#currency)', () => {
    expect(errorsOf(currencyChoiceRequestSchema, { ...COMMON_PL, currencyChoice: 4 })).toEqual({ currencyChoice: 'currencyChoice.unavailable' });
    expect(errorsOf(currencyChoiceRequestSchema, { ...COMMON_DE, currencyChoice: 4 })).toEqual({});
    expect(errorsOf(currencyChoiceRequestSchema, { ...COMMON_DE, currencyChoice: 5 })).toEqual({ currencyChoice: 'currencyChoice.required' });
  });

  it('takes the upload method and the document type of the upload numbering', () => {
    expect(outputOf(dataUploadChoiceRequestSchema, { ...COMMON_PL, dataUploadChoice: 2 }).dataUploadChoice).toBe(2);
    expect(errorsOf(dataUploadChoiceRequestSchema, { ...COMMON_PL })).toEqual({ dataUploadChoice: 'dataUploadChoice.required' });
    expect(errorsOf(desktopDocumentChoiceRequestSchema, { ...COMMON_PL, documentType: 11 })).toEqual({});
    expect(errorsOf(desktopDocumentChoiceRequestSchema, { ...COMMON_PL, documentType: 3 })).toEqual({ documentType: 'documentType.required' });
  });

  it('looks up Polish postal codes only', () => {
    expect(errorsOf(postalCodeAddressesRequestSchema, { ...COMMON_PL, postalCode: ' 00-902 ' })).toEqual({});
    expect(errorsOf(postalCodeAddressesRequestSchema, { ...COMMON_PL, postalCode: '00902' })).toEqual({ postalCode: 'postalCode.invalidPl' });
  });
});
