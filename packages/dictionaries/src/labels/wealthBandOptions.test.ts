import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { WEALTH_BANDS } from '../enumerations/wealthBands';
import { messages as en } from '../locales/en';
import { messages as pl } from '../locales/pl';
import { messages as ru } from '../locales/ru';
import { WEALTH_BAND_LIMITS, wealthBandOptions, wealthBandRange } from './wealthBandOptions';

// Issue 18 item 9: the income and savings bands were in EUR on the Polish brand and overlapped (10–16k / 16–30k).

function i18nFor(locale: 'en' | 'pl' | 'ru') {
  const i18n = setupI18n();
  i18n.load(locale, { en, pl, ru }[locale]);
  i18n.activate(locale);
  return i18n;
}

const money = (bcp47: string, currency: string, amount: number) =>
  new Intl.NumberFormat(bcp47, { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);

describe('income and savings bands', () => {
  it('keep the flow spec’s codes as the values, in order, whatever the currency shown', () => {
    for (const currency of ['PLN', 'EUR'] as const) {
      expect(wealthBandOptions('income', currency, 'pl', i18nFor('pl')).map((option) => option.value)).toEqual([...WEALTH_BANDS]);
    }
  });

  it('on the Polish brand, show the amounts in złoty, formatted for the locale', () => {
    expect(wealthBandOptions('income', 'PLN', 'pl', i18nFor('pl')).map((option) => option.label)).toEqual([
      `Poniżej ${money('pl', 'PLN', 40_000)} rocznie`,
      `Od ${money('pl', 'PLN', 40_000)} do kwoty poniżej ${money('pl', 'PLN', 70_000)} rocznie`,
      `Od ${money('pl', 'PLN', 70_000)} do kwoty poniżej ${money('pl', 'PLN', 130_000)} rocznie`,
      `Od ${money('pl', 'PLN', 130_000)} do kwoty poniżej ${money('pl', 'PLN', 250_000)} rocznie`,
      `Od ${money('pl', 'PLN', 250_000)} do kwoty poniżej ${money('pl', 'PLN', 400_000)} rocznie`,
      `Od ${money('pl', 'PLN', 400_000)} do kwoty poniżej ${money('pl', 'PLN', 1_000_000)} rocznie`,
      `${money('pl', 'PLN', 1_000_000)} lub więcej rocznie`,
    ]);
    expect(wealthBandOptions('savings', 'PLN', 'pl', i18nFor('pl'))[1]!.label).toBe('Od 40\u00a0000\u00a0zł do kwoty poniżej 70\u00a0000\u00a0zł');
    expect(wealthBandOptions('savings', 'PLN', 'en', i18nFor('en'))[6]!.label).toBe(`${money('en', 'PLN', 1_000_000)} or more`);
    expect(wealthBandOptions('income', 'PLN', 'ru', i18nFor('ru')).map((option) => option.label).join(' ')).not.toMatch(/EUR|€/);
  });

  it('on the international brand, show the flow spec’s euro limits', () => {
    expect(wealthBandOptions('income', 'EUR', 'en', i18nFor('en')).map((option) => option.label)).toEqual([
      'Under €10,000 a year',
      'From €10,000 to under €16,000 a year',
      'From €16,000 to under €30,000 a year',
      'From €30,000 to under €60,000 a year',
      'From €60,000 to under €100,000 a year',
      'From €100,000 to under €250,000 a year',
      '€250,000 or more a year',
    ]);
  });

  it('never overlap: each band starts where the one before it ends, and ends below its upper limit', () => {
    for (const currency of ['PLN', 'EUR'] as const) {
      const limits = WEALTH_BAND_LIMITS[currency];
      expect([...limits].sort((a, b) => a - b)).toEqual([...limits]);
      const ranges = WEALTH_BANDS.map((band) => wealthBandRange(band, currency));
      expect(ranges[0]).toEqual({ below: limits[0] });
      expect(ranges.at(-1)).toEqual({ from: limits.at(-1) });
      for (let index = 1; index < ranges.length; index++) expect(ranges[index]!.from).toBe(ranges[index - 1]!.below);
    }
  });

  it('are told apart in every catalog language that has them', () => {
    for (const locale of ['en', 'pl', 'ru'] as const) {
      for (const kind of ['income', 'savings'] as const) {
        const labels = wealthBandOptions(kind, 'PLN', locale, i18nFor(locale)).map((option) => option.label);
        expect(new Set(labels).size).toBe(WEALTH_BANDS.length);
        expect(labels.join(' ')).not.toMatch(/\{|\}/);
      }
    }
  });
});
