import { describe, expect, it } from 'vitest';
import { loadMessages } from './index';

describe('loadMessages', () => {
  it('loads the Polish catalog for pl', async () => {
    const [en, pl] = await Promise.all([loadMessages('en'), loadMessages('pl')]);
    expect(Object.keys(pl)).toEqual(expect.arrayContaining(Object.keys(en)));
    expect(Object.values(pl)).toContainEqual(['Błąd:']);
  });

  it('falls back to English for an unknown locale', async () => {
    expect(await loadMessages('xx')).toEqual(await loadMessages('en'));
  });

  it.each(['lt', 'lv', 'ru', 'es', 'ua', 'cz', 'fr', 'it', 'de', 'pt', 'nl', 'ro'])('has a catalog for %s', async (locale) => {
    expect(Object.keys(await loadMessages(locale)).length).toBeGreaterThan(0);
  });
});
