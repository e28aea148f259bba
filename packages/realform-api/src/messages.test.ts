import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { loadMessages } from './locales';
import { MESSAGE_KEYS, messageDescriptors, translateMessage } from './messages';

async function i18nFor(locale: string) {
  const i18n = setupI18n();
  i18n.load(locale, await loadMessages(locale));
  i18n.activate(locale);
  return i18n;
}

describe('messages', () => {
  it('translates a key into English with its default parameters', async () => {
    const en = await i18nFor('en');
    expect(translateMessage(en, 'email.invalid')).toBe('Enter a valid e-mail address, like name@example.com.');
    expect(translateMessage(en, 'password.invalid')).toBe(
      'Your password must have at least 8 characters, lower- and upper-case letters, a digit and a special character.',
    );
  });

  it('translates a key into Polish with Polish plural forms', async () => {
    const pl = await i18nFor('pl');
    expect(translateMessage(pl, 'email.invalid')).toBe('Podaj poprawny adres e-mail, np. jan.kowalski@example.com.');
    expect(translateMessage(pl, 'rate.limited', { minutes: 2 })).toBe('Zbyt wiele prób. Spróbuj ponownie za 2 minuty.');
    expect(translateMessage(pl, 'rate.limited', { minutes: 15 })).toBe('Zbyt wiele prób. Spróbuj ponownie za 15 minut.');
  });

  it('has a Polish translation for every key', async () => {
    const [en, pl] = await Promise.all([i18nFor('en'), i18nFor('pl')]);
    const untranslated = MESSAGE_KEYS.filter((key) => translateMessage(pl, key) === translateMessage(en, key));
    expect(untranslated).toEqual([]);
  });

  it('falls back to English for an unknown locale', async () => {
    expect(await loadMessages('xx')).toEqual(await loadMessages('en'));
  });

  it('answers in Lithuanian with Lithuanian plural forms (1, 2 and 10 minutes all differ)', async () => {
    const lt = await i18nFor('lt');
    expect(translateMessage(lt, 'field.required')).not.toBe('This field is required.');
    const forms = [1, 2, 10].map((minutes) => translateMessage(lt, 'rate.limited', { minutes }));
    expect(new Set(forms).size).toBe(3);
  });

  it('returns a string that is not a key as it is (a message the server already translated)', async () => {
    const en = await i18nFor('en');
    expect(translateMessage(en, 'Adres jest zajęty')).toBe('Adres jest zajęty');
  });

  it('keeps the English source text in every descriptor, so a host without catalogs still shows words', () => {
    for (const key of MESSAGE_KEYS) expect(messageDescriptors[key].message, key).toBeTruthy();
  });
});
