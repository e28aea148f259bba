import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { InvestmentGoal } from '../enumerations/investmentGoals';

/** Labels of the purposes of the account (docs/spec/flow/entities.md#other-fields `investmentGoal`, the `purposeContract` list). */
export const INVESTMENT_GOAL_LABELS: Readonly<Record<InvestmentGoal, MessageDescriptor>> = {
  LONG_TERM_GROWTH: msg`Growing my savings over the long term`,
  RETIREMENT: msg`Saving for retirement`,
  REGULAR_INCOME: msg`A regular income from dividends and interest`,
  SHORT_TERM_TRADING: msg`Short-term trading`,
  HEDGING: msg`Protecting other investments against price changes (hedging)`,
  OTHER: msg`Another purpose`,
};
