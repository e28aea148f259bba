import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CorrespondenceMethod } from '../enumerations/correspondenceMethods';

/** Labels of the correspondence choice (docs/spec/flow/entities.md#correspondence "Delivery / correspondence"). */
export const CORRESPONDENCE_METHOD_LABELS: Readonly<Record<CorrespondenceMethod, MessageDescriptor>> = {
  1: msg`By e-mail`,
  2: msg`By post`,
};
