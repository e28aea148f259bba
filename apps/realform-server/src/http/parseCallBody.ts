import type { Locale } from '@onboarding/dictionaries';
import { isLocale } from '@onboarding/dictionaries';
import type { StandardResponse } from '@onboarding/realform-api';
import { issuesToFieldErrors } from '@onboarding/realform-api';
import type { Context } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from './AppDeps';
import type { AppEnv } from './AppEnv';
import { answer } from './answer';
import { readCallJson } from './readJsonBody';
import type { Translate } from '../i18n/translator';

function localeOf(body: unknown): Locale {
  const code = typeof body === 'object' && body !== null ? (body as { languageCode?: unknown }).languageCode : undefined;
  return isLocale(code) ? code : 'en';
}

/** Turns schema issues into the standard 400 answer, translated (the same shape formCall answers). */
export function schemaRefusal(c: Context<AppEnv>, t: Translate, issues: readonly v.BaseIssue<unknown>[]): Response {
  const { errors, globalError } = issuesToFieldErrors(issues);
  const response: StandardResponse = { status: 'error' };
  if (Object.keys(errors).length > 0) {
    response.errors = Object.fromEntries(Object.entries(errors).map(([field, keys]) => [field, keys.map((key) => t(key))]));
  }
  if (globalError) response.globalError = t(globalError);
  return answer(c, 400, response);
}

/**
 * The first half of every form call: the JSON body read (64 KB at most) and validated by the contract's schema
 * before any logic, with translated refusals. `formCall` adds the session; a call that decides itself how to
 * authenticate (mobile-qr-code-scan: a hand-off token on the phone, a session token on the desktop) uses it alone.
 */
export async function parseCallBody<TSchema extends v.GenericSchema>(
  deps: AppDeps,
  c: Context<AppEnv>,
  schema: TSchema,
): Promise<{ input: v.InferOutput<TSchema>; t: Translate } | Response> {
  const body = await readCallJson(c);
  const locale = body.ok ? localeOf(body.value) : 'en';
  c.set('locale', locale);
  const t = deps.translator.loaded(locale) ?? (await deps.translator.forLocale(locale));
  if (!body.ok) {
    deps.logger.info('request refused', { path: c.req.path, problem: body.problem });
    return answer(c, 400, { status: 'error', globalError: t('request.malformed') });
  }
  const parsed = v.safeParse(schema, body.value);
  if (!parsed.success) {
    deps.logger.info('request refused', { path: c.req.path, problem: 'schema' });
    return schemaRefusal(c, t, parsed.issues);
  }
  return { input: parsed.output, t };
}
