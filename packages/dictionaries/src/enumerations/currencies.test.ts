import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locales';
import { CURRENCIES, currenciesFor, currencySchema } from './currencies';

describe('currencies', () => {
  it('numbers the currencies as docs/spec/flow/constants.md#currencies does', () => {
    expect(CURRENCIES).toEqual({ PLN: 1, EUR: 2, USD: 3, CZK: 4 });
  });

  it('given the Polish locale, offers every currency but CZK', () => {
    expect(currenciesFor('pl')).toEqual([1, 2, 3]);
  });

  it('given any other locale, offers all four', () => {
    expect(currenciesFor('cz')).toEqual([1, 2, 3, 4]);
    for (const locale of LOCALES.filter((l) => l !== 'pl')) expect(currenciesFor(locale)).toEqual([1, 2, 3, 4]);
  });

  it('accepts only the four codes', () => {
    expect(v.is(currencySchema, 4)).toBe(true);
    expect(v.is(currencySchema, 5)).toBe(false);
    expect(v.is(currencySchema, '1')).toBe(false);
  });
});
