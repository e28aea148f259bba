import { describe, expect, it } from 'vitest';
import { filterText, isAllowedCharacter, KEYBOARD_FILTERS, type KeyboardFilter } from './keyboardFilters';

describe('the default filter (docs/spec/flow/validation.md#keyboard-filters)', () => {
  it('keeps letters of any script, digits, spaces and / , . \' - : ( )', () => {
    const text = "Zażółć gęślą jaźń 12/3, ul. O'Neil-Smith: (Łódź) Ελλάδα Москва";
    expect(filterText(text, 'default')).toBe(text);
  });

  it('drops asterisk, plus and every other symbol', () => {
    expect(filterText('a*b+c"d&e;f!g@h#i_j=k?l%m', 'default')).toBe('abcdefghijklm');
  });

  it('turns no-break spaces, tabs and line breaks into plain spaces, so pasted lines stay apart', () => {
    expect(filterText('ul.\u00A0Długa 5\nWarszawa\t00-001\u202F', 'default')).toBe('ul. Długa 5 Warszawa 00-001 ');
  });

  it('keeps combining marks, so decomposed letters survive', () => {
    const decomposed = 'Zo\u0308e';
    expect(filterText(decomposed, 'default')).toBe(decomposed);
  });

  it('turns a phone keyboard\'s typographic apostrophe into the plain one', () => {
    expect(filterText('O\u2019Brien', 'default')).toBe("O'Brien");
  });

  it('keeps only ASCII digits as digits', () => {
    expect(filterText('١٢٣45', 'default')).toBe('45');
  });
});

describe('the street filter', () => {
  it('adds quotes, ampersand and asterisk to the default set', () => {
    expect(filterText('"Marks & Spencer" 12*', 'street')).toBe('"Marks & Spencer" 12*');
  });

  it('still blocks plus', () => {
    expect(filterText('1+2', 'street')).toBe('12');
  });

  it('turns typographic double quotes into plain ones', () => {
    expect(filterText('\u201EPod Lipami\u201D', 'street')).toBe('"Pod Lipami"');
  });
});

describe('the numeric filter', () => {
  it('keeps digits only', () => {
    expect(filterText('+48 600-700 800', 'numeric')).toBe('48600700800');
  });

  it('drops every kind of space, so a pasted "600 700 800" becomes one number', () => {
    expect(filterText('600\u00A0700\t800\n', 'numeric')).toBe('600700800');
  });

  it('drops other scripts\' digits and full-width digits', () => {
    expect(filterText('١٢٣４５6', 'numeric')).toBe('6');
  });
});

describe('the letters filter (country select)', () => {
  it('keeps letters, spaces and hyphens and drops digits', () => {
    expect(filterText('Guinea-Bissau 2', 'letters')).toBe('Guinea-Bissau ');
  });
});

describe('the e-mail filter', () => {
  it('drops a no-break space or a line break rather than turning it into a space', () => {
    expect(filterText('anna\u00A0nowak@example.pl\n', 'email')).toBe('annanowak@example.pl');
  });

  it('blocks only whitespace: plus and asterisk are valid in a local part', () => {
    expect(filterText(' jan.kowalski+konto*1@example.pl\t', 'email')).toBe('jan.kowalski+konto*1@example.pl');
  });
});

describe('the opt-out filter', () => {
  it('keeps everything, whitespace of any kind included', () => {
    expect(filterText('P@ss*+ word\u00A0\t', 'none')).toBe('P@ss*+ word\u00A0\t');
  });
});

describe('asterisk and plus (docs/spec/flow/validation.md#keyboard-filters: "always blocked")', () => {
  it.each<[KeyboardFilter, string]>([
    ['default', 'ab'],
    ['street', 'a*b'],
    ['numeric', ''],
    ['letters', 'ab'],
  ])('the %s filter keeps %j of "a*+b"', (filter, expected) => {
    expect(filterText('a*+b', filter)).toBe(expected);
  });
});

describe('isAllowedCharacter', () => {
  it.each<[string, KeyboardFilter, boolean]>([
    ['*', 'default', false],
    ['+', 'default', false],
    ['*', 'street', true],
    ['+', 'street', false],
    ['7', 'numeric', true],
    ['a', 'numeric', false],
    ['ß', 'default', true],
    ['7', 'letters', false],
    [' ', 'email', false],
    ['+', 'email', true],
    ['+', 'none', true],
  ])('%j with the %s filter: %s', (char, filter, allowed) => {
    expect(isAllowedCharacter(char, filter)).toBe(allowed);
  });

  it('blocks asterisk and plus in every character-class filter but street (asterisk only) and the opt-outs', () => {
    const blockingBoth = Object.keys(KEYBOARD_FILTERS).filter(
      (name) => !isAllowedCharacter('*', name as KeyboardFilter) && !isAllowedCharacter('+', name as KeyboardFilter),
    );
    expect(blockingBoth.sort()).toEqual(['default', 'letters', 'numeric']);
  });
});

describe('letters outside the Basic Multilingual Plane', () => {
  it('are kept whole', () => {
    expect(filterText('𝒜b', 'default')).toBe('𝒜b');
  });
});
