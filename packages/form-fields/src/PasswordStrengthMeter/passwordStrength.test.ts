import { describe, expect, it } from 'vitest';
import { clampMetRules, passwordStrengthLevel, strengthLevelForMetRules } from './passwordStrength';

describe('strengthLevelForMetRules', () => {
  it('gives the meter level of docs/spec/flow/validation.md#password for each count of met rules', () => {
    expect([0, 1, 2, 3, 4].map(strengthLevelForMetRules)).toEqual(['none', 'weak', 'medium', 'medium', 'strong']);
  });

  it('reads a clamped count, so out-of-range input still gives a level', () => {
    expect(strengthLevelForMetRules(clampMetRules(7))).toBe('strong');
    expect(strengthLevelForMetRules(clampMetRules(-1))).toBe('none');
    expect(strengthLevelForMetRules(clampMetRules(Number.NaN))).toBe('none');
  });

  it('still answers under its deprecated name, passwordStrengthLevel, for one release', () => {
    expect([0, 1, 2, 3, 4].map(passwordStrengthLevel)).toEqual([0, 1, 2, 3, 4].map(strengthLevelForMetRules));
  });
});
