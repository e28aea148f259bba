import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { UploadMethod } from '../enumerations/uploadMethods';

/** Labels of the identity-verification method (docs/spec/flow/screens.md#datauploadchoice dataUploadChoice, docs/spec/flow/entities.md#upload-method-and-device "Upload method"). */
export const UPLOAD_METHOD_LABELS: Readonly<Record<UploadMethod, MessageDescriptor>> = {
  1: msg`Upload later`,
  2: msg`Upload now from this device`,
  3: msg`Upload from your phone`,
};
