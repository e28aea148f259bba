import * as v from 'valibot';
import { withCommonFields } from '../../contract/common';

/** Which side of the document a manual upload carries; an ID card has two (docs/spec/flow/screens.md#upload-document "desktopDocumentUpload(Back)"). */
export const DOCUMENT_SIDES = ['front', 'back'] as const;
export type DocumentSide = (typeof DOCUMENT_SIDES)[number];

/**
 * docs/spec/flow/entities.md#document-type "Document type (first form): 1 passport, 2 ID, 11 other", as multipart text. An ID card (2) asks for
 * its back after the front; the others are one side.
 */
export const UPLOAD_DOCUMENT_TYPES = ['1', '2', '11'] as const;

/**
 * The text fields of document/desktop-document-upload and document/mobile-document-upload (docs/spec/flow/calls.md#call-table "form data for
 * uploads"), sent as multipart fields beside the file (key `documentImage`). Without `documentType` the server
 * uses the type chosen on the phone's document selection, else treats the document as one-sided.
 */
export const documentUploadFieldsSchema = withCommonFields(
  v.object({
    documentSide: v.optional(v.picklist(DOCUMENT_SIDES, 'field.invalid'), 'front'),
    documentType: v.optional(v.picklist(UPLOAD_DOCUMENT_TYPES, 'documentType.invalid')),
  }),
);
