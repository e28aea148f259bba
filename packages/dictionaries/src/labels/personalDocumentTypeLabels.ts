import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PersonalDocumentType } from '../enumerations/personalDocumentTypes';

/**
 * Labels of the personal-data step's document types (docs/spec/flow/entities.md#document-type "Document type (personal data step)"). Order the
 * options with `personalDocumentTypeOptions(citizenship)`.
 */
export const PERSONAL_DOCUMENT_TYPE_LABELS: Readonly<Record<PersonalDocumentType, MessageDescriptor>> = {
  1: msg`National ID card`,
  2: msg`Passport`,
  3: msg`Other document`,
};
