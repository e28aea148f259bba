import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { pseudoLocalize, pseudoText } from './pseudoLocalize';

describe('the pseudo-locale (issue 8)', () => {
  it('makes a text accented and about 40 % longer, keeping trailing spaces after the padding', () => {
    expect(pseudoText('Next')).toBe('Ñéẋţ ··');
    expect(pseudoText('Slide ')).toBe('Šĺíðé ·· ');
    expect(pseudoText('#')).toBe('#');
  });

  it('keeps placeholders, tags and plural syntax, so messages still format', () => {
    const i18n = setupI18n();
    const messages = pseudoLocalize({
      a: ['Slide ', ['position'], ' of ', ['count']],
      b: [['minutes', 'plural', { one: ['#', ' minute'], other: ['#', ' minutes'] }]],
    });
    i18n.loadAndActivate({ locale: 'en', messages });
    expect(i18n._('a', { position: 2, count: 5 })).toBe('⟦Šĺíðé ·· 2 öƒ · 5⟧');
    expect(i18n._('b', { minutes: 1 })).toBe('⟦1 ɱíñúţé ··⟧');
    expect(i18n._('b', { minutes: 3 })).toBe('⟦3 ɱíñúţéš ···⟧');
  });
});
