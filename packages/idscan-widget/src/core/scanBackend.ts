import { HIGH_LEVEL_RESULTS } from './enumerations';
import { type IdscanError, type IdscanErrorDetails, idscanError, type WidgetError } from './IdscanError';
import type { CaptureAnswer, JourneyResult, UploadSide } from './types';

/** Where and as whom the widget talks to the scan backend (S1 §3 session data). */
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
  onProgress?: (loaded: number, total: number | null) => void;
  signal?: AbortSignal;
}

/** The scan backend (`apps/realform-server`, /idscanenterprisesvc): the only service the widget calls. */
export interface ScanBackend {
  /** POST journey/upload (multipart `image`, `side`, optional `mrz`), with upload progress. */
  upload(input: UploadInput): Promise<CaptureAnswer>;
  /** POST journey/end: ends the journey; answers its result. */
  end(signal?: AbortSignal): Promise<JourneyResult>;
  /** GET journey/get?journeyId=: the journey's result (`Undefined` until it ended). */
  get(signal?: AbortSignal): Promise<JourneyResult>;
}

interface RawAnswer {
  status: number;
  body: string;
}

// S1 §6 sub-reasons; the backend names them by ErrorCode. Ours only ever says UNAUTHORIZED (the token is not
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

/** The refusal an HTTP answer stands for (S1 §8). */
export function httpError(status: number, body: string, what: string): WidgetError {
  const parsed = parseJson(body);
  const code = isRecord(parsed) && typeof parsed.ErrorCode === 'string' ? parsed.ErrorCode : '';
  const said = isRecord(parsed) && typeof parsed.Message === 'string' ? ` The backend said: "${parsed.Message}"` : '';
  const prefix = `${what} answered HTTP ${status}${code ? ` (${code})` : ''}.${said}`;
  if (status === 401 || status === 403) {
    return idscanError('unauthorized', { reason: UNAUTHORIZED_REASONS[code] ?? 'resource' }, `${prefix} Pass the scan token (gbgToken) issued for this journey.`);
  }
  if (status === 409 || code === 'JOURNEY_ENDED') return idscanError('journeyEnded', {}, `${prefix} The journey has ended; start a new one.`);
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

function readResult(body: string, what: string): JourneyResult {
  const parsed = parseJson(body);
  if (
    isRecord(parsed) &&
    typeof parsed.HighLevelResult === 'string' &&
    (HIGH_LEVEL_RESULTS as readonly string[]).includes(parsed.HighLevelResult) &&
    Array.isArray(parsed.ProcessedDocuments)
  ) {
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
 * The scan backend client. Answers are checked before use; every failure is a WidgetError (S1 §8).
 * @throws IdscanError `missingParameter` when backendUrl is empty (S1 §8 "missing parameters: backendUrl").
 */
export function createScanBackend(config: ScanBackendConfig, transport: ScanBackendTransport = {}): ScanBackend {
  if (typeof config.backendUrl !== 'string' || config.backendUrl.trim() === '') {
    throw idscanError('missingParameter', { parameter: 'backendUrl' }, 'Missing parameters: backendUrl. Pass the backendUrl the host received with the scan token (get-idscan-token).');
  }
  const base = config.backendUrl.trim().replace(/\/+$/, '');
  const headers = { Authorization: `Bearer ${config.token}`, Accept: 'application/json' };
  const url = (path: string, query: Record<string, string> = {}) => {
    const params = new URLSearchParams({ ...query, ...(config.locale ? { languageCode: config.locale } : {}) });
    const search = params.toString();
    return `${base}/${path}${search ? `?${search}` : ''}`;
  };

  async function request(method: 'GET' | 'POST', target: string, what: string, signal?: AbortSignal): Promise<RawAnswer> {
    const doFetch = transport.fetch ?? globalThis.fetch;
    try {
      const response = await doFetch(target, { method, headers, signal: signal ?? null });
      return { status: response.status, body: await response.text() };
    } catch (caught) {
      if (isAbort(caught)) throw caught;
      throw noAnswer(what, caught);
    }
  }

  return {
    async upload({ side, image, mrz, onProgress, signal }) {
      const what = `POST ${base}/journey/upload`;
      const form = new FormData();
      form.append('side', side);
      if (mrz) form.append('mrz', mrz);
      form.append('image', image, `${side.toLowerCase().replace(':', '-')}.${image.type === 'image/png' ? 'png' : 'jpg'}`);
      const Xhr = transport.XMLHttpRequest ?? globalThis.XMLHttpRequest;
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

    async get(signal) {
      const what = `GET ${base}/journey/get`;
      const answer = await request('GET', url('journey/get', { journeyId: config.journeyId }), what, signal);
      if (answer.status < 200 || answer.status >= 300) throw httpError(answer.status, answer.body, what);
      return readResult(answer.body, what);
    },
  };
}
