import { describe, expect, it } from 'vitest';
import { PERSONAL_DOCUMENT_TYPES, personalDocumentTypeOptions } from './personalDocumentTypes';
import { UPLOAD_DOCUMENT_TYPES } from './uploadDocumentTypes';

describe('document types', () => {
  it('keeps the two numberings of docs/spec/flow/entities.md#document-type apart', () => {
    expect(UPLOAD_DOCUMENT_TYPES).toEqual({ PASSPORT: 1, ID_CARD: 2, OTHER: 11 });
    expect(PERSONAL_DOCUMENT_TYPES).toEqual({ NATIONAL_ID_CARD: 1, PASSPORT: 2, OTHER: 3 });
  });

  it('given a European citizenship, lists the ID card first', () => {
    expect(personalDocumentTypeOptions('PL')).toEqual([1, 2, 3]);
    expect(personalDocumentTypeOptions('de')).toEqual([1, 2, 3]);
  });

  it('given a British citizenship, counts it as European (the EU-28 of docs/spec/flow/constants.md#countries)', () => {
    expect(personalDocumentTypeOptions('GB')).toEqual([1, 2, 3]);
  });

  it('given another citizenship, lists the passport first', () => {
    expect(personalDocumentTypeOptions('UA')).toEqual([2, 1, 3]);
    expect(personalDocumentTypeOptions('NO')).toEqual([2, 1, 3]);
    expect(personalDocumentTypeOptions('us')).toEqual([2, 1, 3]);
  });

  it('given no citizenship yet, uses the European order', () => {
    expect(personalDocumentTypeOptions()).toEqual([1, 2, 3]);
  });
});
