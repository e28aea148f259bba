import { HIGH_LEVEL_RESULTS } from './enumerations';
import { type IdscanError, type IdscanErrorDetails, idscanError, type WidgetError } from './IdscanError';
import type { AdditionalCheck, CaptureAnswer, JourneyResult, LivenessUploadAction, UploadSide } from './types';

/** Where and as whom the widget talks to the scan backend (docs/spec/widget/entities.md#data-from-the-host session data). */
export interface ScanBackendConfig {
  backendUrl: string;
  /** The scan token (gbgToken). */
  token: string;
  journeyId: string;
  /** Sent as `languageCode` so the backend's messages come in the user's language. */
  locale?: string;
}

/** Browser APIs the client uses, replaceable in tests; read when a request starts, never at import. */
export interface ScanBackendTransport {
  fetch?: typeof fetch;
  XMLHttpRequest?: typeof XMLHttpRequest;
}

export interface UploadInput {
  side: UploadSide;
  image: Blob;
  /** The machine-readable zone's text, when the capture layer read one. */
  mrz?: string;
  /** Side `LIVENESS` only: the action asked of the user and the check's kind (multipart `action` and `mode`). */
  liveness?: { action: LivenessUploadAction; mode: 'active' | 'passive' };
  onProgress?: (loaded: number, total: number | null) => void;
  signal?: AbortSignal;
}

/** The scan backend (`apps/realform-server`, /idscanenterprisesvc): the only service the widget calls. */
export interface ScanBackend {
  /** POST journey/upload (multipart `image`, `side`, optional `mrz`; `action` and `mode` for liveness), with upload progress. */
  upload(input: UploadInput): Promise<CaptureAnswer>;
  /** POST journey/end: ends the journey; answers the server's verdict. */
  end(signal?: AbortSignal): Promise<JourneyResult>;
  /**
   * POST journey/cancel with `{ reason }`: the user left (cancel journey, or terms declined). Answers when the
   * server has answered (200, or 409 when the journey had already ended); callers need not wait for it.
   */
  cancel(reason: CancelReason, signal?: AbortSignal): Promise<void>;
  /** GET journey/get?journeyId=: the journey's result (`Undefined` until it ended). */
  get(signal?: AbortSignal): Promise<JourneyResult>;
  /** The token of the next calls (the host refreshed it); calls already sent keep theirs. */
  setToken(token: string): void;
  /** The `languageCode` of the next calls. */
  setLocale(locale: string): void;
}

/** Why the user left, as journey/cancel's `reason`. */
export type CancelReason = 'userCancelled' | 'termsDeclined';

interface RawAnswer {
  status: number;
  body: string;
}

// docs/spec/widget/overview.md#roles-and-authorization sub-reasons; the backend names them by ErrorCode. Ours only ever says UNAUTHORIZED (the token is not
// this journey's, or unknown), which is "not authorized for the resource".
const UNAUTHORIZED_REASONS: Record<string, IdscanErrorDetails['unauthorized']['reason']> = {
  UNAUTHORIZED: 'resource',
  INVALID_CREDENTIALS: 'credentials',
  AUTHENTICATION_DISABLED: 'authenticationDisabled',
  PROCESS_UNAUTHORIZED: 'process',
};

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The refusal an HTTP answer stands for (docs/spec/widget/errors.md). */
export function httpError(status: number, body: string, what: string): WidgetError {
  const parsed = parseJson(body);
  const code = isRecord(parsed) && typeof parsed.ErrorCode === 'string' ? parsed.ErrorCode : '';
  const said = isRecord(parsed) && typeof parsed.Message === 'string' ? ` The backend said: "${parsed.Message}"` : '';
  const prefix = `${what} answered HTTP ${status}${code ? ` (${code})` : ''}.${said}`;
  if (status === 401 || status === 403) {
    return idscanError('unauthorized', { reason: UNAUTHORIZED_REASONS[code] ?? 'resource' }, `${prefix} Pass the scan token (gbgToken) issued for this journey.`);
  }
  if (status === 409 || code === 'JOURNEY_ENDED') return idscanError('journeyEnded', {}, `${prefix} The journey has ended; start a new one.`);
  if (status === 413 && code === 'TOO_MANY_PIXELS') {
    const serverMessage = isRecord(parsed) && typeof parsed.Message === 'string' && parsed.Message.trim() ? parsed.Message : null;
    return idscanError('tooManyPixels', { serverMessage }, `${prefix} Send an image with fewer pixels (a smaller photo).`);
  }
  if (status === 413) return idscanError('fileTooBig', {}, `${prefix} Send an image under 7.5 MB.`);
  if (status === 415) return idscanError('fileFormat', {}, `${prefix} Send a JPG or PNG image.`);
  if (code === 'INVALID_IMAGE') return idscanError('invalidImage', {}, `${prefix} The file is not a readable image.`);
  if (status >= 500) return idscanError('serverError', { status }, `${prefix} Try again later.`);
  return idscanError('badRequest', { status }, `${prefix} Check the request's fields.`);
}

