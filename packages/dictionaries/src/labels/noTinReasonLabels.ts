import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NoTinReason } from '../enumerations/noTinReasons';

/**
 * Labels of the reasons for having no TIN (docs/spec/flow/entities.md#reason-for-no-tin "Reason for no tax ID"): the CRS reasons A, B
 * and C, worded as the applicant's own statement.
 */
export const NO_TIN_REASON_LABELS: Readonly<Record<NoTinReason, MessageDescriptor>> = {
  1: msg`My country of tax residence does not issue TINs`,
  2: msg`I am unable to obtain a TIN`,
  3: msg({ message: 'Other reason', comment: 'Why the applicant has no tax identification number' }),
};
