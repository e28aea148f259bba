import { describe, expect, it } from 'vitest';
import { loadMessages } from './locales/index';
import { LOCALES } from './locales';

// Beside src/locales/index.ts would be git-ignored with the compiled catalogs (src/locales/*.ts).
describe('loadMessages', () => {
  it('loads the complete Polish catalog for pl', async () => {
    const [en, pl] = await Promise.all([loadMessages('en'), loadMessages('pl')]);
    expect(Object.keys(pl).sort()).toEqual(Object.keys(en).sort());
    expect(Object.values(pl)).toContainEqual(['Paszport']);
  });

  it('falls back to English for an unknown locale', async () => {
    expect(await loadMessages('xx')).toEqual(await loadMessages('en'));
  });

  it.each(LOCALES)('has a catalog for %s', async (locale) => {
    expect(Object.keys(await loadMessages(locale)).length).toBeGreaterThan(0);
  });
});