function offline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** A request that got no HTTP answer: offline is a network exception, anything else an unreachable server. */
function noAnswer(what: string, cause: unknown): IdscanError<'networkException' | 'serverUnreachable'> {
  if (offline()) return idscanError('networkException', {}, `${what} could not be sent: the browser is offline. Check the connection and retry.`, { cause });
  return idscanError('serverUnreachable', {}, `${what} got no answer from the scan backend. Check backendUrl and that the server allows this origin.`, { cause });
}

function isAbort(caught: unknown): boolean {
  return caught instanceof Error && caught.name === 'AbortError';
}

const ADDITIONAL_CHECK_RESULTS: readonly string[] = ['Passed', 'Failed', 'Undetermined', 'NotNeeded'] satisfies AdditionalCheck['Result'][];

function isAdditionalCheck(value: unknown): boolean {
  return (
    isRecord(value) &&
    typeof value.Name === 'string' &&
    typeof value.Result === 'string' &&
    ADDITIONAL_CHECK_RESULTS.includes(value.Result) &&
    (value.Reason === undefined || typeof value.Reason === 'string')
  );
}

function isScores(value: unknown): boolean {
  return isRecord(value) && Object.values(value).every((score) => typeof score === 'number' && Number.isFinite(score));
}

function readResult(body: string, what: string): JourneyResult {
  const parsed = parseJson(body);
  if (
    isRecord(parsed) &&
    typeof parsed.HighLevelResult === 'string' &&
    (HIGH_LEVEL_RESULTS as readonly string[]).includes(parsed.HighLevelResult) &&
    Array.isArray(parsed.ProcessedDocuments) &&
    (parsed.AdditionalChecks === undefined || (Array.isArray(parsed.AdditionalChecks) && parsed.AdditionalChecks.every(isAdditionalCheck))) &&
    (parsed.Scores === undefined || isScores(parsed.Scores))
  ) {
    // Passed on as the server sent it: the verdict is the server's (issue 15).
    return parsed as unknown as JourneyResult;
  }
  throw idscanError('invalidParameter', { parameter: 'answer', reason: 'damaged' }, `${what} answered something that is not a journey result: ${body.slice(0, 120)}`);
}

function readCapture(body: string, what: string): CaptureAnswer {
  const parsed = parseJson(body);
  if (isRecord(parsed) && (parsed.CurrentResult === 'Passed' || parsed.CurrentResult === 'Failed') && isRecord(parsed.Checks)) {
    return parsed as unknown as CaptureAnswer;
  }
  throw idscanError('invalidParameter', { parameter: 'answer', reason: 'damaged' }, `${what} answered something that is not a capture result: ${body.slice(0, 120)}`);
}

