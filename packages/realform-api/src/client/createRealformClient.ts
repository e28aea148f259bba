import type { Locale } from '@onboarding/dictionaries';
import type { KyInstance, StandardSchemaV1, StandardSchemaV1InferOutput, StandardSchemaV1Issue } from 'ky';
import ky, { isHTTPError, isNetworkError, isTimeoutError, SchemaValidationError } from 'ky';
import type { Brand } from '../contract/brands';
import type { CallInput, CallName, CallResponse } from '../contract/calls';
import { CALLS, callPath, GET_TOKEN_CALL, REALFORM_PREFIX } from '../contract/calls';
import { ensureClientId } from './clientIdCookie';
import { branchCodeFor, formVersionFor } from '../contract/common';
import type { NewAccountInput } from '../contract/newAccount';
import type { NewLoginInput } from '../contract/newLogin';
import type { StandardResponse } from '../contract/standardResponse';
import { isRestartResponse } from '../contract/standardResponse';
import { RealformNetworkError } from './RealformNetworkError';
import { RealformResponseError } from './RealformResponseError';
import type { TokenStore } from './TokenStore';

/** How long one call may take before it fails with a {@link RealformNetworkError}. */
export const DEFAULT_TIMEOUT_MS = 30_000;

export interface RealformClientOptions {
  /**
   * Origin of the realform server; calls go to `{baseUrl}/realform/…`.
   * @default globalThis.location?.origin ?? 'http://localhost'
   */
  baseUrl?: string;
  /** Sent with every call as `brand` (S0 §7 "a brand flag"). */
  brand: Brand;
  /** Sets `languageCode`, `branchCode` and the form version (S0 §7); change it with `setLocale`. */
  locale: Locale;
  /** Where the session token lives between calls and page loads. */
  tokenStore: TokenStore;
  /**
   * The fetch to use (tests pass the in-process server's).
   * @default globalThis.fetch
   */
  fetch?: typeof fetch;
  /**
   * Keep the analytics client id in a first-party cookie that every call carries (S0 §7). Hosts that ask for
   * consent first pass false until the applicant agrees.
   * @default true in a browser
   */
  clientIdCookie?: boolean;
  /**
   * Time limit of one call in milliseconds.
   * @default 30000
   */
  timeoutMs?: number;
}

export interface RealformClient {
  readonly brand: Brand;
  readonly locale: Locale;
  setLocale(locale: Locale): void;
  /** The session token, requested once from get-token when the store is empty (S0 §7). */
  ensureToken(): Promise<string>;
  /**
   * Validates one field on the server (S0 §5). A newer call for the same field aborts the older one, which
   * resolves `{ status: 'cancelled' }` (S0 §8: "Validation of a superseded request is marked cancelled").
   */
  validate(name: string, value: unknown): Promise<StandardResponse>;
  /** Registration (S0 §3 "Registration"); the answer's `next` is the step to show. */
  newAccount(input: NewAccountInput): Promise<StandardResponse>;
  /** Login that resumes an application at its stored step. */
  newLogin(input: NewLoginInput): Promise<StandardResponse>;
  /**
   * Any call of the contract by name (see `CALLS`), typed by its schemas: the client adds token, languageCode,
   * branchCode and brand, picks the base path (form-{pl|eu}, sms, document, form-pl) and parses the answer.
   */
  call<TName extends CallName>(name: TName, input: CallInput<TName>): Promise<CallResponse<TName>>;
  /**
   * A multipart call (document uploads, S0 §7 "form data for uploads"): text fields and files, with the common
   * fields added as form fields.
   */
  upload<TName extends CallName>(name: TName, fields: Record<string, string>, files: Record<string, Blob>): Promise<CallResponse<TName>>;
}

function cancelled(): StandardResponse {
  return { status: 'cancelled' };
}

function describeIssues(issues: readonly StandardSchemaV1Issue[]): string {
  return issues
    .slice(0, 5)
    .map((issue) => {
      const path = (issue.path ?? []).map((segment: PropertyKey | { key: PropertyKey }) =>
        typeof segment === 'object' ? String(segment.key) : String(segment),
      );
      return `${path.join('.') || '(body)'}: ${issue.message}`;
    })
    .join('; ');
}

/** Turns whatever ky or fetch threw into one of the two error kinds callers handle. */
function toRealformError(error: unknown, url: string, timeoutMs: number): unknown {
  if (isTimeoutError(error)) {
    return new RealformNetworkError(
      `POST ${url} got no answer within ${timeoutMs} ms. Check the connection and try again, or raise timeoutMs.`,
      { url, cause: error },
    );
  }
  if (isNetworkError(error) || error instanceof TypeError) {
    return new RealformNetworkError(
      `POST ${url} could not reach the realform server (${(error as Error).message}). Check that the server is running and baseUrl is right.`,
      { url, cause: error },
    );
  }
  if (isHTTPError(error)) {
    const { status } = error.response;
    return new RealformResponseError(
      `POST ${url} answered HTTP ${status}; expected a standard response. The server failed: try again later, and see its log.`,
      { url, status, cause: error },
    );
  }
  if (error instanceof SchemaValidationError) {
    return new RealformResponseError(
      `POST ${url} answered JSON that does not match the realform contract (${describeIssues(error.issues)}). Client and server versions may differ.`,
      { url, cause: error },
    );
  }
  if (error instanceof SyntaxError) {
    return new RealformResponseError(
      `POST ${url} answered a body that is not JSON; expected a standard response. A proxy in between may have answered instead of the server.`,
      { url, cause: error },
    );
  }
  return error;
}

