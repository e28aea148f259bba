import type { Locale } from '@onboarding/dictionaries';
import { isLocale } from '@onboarding/dictionaries';
import type { StandardResponse } from '@onboarding/realform-api';
import { issuesToFieldErrors } from '@onboarding/realform-api';
import type { Context } from 'hono';
import * as v from 'valibot';
import type { CallDeps } from './AppDeps';
import type { AppEnv } from './AppEnv';
import { answer } from '../fastPaths/answer';
import type { BodyResult } from './readJsonBody';
import { readCallJson } from './readJsonBody';
import { sessionAllowed, wrongSessionKind } from './routeAccess';
import { localeFromAcceptLanguage } from '../i18n/acceptLanguage';
import type { Translate } from '../i18n/translator';

/**
 * The answer's language: the request's `languageCode` when it is one of ours, else the first of ours the browser's
 * Accept-Language names (an unreadable body, one without a language), else English.
 */
export function localeOf(body: unknown, acceptLanguage?: string | null): Locale {
  const code = typeof body === 'object' && body !== null ? (body as { languageCode?: unknown }).languageCode : undefined;
  return isLocale(code) ? code : (localeFromAcceptLanguage(acceptLanguage) ?? 'en');
}

/** The standard 400 answer's body for schema issues, translated. */
export function schemaRefusalBody(t: Translate, issues: readonly v.BaseIssue<unknown>[]): StandardResponse {
  const { errors, globalError } = issuesToFieldErrors(issues);
  const response: StandardResponse = { status: 'error' };
  if (Object.keys(errors).length > 0) {
    response.errors = Object.fromEntries(Object.entries(errors).map(([field, keys]) => [field, keys.map((key) => t(key))]));
  }
  if (globalError) response.globalError = t(globalError);
  return response;
}

/** Turns schema issues into the standard 400 answer, translated (the same shape formCall answers). */
export function schemaRefusal(c: Context<AppEnv>, t: Translate, issues: readonly v.BaseIssue<unknown>[]): Response {
  return answer(c, 400, schemaRefusalBody(t, issues));
}

/** A call's body judged: the valid input, or the 400 answer to give. Either way the translator of its locale. */
export type JudgedBody<TSchema extends v.GenericSchema> =
  | { ok: true; input: v.InferOutput<TSchema>; t: Translate; locale: Locale }
  | { ok: false; refusal: StandardResponse; t: Translate; locale: Locale };

/**
 * The body of a call against the contract's schema, before any logic (docs/architecture.md#contract-first), with translated refusals;
 * refusals are logged with the path and the problem only. Shared by the Hono pipeline and the lean path of the
 * hottest call (`leanValidate`), so both answer alike.
 */
export async function judgeCallBody<TSchema extends v.GenericSchema>(
  deps: CallDeps,
  path: string,
  body: BodyResult,
  schema: TSchema,
  acceptLanguage?: string | null,
): Promise<JudgedBody<TSchema>> {
  const locale = localeOf(body.ok ? body.value : undefined, acceptLanguage);
  const t = deps.translator.loaded(locale) ?? (await deps.translator.forLocale(locale));
  return judgeCallBodyWith(deps, path, body, schema, locale, t);
}

/**
 * `judgeCallBody` once the request's translator is at hand (`localeOf(body, acceptLanguage)`'s):
 * synchronous, for the lean path.
 */
export function judgeCallBodyWith<TSchema extends v.GenericSchema>(
  deps: CallDeps,
  path: string,
  body: BodyResult,
  schema: TSchema,
  locale: Locale,
  t: Translate,
): JudgedBody<TSchema> {
  if (!body.ok) {
    deps.logger.info('request refused', { path, problem: body.problem });
    return { ok: false, refusal: { status: 'error', globalError: t('request.malformed') }, t, locale };
  }
  const parsed = v.safeParse(schema, body.value);
  if (!parsed.success) {
    deps.logger.info('request refused', { path, problem: 'schema' });
    return { ok: false, refusal: schemaRefusalBody(t, parsed.issues), t, locale };
  }
  return { ok: true, input: parsed.output, t, locale };
}

/**
 * The first half of every form call: the JSON body read (64 KB at most) and validated by the contract's schema
 * before any logic, with translated refusals. `formCall` adds the session; a call that decides itself how to
 * authenticate (mobile-qr-code-scan: a hand-off token on the phone, a session token on the desktop) uses it alone.
 */
export async function parseCallBody<TSchema extends v.GenericSchema>(
  deps: CallDeps,
  c: Context<AppEnv>,
  schema: TSchema,
): Promise<{ input: v.InferOutput<TSchema>; t: Translate } | Response> {
  const body = await readCallJson(c);
  // A session of a kind the route does not accept is refused before anything else (issue 14 finding 1): whatever
  // the body, a hand-off phone's token gets the same 403 on every call that is not document capture.
  const token = body.ok && typeof body.value === 'object' && body.value !== null ? (body.value as { token?: unknown }).token : undefined;
  if (typeof token === 'string' && token.length > 0 && token.length <= 512) {
    const session = await deps.sessions.touch(token, deps.now());
    if (session && !sessionAllowed(c, session)) {
      const locale = localeOf(body.ok ? body.value : undefined, c.req.header('accept-language'));
      c.set('locale', locale);
      deps.logger.info('request refused', { path: c.req.path, problem: 'session kind', kind: session.kind });
      return wrongSessionKind(c, deps.translator.loaded(locale) ?? (await deps.translator.forLocale(locale)));
    }
  }
  const judged = await judgeCallBody(deps, c.req.path, body, schema, c.req.header('accept-language'));
  c.set('locale', judged.locale);
  if (!judged.ok) return answer(c, 400, judged.refusal);
  return { input: judged.input, t: judged.t };
}
