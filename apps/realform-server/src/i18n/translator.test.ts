import { describe, expect, it, vi } from 'vitest';
import { memoized, TRANSLATION_MEMO_LIMIT, translator, type Translate } from './translator';

describe('memoized translations', () => {
  it('formats a message with no or numeric values once, and keeps different values apart', () => {
    const format = vi.fn<Translate>((key, values) => `${key}:${JSON.stringify(values ?? {})}`);
    const t = memoized(format);
    expect(t('rate.limited', { minutes: 1 })).toBe('rate.limited:{"minutes":1}');
    expect(t('rate.limited', { minutes: 1 })).toBe('rate.limited:{"minutes":1}');
    expect(t('rate.limited', { minutes: 2 })).toBe('rate.limited:{"minutes":2}');
    t('token.invalid');
    t('token.invalid');
    expect(format).toHaveBeenCalledTimes(3);
  });

  it('never keeps a message formatted with a string value (it may be what someone typed)', () => {
    const format = vi.fn<Translate>((key, values) => `${key}:${String(values?.email)}`);
    const t = memoized(format);
    t('token.invalid', { email: 'jan@example.com' });
    t('token.invalid', { email: 'jan@example.com' });
    expect(format).toHaveBeenCalledTimes(2);
  });

  it('stays bounded: past the limit it starts over instead of growing', () => {
    const format = vi.fn<Translate>((key, values) => `${key}${String(values?.n)}`);
    const t = memoized(format);
    for (let n = 0; n <= TRANSLATION_MEMO_LIMIT; n++) t('rate.limited', { n });
    t('rate.limited', { n: 0 });
    expect(format).toHaveBeenCalledTimes(TRANSLATION_MEMO_LIMIT + 2);
  });

  it('gives the same text as Lingui for a plural, in the locale asked', async () => {
    const translate = translator();
    const en = await translate.forLocale('en');
    const pl = await translate.forLocale('pl');
    expect(en('rate.limited', { minutes: 5 })).toBe(en('rate.limited', { minutes: 5 }));
    expect(en('rate.limited', { minutes: 5 })).toMatch(/5/);
    expect(pl('rate.limited', { minutes: 5 })).not.toBe(en('rate.limited', { minutes: 5 }));
  });
});