/**
 * The typed client of the realform calls (S0 §7). Every call sends JSON with token, languageCode, branchCode
 * and brand. 4xx answers carrying a standard body are returned, not thrown: they are the server's word
 * (field errors, restart). Unreachable servers, timeouts, 5xx and bodies outside the contract throw
 * {@link RealformNetworkError} or {@link RealformResponseError}.
 */
export function createRealformClient(options: RealformClientOptions): RealformClient {
  const { brand, tokenStore } = options;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const baseUrl = options.baseUrl ?? globalThis.location?.origin ?? 'http://localhost';
  let locale = options.locale;
  let pendingToken: Promise<string> | null = null;
  const pendingValidations = new Map<string, AbortController>();

  const api: KyInstance = ky.create({
    baseUrl,
    prefix: REALFORM_PREFIX,
    timeout: timeoutMs,
    // POSTs are not idempotent (new-account creates an application): never resend on our own.
    retry: 0,
    // 4xx answers carry standard bodies the flow must see; only 5xx is the server failing.
    throwHttpErrors: (status) => status >= 500,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  async function post<Schema extends StandardSchemaV1>(
    path: string,
    json: unknown,
    schema: Schema,
    signal?: AbortSignal,
  ): Promise<StandardSchemaV1InferOutput<Schema>> {
    try {
      return await api.post(path, { json, ...(signal ? { signal } : {}) }).json(schema);
    } catch (error) {
      if (signal?.aborted) throw error;
      throw toRealformError(error, `${baseUrl}${REALFORM_PREFIX}/${path}`, timeoutMs);
    }
  }

  function ensureToken(): Promise<string> {
    const stored = tokenStore.get();
    if (stored) return Promise.resolve(stored);
    // Concurrent first calls share one get-token request, so the page ends up with one session.
    pendingToken ??= post(GET_TOKEN_CALL.path, undefined, GET_TOKEN_CALL.response)
      .then((answer) => {
        if (!('token' in answer)) {
          throw new RealformResponseError(
            `POST ${baseUrl}${REALFORM_PREFIX}/${GET_TOKEN_CALL.path} refused a session: ${answer.globalError ?? 'no reason given'}. Wait a moment and try again.`,
            { url: `${baseUrl}${REALFORM_PREFIX}/${GET_TOKEN_CALL.path}`, globalError: answer.globalError },
          );
        }
        tokenStore.set(answer.token);
        return answer.token;
      })
      .finally(() => {
        pendingToken = null;
      });
    return pendingToken;
  }

  async function callForm<TName extends CallName>(call: TName, fields: object, signal?: AbortSignal): Promise<CallResponse<TName>> {
    if (options.clientIdCookie !== false) ensureClientId();
    const token = await ensureToken();
    const body = { ...fields, token, languageCode: locale, branchCode: branchCodeFor(locale), brand };
    const path = callPath(formVersionFor(locale), call);
    return afterAnswer(token, (await post(path, body, CALLS[call].response, signal)) as CallResponse<TName>);
  }

  async function upload<TName extends CallName>(call: TName, fields: Record<string, string>, files: Record<string, Blob>): Promise<CallResponse<TName>> {
    const token = await ensureToken();
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...fields, token, languageCode: locale, branchCode: branchCodeFor(locale), brand })) {
      form.append(name, value);
    }
    for (const [name, file] of Object.entries(files)) form.append(name, file, file instanceof File ? file.name : name);
    const path = callPath(formVersionFor(locale), call);
    try {
      const answer = await api.post(path, { body: form }).json(CALLS[call].response);
      return afterAnswer(token, answer as CallResponse<TName>);
    } catch (error) {
      throw toRealformError(error, `${baseUrl}${REALFORM_PREFIX}/${path}`, timeoutMs);
    }
  }

  function afterAnswer<T>(token: string, response: T): T {
    if (typeof response !== 'object' || response === null) return response;
    const standard = response as unknown as StandardResponse;
    if (isRestartResponse(standard)) {
      // S0 §8: restart clears the token — unless a newer token (rotated by a login) already replaced it.
      if (tokenStore.get() === token) tokenStore.clear();
    } else if (typeof standard.token === 'string') {
      tokenStore.set(standard.token);
    }
    return response;
  }

  return {
    brand,
    get locale() {
      return locale;
    },
    setLocale(next) {
      locale = next;
    },
    ensureToken,
    async validate(name, value) {
      pendingValidations.get(name)?.abort();
      const controller = new AbortController();
      pendingValidations.set(name, controller);
      try {
        const response = await callForm('validate', { name, value }, controller.signal);
        return controller.signal.aborted ? cancelled() : response;
      } catch (error) {
        if (controller.signal.aborted) return cancelled();
        throw error;
      } finally {
        if (pendingValidations.get(name) === controller) pendingValidations.delete(name);
      }
    },
    newAccount: (input) => callForm('newAccount', input),
    newLogin: (input) => callForm('newLogin', input),
    call: (name, input) => callForm(name, input),
    upload,
  };
}