function xhrSend(
  Xhr: typeof XMLHttpRequest,
  url: string,
  headers: Record<string, string>,
  body: FormData,
  onProgress: UploadInput['onProgress'],
  signal: AbortSignal | undefined,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new Xhr();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => onProgress?.(event.loaded, event.lengthComputable ? event.total : null);
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.responseText });
    xhr.onerror = () => reject(new TypeError('The upload failed before an answer arrived.'));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => reject(new DOMException('The upload was aborted.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/**
 * The scan backend client. Answers are checked before use; every failure is a WidgetError (docs/spec/widget/errors.md).
 * @throws IdscanError `missingParameter` when backendUrl is empty (docs/spec/widget/errors.md "missing parameters: backendUrl").
 */
export function createScanBackend(config: ScanBackendConfig, transport: ScanBackendTransport = {}): ScanBackend {
  if (typeof config.backendUrl !== 'string' || config.backendUrl.trim() === '') {
    throw idscanError('missingParameter', { parameter: 'backendUrl' }, 'Missing parameters: backendUrl. Pass the backendUrl the host received with the scan token (get-idscan-token).');
  }
  const base = config.backendUrl.trim().replace(/\/+$/, '');
  let token = config.token;
  let locale = config.locale;
  // Read for each call, so a refreshed token or a new locale applies from the next call on.
  const authHeaders = () => ({ Authorization: `Bearer ${token}`, Accept: 'application/json' });
  const url = (path: string, query: Record<string, string> = {}) => {
    const params = new URLSearchParams({ ...query, ...(locale ? { languageCode: locale } : {}) });
    const search = params.toString();
    return `${base}/${path}${search ? `?${search}` : ''}`;
  };

  async function request(method: 'GET' | 'POST', target: string, what: string, signal?: AbortSignal, json?: unknown): Promise<RawAnswer> {
    const doFetch = transport.fetch ?? globalThis.fetch;
    const headers = authHeaders();
    try {
      const init: RequestInit =
        json === undefined
          ? { method, headers, signal: signal ?? null }
          : { method, headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(json), signal: signal ?? null };
      const response = await doFetch(target, init);
      return { status: response.status, body: await response.text() };
    } catch (caught) {
      if (isAbort(caught)) throw caught;
      throw noAnswer(what, caught);
    }
  }

  return {
    async upload({ side, image, mrz, liveness, onProgress, signal }) {
      const what = `POST ${base}/journey/upload`;
      if ((side === 'LIVENESS') !== Boolean(liveness)) {
        throw idscanError(
          'invalidParameter',
          { parameter: 'liveness', reason: 'notValid' },
          `A ${side} upload ${side === 'LIVENESS' ? 'needs' : 'takes no'} liveness { action, mode }. Pass it with side LIVENESS only.`,
        );
      }
      const form = new FormData();
      form.append('side', side);
      if (mrz) form.append('mrz', mrz);
      if (liveness) {
        form.append('action', liveness.action);
        form.append('mode', liveness.mode);
      }
      form.append('image', image, `${side.toLowerCase().replace(':', '-')}.${image.type === 'image/png' ? 'png' : 'jpg'}`);
      const Xhr = transport.XMLHttpRequest ?? globalThis.XMLHttpRequest;
      const headers = authHeaders();
      let answer: RawAnswer;
      if (Xhr) {
        try {
          answer = await xhrSend(Xhr, url('journey/upload'), headers, form, onProgress, signal);
        } catch (caught) {
          if (isAbort(caught)) throw caught;
          throw noAnswer(what, caught);
        }
      } else {
        // No XMLHttpRequest (a worker, Node): no progress, but the upload still works.
        const doFetch = transport.fetch ?? globalThis.fetch;
        try {
          const response = await doFetch(url('journey/upload'), { method: 'POST', headers, body: form, signal: signal ?? null });
          answer = { status: response.status, body: await response.text() };
        } catch (caught) {
          if (isAbort(caught)) throw caught;
          throw noAnswer(what, caught);
        }
      }
      if (answer.status < 200 || answer.status >= 300) throw httpError(answer.status, answer.body, what);
      return readCapture(answer.body, what);
    },

    async end(signal) {
      const what = `POST ${base}/journey/end`;
      const answer = await request('POST', url('journey/end'), what, signal);
      if (answer.status < 200 || answer.status >= 300) throw httpError(answer.status, answer.body, what);
      return readResult(answer.body, what);
    },

    async cancel(reason, signal) {
      const what = `POST ${base}/journey/cancel`;
      const answer = await request('POST', url('journey/cancel'), what, signal, { reason });
      // 409: the journey had already ended; there is nothing left to cancel.
      if ((answer.status < 200 || answer.status >= 300) && answer.status !== 409) throw httpError(answer.status, answer.body, what);
    },

    async get(signal) {
      const what = `GET ${base}/journey/get`;
      const answer = await request('GET', url('journey/get', { journeyId: config.journeyId }), what, signal);
      if (answer.status < 200 || answer.status >= 300) throw httpError(answer.status, answer.body, what);
      return readResult(answer.body, what);
    },

    setToken(next) {
      token = next;
    },

    setLocale(next) {
      locale = next;
    },
  };
}
