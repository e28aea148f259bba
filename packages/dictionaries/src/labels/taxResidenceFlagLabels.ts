import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TaxResidenceFlag } from '../enumerations/taxResidenceFlags';

/** Labels of who the applicant is for tax purposes (docs/spec/flow/entities.md#tax-residence `taxResidenceFlag`). */
export const TAX_RESIDENCE_FLAG_LABELS: Readonly<Record<TaxResidenceFlag, MessageDescriptor>> = {
  1: msg`Foreign national living abroad`,
  2: msg`Foreign national living in Poland`,
  3: msg`Polish citizen`,
};
