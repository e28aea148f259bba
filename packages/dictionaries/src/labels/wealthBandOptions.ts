import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { WEALTH_BANDS, type WealthBand } from '../enumerations/wealthBands';
import { toBcp47, type Locale } from '../locales';
import type { LabelledOption } from './optionsWithLabels';

/** The currencies the bands are shown in: the brand's (złoty on the Polish brand, euro on the international one). */
export type WealthBandCurrency = 'EUR' | 'PLN';

/**
 * The six limits between the seven bands of docs/spec/flow/entities.md#income-and-wealth-bands "Income and wealth bands", per currency shown, ascending. The
 * values sent stay the flow spec's codes (`10K_TO_16K_EUR`…); euro are the flow spec's own limits, złoty round amounts near them (about
 * 4.3 złoty to the euro), as a Polish broker asks (issue 18 item 9).
 */
export const WEALTH_BAND_LIMITS: Readonly<Record<WealthBandCurrency, readonly number[]>> = {
  EUR: [10_000, 16_000, 30_000, 60_000, 100_000, 250_000],
  PLN: [40_000, 70_000, 130_000, 250_000, 400_000, 1_000_000],
};

/** A band's amounts: from `from` (included) to below `below` (excluded); the lowest has no `from`, the highest no `below`. */
export interface WealthBandRange {
  from?: number;
  below?: number;
}

/** The amounts of a band in a currency: bands never overlap, each starts where the one before it ends. */
export function wealthBandRange(band: WealthBand, currency: WealthBandCurrency): WealthBandRange {
  const limits = WEALTH_BAND_LIMITS[currency];
  const index = WEALTH_BANDS.indexOf(band);
  const from = index > 0 ? limits[index - 1] : undefined;
  const below = index < limits.length ? limits[index] : undefined;
  return { ...(from === undefined ? {} : { from }), ...(below === undefined ? {} : { below }) };
}

type Kind = 'income' | 'savings';

const LABELS: Readonly<Record<Kind, Record<'lowest' | 'middle' | 'highest', MessageDescriptor>>> = {
  income: {
    lowest: msg({ message: 'Under {below} a year', comment: 'Yearly income band; {below} is an amount of money such as €10,000' }),
    middle: msg({
      message: 'From {from} to under {below} a year',
      comment: 'Yearly income band; {from} and {below} are amounts such as €10,000 and €16,000 (the upper amount is not included)',
    }),
    highest: msg({ message: '{from} or more a year', comment: 'Yearly income band; {from} is an amount of money such as €250,000' }),
  },
  savings: {
    lowest: msg({ message: 'Under {below}', comment: 'Savings and investments band; {below} is an amount of money such as €10,000' }),
    middle: msg({
      message: 'From {from} to under {below}',
      comment: 'Savings and investments band; {from} and {below} are amounts such as €10,000 and €16,000 (the upper amount is not included)',
    }),
    highest: msg({ message: '{from} or more', comment: 'Savings and investments band; {from} is an amount of money such as €250,000' }),
  },
};

/**
 * The bands as options of the risk assessment's `income` or `savings` select (docs/spec/flow/entities.md#income-and-wealth-bands): the flow spec's codes as values, labels
 * with the amounts in `currency`, formatted for the locale by `Intl.NumberFormat` (`40 000 zł`, `PLN 40,000`,
 * `€10,000`), saying where each band ends ("from 10,000 to under 16,000") so that no amount fits two bands.
 *
 * ```ts
 * wealthBandOptions('income', 'PLN', 'pl', i18n)[1]; // { value: '10K_TO_16K_EUR', label: 'Od 40 000 zł do kwoty poniżej 70 000 zł rocznie' }
 * ```
 */
export function wealthBandOptions(kind: Kind, currency: WealthBandCurrency, locale: Locale, i18n: Pick<I18n, '_'>): LabelledOption<WealthBand>[] {
  const format = new Intl.NumberFormat(toBcp47(locale), { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 0 });
  return WEALTH_BANDS.map((band) => {
    const { from, below } = wealthBandRange(band, currency);
    const shape = from === undefined ? 'lowest' : below === undefined ? 'highest' : 'middle';
    const values = { ...(from === undefined ? {} : { from: format.format(from) }), ...(below === undefined ? {} : { below: format.format(below) }) };
    const label: MessageDescriptor = { ...LABELS[kind][shape], values };
    return { value: band, label: i18n._(label) };
  });
}
