import * as v from 'valibot';

/** docs/spec/flow/entities.md#income-source "Income source", in the select's order (the risk assessment's source of funds uses the same list). */
export const INCOME_SOURCES = ['EMPLOYMENT', 'BUSINESS_ACTIVITY', 'PENSION', 'SAVINGS_INVESTMENTS', 'GRANTS_LOANS_ETC'] as const;

export type IncomeSource = (typeof INCOME_SOURCES)[number];

export const incomeSourceSchema = /* @__PURE__ */ v.picklist(INCOME_SOURCES);
