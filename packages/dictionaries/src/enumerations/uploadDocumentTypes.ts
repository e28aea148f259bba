import * as v from 'valibot';

/**
 * The document types of the identity upload (docs/spec/flow/entities.md#document-type "Document type (first form): 1 passport, 2 ID, 11 other").
 * Not the numbering of the personal-data step: see `PERSONAL_DOCUMENT_TYPES`.
 */
export const UPLOAD_DOCUMENT_TYPES = { PASSPORT: 1, ID_CARD: 2, OTHER: 11 } as const;

export type UploadDocumentType = (typeof UPLOAD_DOCUMENT_TYPES)[keyof typeof UPLOAD_DOCUMENT_TYPES];

export const UPLOAD_DOCUMENT_TYPE_VALUES: readonly UploadDocumentType[] = /* @__PURE__ */ Object.values(UPLOAD_DOCUMENT_TYPES);

export const uploadDocumentTypeSchema = /* @__PURE__ */ v.picklist(UPLOAD_DOCUMENT_TYPE_VALUES);
