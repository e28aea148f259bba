import { describe, expect, it } from 'vitest';
import { foldForSearch, matchRank, queryWords } from './searchText';

describe('search text folding (SearchSelect)', () => {
  it('drops case and diacritics, also of letters Unicode does not decompose', () => {
    expect(foldForSearch('Pierwszy Urząd Skarbowy Łódź-Śródmieście')).toBe('pierwszy urzad skarbowy lodz srodmiescie');
    expect(foldForSearch('Straße  Ærø')).toBe('strasse aero');
  });

  it('ranks word starts before parts of words, and needs every word', () => {
    const office = foldForSearch('Urząd Skarbowy w Kłodzku');
    expect(matchRank(office, queryWords('klodz'))).toBe(0);
    expect(matchRank(office, queryWords('lodz'))).toBe(1);
    expect(matchRank(office, queryWords('skarbowy klodzku'))).toBe(0);
    expect(matchRank(office, queryWords('skarbowy warszawa'))).toBeNull();
    expect(queryWords('  ')).toEqual([]);
  });
});
