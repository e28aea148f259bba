import type { Locale } from '@onboarding/dictionaries';
import { isLocale } from '@onboarding/dictionaries';
import type { CommonRequest, StandardResponse } from '@onboarding/realform-api';
import { issuesToFieldErrors } from '@onboarding/realform-api';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Context } from 'hono';
import * as v from 'valibot';
import type { Translate } from '../i18n/translator';
import type { Session } from '../store/sessionStore';
import type { AppDeps } from './AppDeps';
import type { AppEnv } from './AppEnv';
import { clientIp } from './clientIp';
import { readCallJson } from './readJsonBody';

/** What a form call's handler gets once the body is valid and the session is live. */
export interface FormCall<TInput> {
  c: Context<AppEnv>;
  input: TInput;
  session: Session;
  t: Translate;
  now: Date;
  ip: string;
}

type Status = 200 | 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500;

/**
 * Writes a standard response (S0 §3) with its HTTP status and the security headers. Under Node the JSON goes
 * straight to the ServerResponse: building a web Response with a dozen headers costs more than most calls'
 * own work (see the server README's benchmark). In process it is an ordinary Hono response.
 */
export function answer(c: Context<AppEnv>, status: Status, body: StandardResponse, extraHeaders?: Record<string, string>): Response {
  const headers = extraHeaders ? { ...c.get('securityHeaders'), ...extraHeaders } : c.get('securityHeaders');
  const outgoing = c.env?.outgoing;
  if (outgoing && !outgoing.headersSent) {
    const json = JSON.stringify(body);
    outgoing.writeHead(status, {
      ...headers,
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(json),
    });
    outgoing.end(json);
    c.set('answeredStatus', status);
    return RESPONSE_ALREADY_SENT;
  }
  return c.json(body, status, headers);
}

function localeOf(body: unknown): Locale {
  const code = typeof body === 'object' && body !== null ? (body as { languageCode?: unknown }).languageCode : undefined;
  return isLocale(code) ? code : 'en';
}

/**
 * The pipeline of every form call (DESIGN §3–§4): read the JSON body (64 KB at most), validate it with the
 * contract's schema before any logic, then require a live session; only then run the handler. Every refusal
 * is a standard response: 400 for the body, 401 with restart for the session.
 */
export function formCall<TSchema extends v.GenericSchema<unknown, CommonRequest>>(
  deps: AppDeps,
  schema: TSchema,
  handler: (call: FormCall<v.InferOutput<TSchema>>) => Promise<Response>,
) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const body = await readCallJson(c);
    const locale = body.ok ? localeOf(body.value) : 'en';
    c.set('locale', locale);
    const t = await deps.translator.forLocale(locale);

    if (!body.ok) {
      deps.logger.info('request refused', { path: c.req.path, problem: body.problem });
      return answer(c, 400, { status: 'error', globalError: t('request.malformed') });
    }

    // Not abortPipeEarly: body-level rules (the e-mail confirmation) must still run when a field fails.
    const parsed = v.safeParse(schema, body.value);
    if (!parsed.success) {
      const { errors, globalError } = issuesToFieldErrors(parsed.issues);
      deps.logger.info('request refused', { path: c.req.path, problem: 'schema', fields: Object.keys(errors) });
      const response: StandardResponse = { status: 'error' };
      if (Object.keys(errors).length > 0) {
        response.errors = Object.fromEntries(Object.entries(errors).map(([field, keys]) => [field, keys.map((key) => t(key))]));
      }
      if (globalError) response.globalError = t(globalError);
      return answer(c, 400, response);
    }

    const now = deps.now();
    const session = await deps.sessions.touch(parsed.output.token, now);
    if (!session) {
      // S0 §8: "If next equals restart, the session token is cleared and the user goes to restart."
      return answer(c, 401, { status: 'error', next: 'restart', restart: true, globalError: t('token.invalid') });
    }

    return handler({ c, input: parsed.output, session, t, now, ip: clientIp(c, deps.trustProxy) });
  };
}
