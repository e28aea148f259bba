import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { WealthBand } from '../enumerations/wealthBands';

/**
 * Labels of the bands as savings (S0 §3 "Income and wealth bands", the risk assessment's `savings`). The amounts
 * are written in each translation so every language formats them its own way (`€10,000`, `10 000 EUR`).
 */
export const WEALTH_BAND_LABELS: Readonly<Record<WealthBand, MessageDescriptor>> = {
  BELOW_10K_EUR: msg`Under €10,000`,
  '10K_TO_16K_EUR': msg`€10,000–€16,000`,
  '16K_TO_30K_EUR': msg`€16,000–€30,000`,
  '30K_TO_60K_EUR': msg`€30,000–€60,000`,
  '60K_TO_100K_EUR': msg`€60,000–€100,000`,
  '100K_TO_250K_EUR': msg`€100,000–€250,000`,
  ABOVE_250K_EUR: msg`Over €250,000`,
};
