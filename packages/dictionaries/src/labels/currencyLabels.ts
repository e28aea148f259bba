import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Currency } from '../enumerations/currencies';

/**
 * Labels of the account currencies (docs/spec/flow/entities.md#currency "Currency"): the ISO code first, since that is what applicants see in
 * their bank, then the name. Offer them with `currenciesFor(locale)`.
 */
export const CURRENCY_LABELS: Readonly<Record<Currency, MessageDescriptor>> = {
  1: msg`PLN – Polish zloty`,
  2: msg`EUR – euro`,
  3: msg`USD – US dollar`,
  4: msg`CZK – Czech koruna`,
};
