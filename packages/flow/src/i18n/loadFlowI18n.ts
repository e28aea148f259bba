import { setupI18n, type I18n } from '@lingui/core';
import { loadMessages as loadDictionaryMessages, toBcp47, type Locale } from '@onboarding/dictionaries';
import { loadMessages as loadFieldMessages } from '@onboarding/form-fields';
import { loadMessages as loadFlowMessages } from '../locales';

/**
 * One i18n instance with every package's messages for a locale. The URL code ('ua', 'cz') is Lingui's locale;
 * the BCP 47 tag ('uk', 'cs') drives plural rules and Intl formatting (docs/architecture.md#internationalisation).
 */
export async function loadFlowI18n(locale: Locale, { pseudo = false }: { pseudo?: boolean } = {}): Promise<I18n> {
  // The pseudo-locale is English made long and accented (issue 8), for finding clipped text; loaded only when asked.
  const source = pseudo ? 'en' : locale;
  const [flow, fields, api, dictionaries] = await Promise.all([
    loadFlowMessages(source),
    loadFieldMessages(source),
    // Through the client's chunk, which the page loads at the same time (mountOnboarding): a static import here
    // would pull the whole client into the entry script.
    import('@onboarding/realform-api/client').then(({ loadMessages }) => loadMessages(source)),
    loadDictionaryMessages(source),
  ]);
  const merged = { ...dictionaries, ...api, ...fields, ...flow };
  const i18n = setupI18n();
  i18n.load(locale, pseudo ? (await import('./pseudoLocalize')).pseudoLocalize(merged) : merged);
  i18n.activate(locale, [toBcp47(locale)]);
  return i18n;
}
