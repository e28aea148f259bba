import { describe, expect, it } from 'vitest';
import { matchesPrefix, prefixCollator } from './matchesPrefix';

describe('matchesPrefix', () => {
  const english = prefixCollator('en');

  it('ignores case and diacritics', () => {
    expect(matchesPrefix('Österreich', 'oster', english)).toBe(true);
    expect(matchesPrefix('Côte d’Ivoire', 'COTE', english)).toBe(true);
  });

  it('matches the start of the name only', () => {
    expect(matchesPrefix('Poland', 'land', english)).toBe(false);
  });

  it('matches decomposed input against composed names', () => {
    expect(matchesPrefix('Åland Islands', 'A\u030Aland', english)).toBe(true);
  });

  it('accepts the product locale codes that are not BCP 47', () => {
    expect(prefixCollator('ua').resolvedOptions().locale).toBe('uk');
    expect(prefixCollator('cz').resolvedOptions().locale).toBe('cs');
  });
});
