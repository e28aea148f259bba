import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { currenciesFor } from '../enumerations/currencies';
import { sourceOfFundsOptionsFor } from '../enumerations/riskAssessmentRules';
import { messages } from '../locales/pl';
import { CURRENCY_LABELS } from './currencyLabels';
import { INCOME_SOURCE_LABELS } from './incomeSourceLabels';
import { optionsWithLabels } from './optionsWithLabels';

const i18n = setupI18n({ locale: 'pl', messages: { pl: messages } });

describe('optionsWithLabels', () => {
  it('given the Polish locale, offers the currencies without CZK, labelled in Polish', () => {
    expect(optionsWithLabels(currenciesFor('pl'), CURRENCY_LABELS, i18n)).toEqual([
      { value: 1, label: 'PLN – polski złoty' },
      { value: 2, label: 'EUR – euro' },
      { value: 3, label: 'USD – dolar amerykański' },
    ]);
  });

  it('keeps the order and the selection of the values it is given', () => {
    const options = optionsWithLabels(sourceOfFundsOptionsFor('UNEMPLOYED'), INCOME_SOURCE_LABELS, i18n);
    expect(options.map((option) => option.label)).toEqual(['Emerytura lub renta', 'Oszczędności i inwestycje', 'Dotacje, stypendia, pożyczki i inne']);
  });
});
