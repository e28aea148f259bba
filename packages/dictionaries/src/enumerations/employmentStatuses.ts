import * as v from 'valibot';

/** docs/spec/flow/entities.md#employment-status "Employment status", in the select's order. */
export const EMPLOYMENT_STATUSES = [
  'EMPLOYED',
  'SELF_EMPLOYED',
  'BUSINESS_OWNER',
  'UNEMPLOYED',
  'RETIRED',
  'STUDENT_WITH_EMPLOYMENT',
  'STUDENT_WITHOUT_EMPLOYMENT',
] as const;

export type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number];

export const employmentStatusSchema = /* @__PURE__ */ v.picklist(EMPLOYMENT_STATUSES);
