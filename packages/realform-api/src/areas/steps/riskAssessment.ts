import type { EmploymentStatus, IncomeSource, Industry, PositionLevel, WealthBand } from '@onboarding/dictionaries';
import { riskFieldsShownFor, sourceOfFundsOptionsFor } from '@onboarding/dictionaries';
import * as v from 'valibot';
import {
  employmentStatusFieldSchema,
  incomeSchema,
  natureOfBusinessSchema,
  positionSchema,
  savingsSchema,
  sourceOfFundsSchema,
} from './fields';
import type { FieldProblems } from './stepRequest';
import { optionalText, parsed, problemOf, stepRequest } from './stepRequest';
import { pure } from '../../pure';

/** The risk-assessment step's fields (docs/spec/flow/entities.md#risk-assessment "Risk assessment"). */
export const riskAssessmentFieldsSchema = v.object({
  employmentStatus: optionalText,
  natureOfBusiness: optionalText,
  position: optionalText,
  sourceOfFunds: optionalText,
  income: optionalText,
  savings: optionalText,
});

export type RiskAssessmentInput = v.InferInput<typeof riskAssessmentFieldsSchema>;

/** The risk assessment as stored; the conditional fields are null where they are not shown (docs/spec/flow/states.md#risk-assessment). */
export interface RiskAssessment {
  employmentStatus: EmploymentStatus;
  natureOfBusiness: Industry | null;
  position: PositionLevel | null;
  sourceOfFunds: IncomeSource;
  income: WealthBand;
  savings: WealthBand;
}

type Fields = v.InferOutput<typeof riskAssessmentFieldsSchema>;

/** docs/spec/flow/states.md#risk-assessment, docs/spec/flow/validation.md: nature of business and position only for working applicants; no work income for those without work. */
export function riskAssessmentProblems(input: Fields): FieldProblems {
  const problems: FieldProblems = {
    employmentStatus: problemOf(employmentStatusFieldSchema, input.employmentStatus),
    sourceOfFunds: problemOf(sourceOfFundsSchema, input.sourceOfFunds),
    income: problemOf(incomeSchema, input.income),
    savings: problemOf(savingsSchema, input.savings),
  };
  if (problems.employmentStatus) return problems;
  const status = input.employmentStatus as EmploymentStatus;
  const shown = riskFieldsShownFor(status);
  if (shown.includes('natureOfBusiness')) problems.natureOfBusiness = problemOf(natureOfBusinessSchema, input.natureOfBusiness);
  if (shown.includes('position')) problems.position = problemOf(positionSchema, input.position);
  if (!problems.sourceOfFunds && !sourceOfFundsOptionsFor(status).includes(input.sourceOfFunds as IncomeSource)) {
    problems.sourceOfFunds = 'sourceOfFunds.unavailable';
  }
  return problems;
}

/** docs/spec/flow/states.md#risk-assessment: "unemployed, retired or student-without-employment clears natureOfBusiness and position". */
export function normalizeRiskAssessment(input: Fields): RiskAssessment {
  const employmentStatus = parsed(employmentStatusFieldSchema, input.employmentStatus);
  const shown = riskFieldsShownFor(employmentStatus);
  return {
    employmentStatus,
    natureOfBusiness: shown.includes('natureOfBusiness') ? parsed(natureOfBusinessSchema, input.natureOfBusiness) : null,
    position: shown.includes('position') ? parsed(positionSchema, input.position) : null,
    sourceOfFunds: parsed(sourceOfFundsSchema, input.sourceOfFunds),
    income: parsed(incomeSchema, input.income),
    savings: parsed(savingsSchema, input.savings),
  };
}

/** POST form-{pl|eu}/risk-assessment (docs/spec/flow/calls.md#named-actions action RISK_ASSESSMENT). */
export const riskAssessmentRequestSchema = pure(() =>
  stepRequest(riskAssessmentFieldsSchema.entries, riskAssessmentProblems, (input) => ({
  riskAssessment: normalizeRiskAssessment(input),
})),
);
