import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { IncomeSource } from '../enumerations/incomeSources';

/**
 * Labels of the income sources (docs/spec/flow/entities.md#income-source "Income source"), also the risk assessment's source of funds: offer those
 * with `sourceOfFundsOptionsFor(status)`.
 */
export const INCOME_SOURCE_LABELS: Readonly<Record<IncomeSource, MessageDescriptor>> = {
  EMPLOYMENT: msg`Employment income`,
  BUSINESS_ACTIVITY: msg`Business activity`,
  PENSION: msg`Pension`,
  SAVINGS_INVESTMENTS: msg`Savings and investments`,
  GRANTS_LOANS_ETC: msg`Grants, loans and other`,
};
