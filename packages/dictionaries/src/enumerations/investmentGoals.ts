import * as v from 'valibot';

/**
 * The purpose of the account (docs/spec/flow/entities.md#other-fields `investmentGoal`, served as the `purposeContract` translation list, docs/spec/flow/calls.md#translations): what
 * the applicant means to do with it — part of the appropriateness assessment a MiFID II firm makes (art. 25(3)).
 */
export const INVESTMENT_GOALS = ['LONG_TERM_GROWTH', 'RETIREMENT', 'REGULAR_INCOME', 'SHORT_TERM_TRADING', 'HEDGING', 'OTHER'] as const;

export type InvestmentGoal = (typeof INVESTMENT_GOALS)[number];

export const investmentGoalSchema = /* @__PURE__ */ v.picklist(INVESTMENT_GOALS);
