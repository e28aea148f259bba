import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EmploymentStatus } from '../enumerations/employmentStatuses';

/** Labels of the risk assessment's employment status (docs/spec/flow/entities.md#employment-status "Employment status"). */
export const EMPLOYMENT_STATUS_LABELS: Readonly<Record<EmploymentStatus, MessageDescriptor>> = {
  EMPLOYED: msg`Employed`,
  SELF_EMPLOYED: msg`Self-employed`,
  BUSINESS_OWNER: msg`Business owner`,
  UNEMPLOYED: msg`Unemployed`,
  RETIRED: msg`Retired`,
  STUDENT_WITH_EMPLOYMENT: msg`Student, working`,
  STUDENT_WITHOUT_EMPLOYMENT: msg`Student, not working`,
};
