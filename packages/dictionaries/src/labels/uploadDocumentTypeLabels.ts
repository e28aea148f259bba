import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { UploadDocumentType } from '../enumerations/uploadDocumentTypes';

/** Labels of the identity upload's document types (docs/spec/flow/entities.md#document-type "Document type (first form)"). */
export const UPLOAD_DOCUMENT_TYPE_LABELS: Readonly<Record<UploadDocumentType, MessageDescriptor>> = {
  1: msg`Passport`,
  2: msg`ID card`,
  11: msg`Other document`,
};
