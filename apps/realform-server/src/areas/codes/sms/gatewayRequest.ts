import { MessageDeliveryError } from '../messageProviders';

/** Waits; injected so tests of the retries need no real waiting. */
export type Sleep = (ms: number) => Promise<void>;

const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** How a gateway call is retried (README "SMS gateways"). */
export interface RetryPolicy {
  /** Tries in all, the first included. @default 3 */
  attempts: number;
  /** Time allowed for one try: connecting, sending and the whole answer. @default 10_000 */
  attemptTimeoutMs: number;
  /** Wait before the second try; doubled before each further one. @default 500 */
  backoffMs: number;
  /** Longest wait between tries; a Retry-After asking for more ends the tries. @default 4_000 */
  maxBackoffMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { attempts: 3, attemptTimeoutMs: 10_000, backoffMs: 500, maxBackoffMs: 4_000 };

/** What every gateway adapter accepts besides its credentials. */
export interface GatewayOptions {
  /** The gateway's origin (tests point it at a local server). */
  baseUrl?: string;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  /** @default setTimeout */
  sleep?: Sleep;
  retry?: Partial<RetryPolicy>;
}

/**
 * A gateway did not take a text message. The message names the provider, its error code or the HTTP status, and
 * the number of tries — never the phone number or the text (gateways echo both in their own messages, which are
 * therefore not kept).
 */
export class SmsGatewayError extends MessageDeliveryError {
  constructor(
    message: string,
    readonly details: {
      provider: string;
      /** The provider's own error code (SMSAPI `error`, Twilio `code`), when it gave one. */
      code?: string | undefined;
      httpStatus?: number | undefined;
      attempts: number;
      /** True when the gateway refused the message itself (a retry would be refused too). */
      refused: boolean;
      /** True when the refusal is about the recipient: not a valid, reachable mobile number (the applicant can fix it). */
      recipientRefused: boolean;
    },
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  /** The provider's error code, e.g. `13` (SMSAPI) or `21211` (Twilio); logged by the safe logger. */
  get code(): string | undefined {
    return this.details.code;
  }
}

/** What an adapter reads in a gateway's answer. */
export type GatewayVerdict =
  | { kind: 'accepted'; messageId: string }
  /**
   * Refused for good: a retry would get the same answer (an invalid number, a wrong token, no credit). `recipient`:
   * the number is what the gateway refuses.
   */
  | { kind: 'refused'; code?: string | undefined; recipient?: boolean }
  /** Busy or failing on its side (429, 5xx): safe to send again, the message was not taken. */
  | { kind: 'retry'; code?: string | undefined };

/** A gateway's answer body is read up to this size; anything longer is not an answer of its documented API. */
const MAX_ANSWER_BYTES = 64 * 1024;

async function readBounded(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel();
      break;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** The JSON object of an answer body, or undefined when it is not one. */
export function jsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** A code field as a string (`13`, `21211`), or undefined. */
export function codeOf(value: unknown): string | undefined {
  return typeof value === 'number' || (typeof value === 'string' && value !== '') ? String(value) : undefined;
}

/** Retry-After in milliseconds when it is a number of seconds (the form gateways use). */
function retryAfterMs(headers: Headers): number | undefined {
  const value = headers.get('retry-after');
  if (value === null || !/^\d+$/.test(value.trim())) return undefined;
  return Number(value.trim()) * 1000;
}

function networkReason(error: unknown, timeoutMs: number): string {
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) return `no answer within ${timeoutMs} ms`;
  const cause = (error as { cause?: { code?: unknown } } | undefined)?.cause;
  const code = typeof cause?.code === 'string' ? cause.code : undefined;
  return `network error${code ? ` (${code})` : ''}`;
}

export interface GatewayRequest {
  /** The provider's name in messages: `SMSAPI`, `Twilio`. */
  provider: string;
  url: string;
  headers: Record<string, string>;
  /** The form fields, sent as application/x-www-form-urlencoded (UTF-8 percent-encoding). */
  form: URLSearchParams;
  /** Reads an answer: accepted with an id, refused, or worth another try. */
  interpret(status: number, body: string): GatewayVerdict;
}

/**
 * POSTs a form to a gateway: each try bounded by a timeout; network failures, timeouts and answers the adapter
 * calls retryable (429, 5xx) tried again after a doubling wait (or the gateway's Retry-After, when it is no
 * longer than the longest wait); a refusal is never retried. Resolves with the provider's message id.
 */
export async function sendToGateway(request: GatewayRequest, options: GatewayOptions = {}): Promise<{ messageId: string }> {
  const policy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
  const doFetch = options.fetch ?? globalThis.fetch;
  const sleep = options.sleep ?? realSleep;
  const body = request.form.toString();
  let lastReason = '';
  let lastStatus: number | undefined;
  let lastCode: string | undefined;

  for (let attempt = 1; attempt <= policy.attempts; attempt += 1) {
    let waitMs = Math.min(policy.backoffMs * 2 ** (attempt - 1), policy.maxBackoffMs);
    let response: Response;
    let text: string;
    try {
      response = await doFetch(request.url, {
        method: 'POST',
        headers: { ...request.headers, 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body,
        redirect: 'error',
        signal: AbortSignal.timeout(policy.attemptTimeoutMs),
      });
      text = await readBounded(response);
    } catch (error) {
      lastReason = networkReason(error, policy.attemptTimeoutMs);
      lastStatus = undefined;
      lastCode = undefined;
      if (attempt < policy.attempts) await sleep(waitMs);
      continue;
    }

    const verdict = request.interpret(response.status, text);
    if (verdict.kind === 'accepted') return { messageId: verdict.messageId };
    if (verdict.kind === 'refused') {
      const code = verdict.code;
      throw new SmsGatewayError(`${request.provider} refused the text message: ${code ? `error ${code}` : 'no error code'}, HTTP ${response.status}.`, {
        provider: request.provider,
        code,
        httpStatus: response.status,
        attempts: attempt,
        refused: true,
        recipientRefused: verdict.recipient === true,
      });
    }
    lastStatus = response.status;
    lastCode = verdict.code;
    lastReason = `HTTP ${response.status}${verdict.code ? `, error ${verdict.code}` : ''}`;
    const askedMs = retryAfterMs(response.headers);
    if (askedMs !== undefined) {
      // The gateway says when; longer than we may keep the applicant waiting means giving up now.
      if (askedMs > policy.maxBackoffMs) {
        throw new SmsGatewayError(`${request.provider} is busy: ${lastReason}, and asked to wait ${askedMs / 1000} s; gave up after ${attempt} ${attempt === 1 ? 'try' : 'tries'}.`, {
          provider: request.provider,
          code: lastCode,
          httpStatus: lastStatus,
          attempts: attempt,
          refused: false,
          recipientRefused: false,
        });
      }
      waitMs = askedMs;
    }
    if (attempt < policy.attempts) await sleep(waitMs);
  }
  throw new SmsGatewayError(`${request.provider} did not take the text message after ${policy.attempts} ${policy.attempts === 1 ? 'try' : 'tries'}: ${lastReason}.`, {
    provider: request.provider,
    code: lastCode,
    httpStatus: lastStatus,
    attempts: policy.attempts,
    refused: false,
    recipientRefused: false,
  });
}

/**
 * True when a delivery failure (the gateway's error, or the code service's MessageDeliveryError around it) is the
 * gateway refusing the recipient's number, which the applicant can correct.
 */
export function isRecipientRefusal(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    if (current instanceof SmsGatewayError) return current.details.recipientRefused;
  }
  return false;
}
