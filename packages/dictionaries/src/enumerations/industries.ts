import * as v from 'valibot';

/** The 22 industries of the risk assessment's "nature of business" (docs/spec/flow/entities.md#industries), in the select's order. */
export const INDUSTRIES = [
  'AGRICULTURAL',
  'EDUCATION',
  'SOCIAL_SERVICES_HEALTH',
  'FINANCIAL_LEGAL_ACCOUNTING',
  'RETAIL_SERVICES',
  'ADMINISTRATIVE',
  'INSURANCE_SERVICES',
  'ENGINEERING_IT_TECHNOLOGY',
  'RESTAURANTS',
  'TRANSPORT_LOGISTICS',
  'AUTOMOTIVE',
  'CASINO_BETTING',
  'NOT_PROFIT_CHARITY',
  'DEFENCE_MILITARY_AEROSPACE',
  'LEISURE_TOURISM',
  'MINING_NATURAL_RESOURCES_OIL',
  'PHARMACEUTICALS_BIOTECH',
  'PROPERTY_CONSTRUCTION',
  'EXPORT_IMPORT',
  'SALE_DISTRIBUTION_OF_ALCOHOL_TOBACCO',
  'MANUFACTURING',
  'MARKETING',
] as const;

export type Industry = (typeof INDUSTRIES)[number];

export const industrySchema = /* @__PURE__ */ v.picklist(INDUSTRIES);
