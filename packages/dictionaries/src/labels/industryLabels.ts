import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Industry } from '../enumerations/industries';

/** Labels of the 22 industries of the risk assessment's nature of business (docs/spec/flow/entities.md#industries "Industries"). */
export const INDUSTRY_LABELS: Readonly<Record<Industry, MessageDescriptor>> = {
  AGRICULTURAL: msg`Agriculture`,
  EDUCATION: msg`Education`,
  SOCIAL_SERVICES_HEALTH: msg`Health care and social services`,
  FINANCIAL_LEGAL_ACCOUNTING: msg`Finance, law and accounting`,
  RETAIL_SERVICES: msg`Retail and services`,
  ADMINISTRATIVE: msg`Administration`,
  INSURANCE_SERVICES: msg`Insurance`,
  ENGINEERING_IT_TECHNOLOGY: msg`Engineering, IT and technology`,
  RESTAURANTS: msg`Restaurants and catering`,
  TRANSPORT_LOGISTICS: msg`Transport and logistics`,
  AUTOMOTIVE: msg`Automotive`,
  CASINO_BETTING: msg`Casinos and betting`,
  NOT_PROFIT_CHARITY: msg`Non-profit and charity`,
  DEFENCE_MILITARY_AEROSPACE: msg`Defence, military and aerospace`,
  LEISURE_TOURISM: msg`Leisure and tourism`,
  MINING_NATURAL_RESOURCES_OIL: msg`Mining, natural resources, oil and gas`,
  PHARMACEUTICALS_BIOTECH: msg`Pharmaceuticals and biotechnology`,
  PROPERTY_CONSTRUCTION: msg`Property and construction`,
  EXPORT_IMPORT: msg`Import and export`,
  SALE_DISTRIBUTION_OF_ALCOHOL_TOBACCO: msg`Sale and distribution of alcohol and tobacco`,
  MANUFACTURING: msg`Manufacturing`,
  MARKETING: msg`Marketing and advertising`,
};
