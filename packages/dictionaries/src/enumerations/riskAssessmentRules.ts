import type { EmploymentStatus } from './employmentStatuses';
import type { IncomeSource } from './incomeSources';
import { INCOME_SOURCES } from './incomeSources';

/** The risk-assessment fields that depend on the employment status (docs/spec/flow/states.md#risk-assessment). */
export type ConditionalRiskField = 'natureOfBusiness' | 'position';

const WORKING: ReadonlySet<EmploymentStatus> = /* @__PURE__ */ new Set(['EMPLOYED', 'SELF_EMPLOYED', 'BUSINESS_OWNER', 'STUDENT_WITH_EMPLOYMENT']);
const BOTH: readonly ConditionalRiskField[] = ['natureOfBusiness', 'position'];
const NONE: readonly ConditionalRiskField[] = [];

/**
 * The conditional fields shown for an employment status (docs/spec/flow/states.md: "those two are shown only for employed,
 * self-employed, business owner or student with employment"; unemployed, retired or student without
 * employment clears them).
 */
export function riskFieldsShownFor(status: EmploymentStatus): readonly ConditionalRiskField[] {
  return WORKING.has(status) ? BOTH : NONE;
}

const WITHOUT_WORK_INCOME: readonly IncomeSource[] = /* @__PURE__ */ INCOME_SOURCES.filter(
  (source) => source !== 'EMPLOYMENT' && source !== 'BUSINESS_ACTIVITY',
);

/**
 * The source-of-funds options for an employment status (docs/spec/flow/validation.md#risk-assessment: "drops the first two options (employment income,
 * business activity) for unemployed or student without employment").
 */
export function sourceOfFundsOptionsFor(status: EmploymentStatus): readonly IncomeSource[] {
  return status === 'UNEMPLOYED' || status === 'STUDENT_WITHOUT_EMPLOYMENT' ? WITHOUT_WORK_INCOME : INCOME_SOURCES;
}
