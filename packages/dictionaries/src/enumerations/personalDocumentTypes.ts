import * as v from 'valibot';
import { isEuCountry } from '../euCountries';

/**
 * The document types of the personal-data step (docs/spec/flow/entities.md#document-type "Document type (personal data step): 1 national ID card,
 * 2 passport, 3 other"). The identity upload numbers them differently: see `UPLOAD_DOCUMENT_TYPES`.
 */
export const PERSONAL_DOCUMENT_TYPES = { NATIONAL_ID_CARD: 1, PASSPORT: 2, OTHER: 3 } as const;

export type PersonalDocumentType = (typeof PERSONAL_DOCUMENT_TYPES)[keyof typeof PERSONAL_DOCUMENT_TYPES];

export const PERSONAL_DOCUMENT_TYPE_VALUES: readonly PersonalDocumentType[] = /* @__PURE__ */ Object.values(PERSONAL_DOCUMENT_TYPES);

export const personalDocumentTypeSchema = /* @__PURE__ */ v.picklist(PERSONAL_DOCUMENT_TYPE_VALUES);

/**
 * The order of the document-type options for a citizenship (docs/spec/flow/entities.md#personal-data "option order depends on whether the
 * citizenship is European"): Europeans travel and identify themselves with ID cards, so the ID card comes
 * first for them; everyone else most likely holds a passport. Without a citizenship the European order is used.
 */
export function personalDocumentTypeOptions(citizenship?: string): readonly PersonalDocumentType[] {
  const { NATIONAL_ID_CARD, PASSPORT, OTHER } = PERSONAL_DOCUMENT_TYPES;
  if (citizenship === undefined || isEuCountry(citizenship)) return [NATIONAL_ID_CARD, PASSPORT, OTHER];
  return [PASSPORT, NATIONAL_ID_CARD, OTHER];
}
