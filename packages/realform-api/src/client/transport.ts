import type { StandardSchemaV1, StandardSchemaV1Issue } from 'ky';
import ky, { isHTTPError, isNetworkError, isTimeoutError, SchemaValidationError } from 'ky';
import { CALL_ROUTES, callPath, GET_TOKEN_CALL, REALFORM_PREFIX } from '../contract/callRoutes';
import type { CallName } from '../contract/calls';
import type { FormVersion } from '../contract/common';
import { RealformNetworkError } from './RealformNetworkError';
import { RealformResponseError } from './RealformResponseError';

/**
 * The client's wire: ky, where each call lives and the schema its answer is parsed with (docs/architecture.md#contract-first). A module
 * of its own that `createRealformClient` imports with the first call, so a page that has made none yet carries
 * neither ky nor the answer schemas (docs/architecture.md#routing: the entry route stays small). Request bodies are not checked
 * here: the server validates every one with the contract's request schemas.
 */
export interface TransportOptions {
  baseUrl: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

export type Transport = ReturnType<typeof createTransport>;

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
    // A refusal the server explained in a standard body (e.g. a mail server that refused the code's e-mail) keeps
    // its translated words, so the page can show them instead of a generic failure.
    const data: unknown = error.data;
    const globalError =
      typeof data === 'object' && data !== null && typeof (data as { globalError?: unknown }).globalError === 'string'
        ? (data as { globalError: string }).globalError
        : undefined;
    return new RealformResponseError(
      `POST ${url} answered HTTP ${status}; expected a standard response. The server failed: try again later, and see its log.`,
      { url, status, cause: error, ...(globalError ? { globalError } : {}) },
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
 * The calls that create something (issue 20 item 3): every request of one carries an `Idempotency-Key` of its own, so
 * when a load balancer passes it on to another server after the first died with it (nginx `proxy_next_upstream …
 * non_idempotent`), the server answers the first try's answer again instead of running the call twice.
 */
const IDEMPOTENT_CALLS: ReadonlySet<CallName> = new Set<CallName>(['newAccount', 'desktopDocumentUpload', 'mobileDocumentUpload']);

/** A fresh key: 128 random bits as hex (getRandomValues works on plain-http pages too, unlike randomUUID). */
function idempotencyHeader(call: CallName): Record<string, string> | undefined {
  if (!IDEMPOTENT_CALLS.has(call)) return undefined;
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return { 'Idempotency-Key': Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('') };
}

export function createTransport({ baseUrl, timeoutMs, fetch }: TransportOptions) {
  const api = ky.create({
    baseUrl,
    prefix: REALFORM_PREFIX,
    timeout: timeoutMs,
    // POSTs are not idempotent (new-account creates an application): never resend on our own.
    retry: 0,
    // 4xx answers carry standard bodies the flow must see; only 5xx is the server failing.
    throwHttpErrors: (status) => status >= 500,
    ...(fetch ? { fetch } : {}),
  });

  async function send<Schema extends StandardSchemaV1>(path: string, body: { json: unknown } | { body: FormData }, schema: Schema, signal?: AbortSignal, headers?: Record<string, string>) {
    try {
      return await api.post(path, { ...body, ...(signal ? { signal } : {}), ...(headers ? { headers } : {}) }).json(schema);
    } catch (error) {
      if (signal?.aborted) throw error;
      throw toRealformError(error, `${baseUrl}${REALFORM_PREFIX}/${path}`, timeoutMs);
    }
  }

  return {
    /** The URL of a call, for messages. */
    urlOf: (path: string) => `${baseUrl}${REALFORM_PREFIX}/${path}`,
    getToken: () => send(GET_TOKEN_CALL.path, { json: undefined }, GET_TOKEN_CALL.response),
    tokenPath: GET_TOKEN_CALL.path,
    /** A JSON call of the contract, its answer parsed with the call's answer schema. */
    call: (call: CallName, version: FormVersion, json: unknown, signal?: AbortSignal): Promise<unknown> =>
      send(callPath(version, call), { json }, CALL_ROUTES[call].response, signal, idempotencyHeader(call)),
    /** A multipart call (document uploads). */
    upload: (call: CallName, version: FormVersion, form: FormData): Promise<unknown> =>
      send(callPath(version, call), { body: form }, CALL_ROUTES[call].response, undefined, idempotencyHeader(call)),
  };
}
