import type { Locale } from '@onboarding/dictionaries';
import type { Brand } from '../contract/brands';
import type { CallInput, CallName, CallResponse } from '../contract/calls';
import { branchCodeFor, formVersionFor } from '../contract/common';
import type { NewAccountInput } from '../contract/newAccount';
import type { NewLoginInput } from '../contract/newLogin';
import type { StandardResponse } from '../contract/standardResponse';
import { REALFORM_PREFIX } from '../contract/realformPrefix';
import { isRestartResponse } from '../contract/standardResponse';
import { ensureClientId } from './clientIdCookie';
import { RealformNetworkError } from './RealformNetworkError';
import { RealformResponseError } from './RealformResponseError';
import type { TokenStore } from './TokenStore';
import type { Transport } from './transport';

/** How long one call may take before it fails with a {@link RealformNetworkError}. */
export const DEFAULT_TIMEOUT_MS = 30_000;

export interface RealformClientOptions {
  /**
   * Origin of the realform server; calls go to `{baseUrl}/realform/…`.
   * @default globalThis.location?.origin ?? 'http://localhost'
   */
  baseUrl?: string;
  /** Sent with every call as `brand` (docs/spec/flow/calls.md#transport "a brand flag"). */
  brand: Brand;
  /** Sets `languageCode`, `branchCode` and the form version (docs/spec/flow/calls.md#transport); change it with `setLocale`. */
  locale: Locale;
  /** Where the session token lives between calls and page loads. */
  tokenStore: TokenStore;
  /**
   * The fetch to use (tests pass the in-process server's).
   * @default globalThis.fetch
   */
  fetch?: typeof fetch;
  /**
   * Keep the analytics client id in a first-party cookie that every call carries (docs/spec/flow/calls.md#transport). Hosts that ask for
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
  /** The session token, requested once from get-token when the store is empty (docs/spec/flow/calls.md#call-table). */
  ensureToken(): Promise<string>;
  /**
   * Validates one field on the server (docs/spec/flow/validation.md). A newer call for the same field aborts the older one, which
   * resolves `{ status: 'cancelled' }` (docs/spec/flow/errors.md#superseded-validation: "Validation of a superseded request is marked cancelled").
   */
  validate(name: string, value: unknown): Promise<StandardResponse>;
  /** Registration (docs/spec/flow/entities.md#registration "Registration"); the answer's `next` is the step to show. */
  newAccount(input: NewAccountInput): Promise<StandardResponse>;
  /** Login that resumes an application at its stored step. */
  newLogin(input: NewLoginInput): Promise<StandardResponse>;
  /**
   * Any call of the contract by name (see `CALLS`), typed by its schemas: the client adds token, languageCode,
   * branchCode and brand, picks the base path (form-{pl|eu}, sms, document, form-pl) and parses the answer.
   */
  call<TName extends CallName>(name: TName, input: CallInput<TName>): Promise<CallResponse<TName>>;
  /**
   * A multipart call (document uploads, docs/spec/flow/calls.md#call-table "form data for uploads"): text fields and files, with the common
   * fields added as form fields.
   */
  upload<TName extends CallName>(name: TName, fields: Record<string, string>, files: Record<string, Blob>): Promise<CallResponse<TName>>;
}

function cancelled(): StandardResponse {
  return { status: 'cancelled' };
}

/**
 * The typed client of the realform calls (docs/spec/flow/calls.md#transport). Every call sends JSON with token, languageCode, branchCode
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

  // The wire (ky, paths, answer schemas) loads with the first call, not with the page: a client is created on the
  // first screen, which makes no call until the applicant acts, and the first page stays small (docs/architecture.md#the-front-end).
  // A failed load is tried again by the next call.
  let transport: Promise<Transport> | null = null;
  function wire(call: string): Promise<Transport> {
    transport ??= import('./transport')
      .then((module) => module.createTransport({ baseUrl, timeoutMs, fetch: options.fetch }))
      .catch((error: unknown) => {
        transport = null;
        throw new RealformNetworkError(
          `The realform call "${call}" was not sent: the HTTP client could not be loaded (${(error as Error)?.message ?? String(error)}). Check the connection and reload the page.`,
          { url: `${baseUrl}${REALFORM_PREFIX}`, cause: error },
        );
      });
    return transport;
  }

  function ensureToken(): Promise<string> {
    const stored = tokenStore.get();
    if (stored) return Promise.resolve(stored);
    // Concurrent first calls share one get-token request, so the page ends up with one session.
    pendingToken ??= wire('get-token')
      .then(async (http) => {
        const answer = await http.getToken();
        if (!('token' in answer)) {
          throw new RealformResponseError(
            `POST ${http.urlOf(http.tokenPath)} refused a session: ${answer.globalError ?? 'no reason given'}. Wait a moment and try again.`,
            { url: http.urlOf(http.tokenPath), globalError: answer.globalError },
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
    const http = await wire(call);
    return afterAnswer(token, (await http.call(call, formVersionFor(locale), body, signal)) as CallResponse<TName>);
  }

  async function upload<TName extends CallName>(call: TName, fields: Record<string, string>, files: Record<string, Blob>): Promise<CallResponse<TName>> {
    const token = await ensureToken();
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...fields, token, languageCode: locale, branchCode: branchCodeFor(locale), brand })) {
      form.append(name, value);
    }
    for (const [name, file] of Object.entries(files)) form.append(name, file, file instanceof File ? file.name : name);
    const http = await wire(call);
    return afterAnswer(token, (await http.upload(call, formVersionFor(locale), form)) as CallResponse<TName>);
  }

  function afterAnswer<T>(token: string, response: T): T {
    if (typeof response !== 'object' || response === null) return response;
    const standard = response as unknown as StandardResponse;
    if (isRestartResponse(standard)) {
      // docs/spec/flow/errors.md#global-error: restart clears the token — unless a newer token (rotated by a login) already replaced it.
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
