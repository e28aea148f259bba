import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Locale } from '@onboarding/dictionaries';
import type { ValidateRequest } from '@onboarding/realform-api';
import { REALFORM_PREFIX, validateRequestSchema } from '@onboarding/realform-api';
import type { Translate } from '../i18n/translator';
import { validateField, VALID_JSON } from '../areas/session/validateRoute';
import { apiSecurityHeaders } from '../security/securityHeaders';
import { newRequestId } from '../log/logLine';
import type { Session } from '../store/sessionStore';
import type { AppDeps } from '../http/AppDeps';
import { UNEXPECTED_FAILURE_FALLBACK, writeJson } from './answer';
import { restartAnswer } from '../http/formCall';
import type { JudgedBody } from '../http/parseCallBody';
import { judgeCallBody, judgeCallBodyWith, localeOf } from '../http/parseCallBody';
import { FORM_VERSIONS } from '../http/postForm';
import type { BodyResult } from '../http/readJsonBody';
import { readIncomingJsonThen } from '../http/readJsonBody';

const PATHS: ReadonlySet<string> = new Set(FORM_VERSIONS.map((version) => `${REALFORM_PREFIX}/${version}/validate`));

/** A request listener's front: takes a request (true) or leaves it to the next listener (false). */
export type LeanListener = (incoming: IncomingMessage, outgoing: ServerResponse) => boolean;

type Judged = JudgedBody<typeof validateRequestSchema>;

/**
 * POST /realform/form-{pl|eu}/validate straight from node:http, in front of Hono. It is the hottest call (docs/spec/flow/validation.md: one
 * per field on every blur), and next to a bare node:http echo every microsecond of it shows (README "Benchmark").
 * The pipeline is the same as every form call's, from the same functions: the body read once under the 64 KB
 * limit, judged by the contract's schema with translated refusals (400), a live session (401 restart), the field's
 * rule; the JSON answer with the API security headers, one access-log line, and a logged, redacted, translated 500
 * for anything unexpected. In the usual case — a loaded translator, a session this process knows — it runs without
 * a promise: callbacks for the body, then synchronously to the answer. Only the exact paths with POST come here;
 * any other method or a query string goes to Hono as before.
 */
export function leanValidate(deps: AppDeps): LeanListener {
  const headers = apiSecurityHeaders(deps.publicOrigin);
  // The answer to every valid value, headers and all, built once.
  const validHeaders = { ...headers, 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(VALID_JSON)) };

  function handle(incoming: IncomingMessage, outgoing: ServerResponse, path: string, started: number): void {
    let locale: Locale = 'en';

    const id = newRequestId();
    const logged = (status: number) => deps.logger.request({ id, method: 'POST', path, status, ms: Math.round(performance.now() - started) });
    const respond = (status: number, json: string) => {
      writeJson(outgoing, status, headers, json);
      logged(status);
    };

    const fail = (error: unknown) => {
      // As createApp's onError: logged redacted (no bodies, e-mails or tokens), a generic translated message.
      deps.logger.error('unexpected error', { requestId: id, method: 'POST', path, error });
      if (outgoing.headersSent) {
        outgoing.destroy();
        return;
      }
      void deps.translator
        .forLocale(locale)
        .catch(() => null)
        .then((t) => respond(500, JSON.stringify({ status: 'error', globalError: t ? t('server.unexpected') : UNEXPECTED_FAILURE_FALLBACK })))
        .catch(() => outgoing.destroy());
    };

    const answer = (session: Session | null, input: ValidateRequest, t: Translate) => {
      if (!session) return respond(401, JSON.stringify(restartAnswer(t)));
      // validate is declared APPLICANT in the session area (sessionApp; issue 14 finding 1): a hand-off phone's session is refused here too.
      if (session.kind !== 'applicant') return respond(403, JSON.stringify({ status: 'error', globalError: t('application.required') }));
      const result = validateField(input, t, deps.now());
      if (result.status !== 'success') return respond(200, JSON.stringify(result));
      outgoing.writeHead(200, validHeaders);
      outgoing.end(VALID_JSON);
      logged(200);
    };

    const judged = (judgement: Judged) => {
      locale = judgement.locale;
      if (!judgement.ok) return respond(400, JSON.stringify(judgement.refusal));
      const { input, t } = judgement;
      const now = deps.now();
      const session = deps.sessions.touchCached(input.token, now);
      if (session) return answer(session, input, t);
      deps.sessions
        .touch(input.token, now)
        .then((touched) => answer(touched, input, t))
        .catch(fail);
    };

    const read = (body: BodyResult) => {
      try {
        const acceptLanguage = incoming.headers['accept-language'];
        locale = localeOf(body.ok ? body.value : undefined, acceptLanguage);
        const t = deps.translator.loaded(locale);
        if (t) return judged(judgeCallBodyWith(deps, path, body, validateRequestSchema, locale, t));
        judgeCallBody(deps, path, body, validateRequestSchema, acceptLanguage).then(judged).catch(fail);
      } catch (error) {
        fail(error);
      }
    };

    readIncomingJsonThen(incoming, {}, read, fail);
  }

  return (incoming, outgoing) => {
    const path = incoming.url;
    if (incoming.method !== 'POST' || path === undefined || !PATHS.has(path)) return false;
    handle(incoming, outgoing, path, performance.now());
    return true;
  };
}
