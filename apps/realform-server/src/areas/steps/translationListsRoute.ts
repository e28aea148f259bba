import { setupI18n, type I18n } from '@lingui/core';
import {
  INCOME_SOURCE_LABELS,
  INCOME_SOURCES,
  INVESTMENT_GOAL_LABELS,
  INVESTMENT_GOALS,
  isLocale,
  loadMessages,
  monthOptions,
  optionsWithLabels,
  toBcp47,
  translationListNameSchema,
  type Locale,
  type TranslationList,
  type TranslationListName,
} from '@onboarding/dictionaries';
import { REALFORM_PREFIX } from '@onboarding/realform-api';
import type { Context } from 'hono';
import * as v from 'valibot';
import type { StepsDeps } from './stepsApp';
import type { AppEnv } from '../../http/AppEnv';

/** GET /realform/i18n/{locale}/{list}.json (docs/spec/flow/calls.md#translations "Translation JSON loads by locale"). */
export const TRANSLATION_LIST_ROUTE = `${REALFORM_PREFIX}/i18n/:locale/:file`;

/**
 * How each list is built, from the dictionaries' translated labels: `months` from Intl (`monthOptions`),
 * `sourceEarnings` from the income sources (the risk assessment's source of funds), `purposeContract` from the
 * purposes of the account (the declarations' `investmentGoal`).
 */
const BUILDERS: Partial<Record<TranslationListName, (i18n: I18n, locale: Locale) => TranslationList>> = {
  months: (_i18n, locale) => monthOptions(locale),
  sourceEarnings: (i18n) => optionsWithLabels(INCOME_SOURCES, INCOME_SOURCE_LABELS, i18n),
  purposeContract: (i18n) => optionsWithLabels(INVESTMENT_GOALS, INVESTMENT_GOAL_LABELS, i18n),
};

// The lists depend only on the locale: built once per locale, then served from memory (every instance builds the same).
const built = new Map<string, Promise<TranslationList>>();

async function listFor(locale: Locale, list: TranslationListName, build: (i18n: I18n, locale: Locale) => TranslationList): Promise<TranslationList> {
  const key = `${locale}:${list}`;
  let found = built.get(key);
  if (!found) {
    found = loadMessages(locale).then((messages) => build(setupI18n({ locale, locales: toBcp47(locale), messages: { [locale]: messages } }), locale));
    // A failed catalog load must not stay cached for the process's lifetime.
    found.catch(() => built.delete(key));
    built.set(key, found);
  }
  return found;
}

/**
 * The translation lists the flow loads by locale and caches for 5 minutes (docs/spec/flow/calls.md#translations, docs/spec/flow/constants.md): `[{ value, label }]` in
 * the locale's language. No session is needed: nothing in them is personal. An unknown locale or list is 404.
 */
export function translationListsRoute(deps: StepsDeps) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const locale = c.req.param('locale') ?? '';
    const file = c.req.param('file') ?? '';
    const name = file.endsWith('.json') ? file.slice(0, -'.json'.length) : '';
    const build = v.is(translationListNameSchema, name) ? BUILDERS[name] : undefined;
    if (!isLocale(locale) || !build) {
      const t = await deps.translator.forLocale(isLocale(locale) ? locale : 'en');
      return c.json({ status: 'error', globalError: t('request.notFound') }, 404);
    }
    return c.json(await listFor(locale, name as TranslationListName, build), 200);
  };
}
