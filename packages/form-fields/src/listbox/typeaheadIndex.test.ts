import { describe, expect, it } from 'vitest';
import { prefixCollator } from './matchesPrefix';
import { isTypeaheadKey, typeaheadIndex } from './typeaheadIndex';

const labels = ['Employed', 'Self-employed', 'Business owner', 'Unemployed', 'Retired', 'Student', 'Świadczeniobiorca'];
const collator = prefixCollator('en');

describe('isTypeaheadKey (docs/spec/flow/validation.md#residence-and-language: letter keys only)', () => {
  it.each([
    ['a', true],
    ['Ż', true],
    ['ж', true],
    ['1', false],
    [' ', false],
    ['*', false],
    ['ArrowDown', false],
    ['Enter', false],
  ])('%j: %s', (key, expected) => {
    expect(isTypeaheadKey(key)).toBe(expected);
  });
});

describe('typeaheadIndex', () => {
  it('finds the first option starting with the letters, ignoring case', () => {
    expect(typeaheadIndex(labels, 'se', -1, collator)).toBe(1);
    expect(typeaheadIndex(labels, 'U', -1, collator)).toBe(3);
  });

  it('ignores diacritics', () => {
    expect(typeaheadIndex(labels, 'swi', -1, collator)).toBe(6);
  });

  it('a single letter looks after the active option, so pressing it again cycles', () => {
    const withTwoS = ['Savings', 'Salary', 'Pension', 'Shares'];
    expect(typeaheadIndex(withTwoS, 's', -1, collator)).toBe(0);
    expect(typeaheadIndex(withTwoS, 's', 0, collator)).toBe(1);
    expect(typeaheadIndex(withTwoS, 's', 1, collator)).toBe(3);
    expect(typeaheadIndex(withTwoS, 's', 3, collator)).toBe(0);
  });

  it('a longer search keeps the active option when it still matches', () => {
    const countries = ['Poland', 'Portugal'];
    expect(typeaheadIndex(countries, 'po', 0, collator)).toBe(0);
    expect(typeaheadIndex(countries, 'port', 0, collator)).toBe(1);
  });

  it('a repeated letter with no option starting with it cycles like the single letter', () => {
    const withTwoS = ['Savings', 'Salary', 'Pension'];
    expect(typeaheadIndex(withTwoS, 'ss', 0, collator)).toBe(1);
  });

  it('gives -1 when nothing matches', () => {
    expect(typeaheadIndex(labels, 'xyz', 2, collator)).toBe(-1);
    expect(typeaheadIndex([], 'a', -1, collator)).toBe(-1);
    expect(typeaheadIndex(labels, '', 0, collator)).toBe(-1);
  });
});
