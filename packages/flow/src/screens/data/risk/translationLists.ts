import { createTranslationListLoader, monthOptions, type Locale, type TranslationList, type TranslationListName } from '@onboarding/dictionaries';
import { REALFORM_PREFIX } from '@onboarding/realform-api';

/** Where the server serves a translation list (docs/spec/flow/calls.md#translations "Translation JSON loads by locale"): `/realform/i18n/{locale}/{list}.json`. */
export function translationListUrl(locale: Locale, list: TranslationListName, origin = globalThis.location?.origin ?? 'http://localhost'): string {
  return `${origin}${REALFORM_PREFIX}/i18n/${locale}/${list}.json`;
}

const isEntry = (value: unknown): value is { value: string; label: string } =>
  typeof value === 'object' && value !== null && typeof (value as { value?: unknown }).value === 'string' && typeof (value as { label?: unknown }).label === 'string';

async function fetchList(locale: Locale, list: TranslationListName): Promise<TranslationList> {
  // The months need no network: Intl names them (dictionaries' monthOptions).
  if (list === 'months') return monthOptions(locale);
  const response = await fetch(translationListUrl(locale, list), { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const body: unknown = await response.json();
  if (!Array.isArray(body) || !body.every(isEntry)) throw new Error('the answer is not a list of { value, label }');
  return body;
}

/** The app's translation lists, cached 5 minutes per locale and list (docs/spec/flow/constants.md, dictionaries' loader). */
export const translationLists = createTranslationListLoader({ fetch: fetchList });
