import * as v from 'valibot';

/** docs/spec/flow/entities.md#income-and-wealth-bands "Income and wealth bands": the risk assessment's yearly income and savings, ascending. */
export const WEALTH_BANDS = [
  'BELOW_10K_EUR',
  '10K_TO_16K_EUR',
  '16K_TO_30K_EUR',
  '30K_TO_60K_EUR',
  '60K_TO_100K_EUR',
  '100K_TO_250K_EUR',
  'ABOVE_250K_EUR',
] as const;

export type WealthBand = (typeof WEALTH_BANDS)[number];

export const wealthBandSchema = /* @__PURE__ */ v.picklist(WEALTH_BANDS);
