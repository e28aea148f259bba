// `@onboarding/idscan-widget/server`: the two calls a team's SERVER makes around the widget (apps/realform-server
// README "Scan API for other teams"): open a scan session with the API key, and verify the signed webhook that says
// how the journey ended. Web Crypto and fetch only — Node 20+, Deno, Bun, edge runtimes; never for a browser bundle
// (the API key and the webhook secret must stay on the server).
import type { HighLevelResult } from '../core/enumerations';
import type { CaptureStep } from '../core/types';

/** The header that carries a webhook's signature: `Idscan-Signature: t={unix seconds},v1={hex HMAC-SHA-256}`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Idscan-Signature';
/** The header that carries the delivery's id (the same on every retry, and the body's `id`): handle each once. */
export const WEBHOOK_DELIVERY_HEADER = 'Idscan-Delivery';
/** The replay window: a webhook signed more than this many seconds from the receiver's clock (either way) is refused. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export interface CreateSessionOptions {
  /** The scan server's origin, e.g. `https://onboarding.broker.example`. */
  apiUrl: string | URL;
  /** The team's API key (`idsk_…`, printed once by `api-key create`). */
  apiKey: string;
  /** `passport` (front, selfie) or `idCard` (front, back, selfie). */
  documentType: 'passport' | 'idCard';
  /** The team's id of the case or user (1–128 printable characters): a pseudonym, not a name or an e-mail address. */
  reference?: string;
  /** Where this session's webhook goes; without it, the key's own (`api-key create --webhook`). */
  webhookUrl?: string;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
}

/** A scan session. `token`, `journeyId`, `backendUrl` and `steps` are what the browser's widget needs. */
export interface ScanSession {
  /** The journey's scan token (the widget's `token`), valid until `expiresAt`. */
  token: string;
  journeyId: string;
  /** The versioned scan backend (the widget's `backendUrl`). */
  backendUrl: string;
  /** The steps to capture (the widget's `steps`). */
  steps: CaptureStep[];
  expiresAt: string;
  reference: string | null;
}

/** The scan API refused a call: `status` and the answer's `ErrorCode` (`UNAUTHORIZED`, `BAD_REQUEST`, …). */
export class ScanApiError extends Error {
  override name = 'ScanApiError';
  constructor(
    readonly status: number,
    readonly errorCode: string | null,
    message: string,
    readonly field: string | null = null,
  ) {
    super(message);
  }
}

/**
 * Opens a scan session for one user, server to server (`POST {apiUrl}/idscanenterprisesvc/v1/sessions` with the API
 * key). Hand the browser `token`, `journeyId`, `backendUrl` and `steps` only.
 * @throws ScanApiError when the scan API refuses it (401 for an unknown or revoked key, 400 for a wrong field, 429…)
 */
export async function createSession({ apiUrl, apiKey, documentType, reference, webhookUrl, fetch: fetchImpl = globalThis.fetch }: CreateSessionOptions): Promise<ScanSession> {
  const response = await fetchImpl(new URL('/idscanenterprisesvc/v1/sessions', apiUrl), {
    method: 'POST',
    headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ documentType, reference, webhookUrl }),
  });
  const text = await response.text();
  let answer: Record<string, unknown> = {};
  try {
    answer = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // Not the scan API's JSON (a proxy's page): reported below with the status.
  }
  if (response.status !== 201) {
    const errorCode = typeof answer.ErrorCode === 'string' ? answer.ErrorCode : null;
    const message = typeof answer.Message === 'string' ? answer.Message : text.slice(0, 200);
    throw new ScanApiError(response.status, errorCode, `The scan API refused the session (${response.status} ${errorCode ?? ''}): ${message}`, typeof answer.Field === 'string' ? answer.Field : null);
  }
  const { token, journeyId, backendUrl, captureSteps, expiresAt } = answer;
  if (typeof token !== 'string' || typeof journeyId !== 'string' || typeof backendUrl !== 'string' || !Array.isArray(captureSteps) || typeof expiresAt !== 'string') {
    throw new ScanApiError(response.status, null, `Expected the scan API's session (token, journeyId, backendUrl, captureSteps, expiresAt), got ${text.slice(0, 200)}`);
  }
  return { token, journeyId, backendUrl, steps: captureSteps as CaptureStep[], expiresAt, reference: typeof answer.reference === 'string' ? answer.reference : null };
}

/** The webhook's body: a journey of the key ended (no personal data; the details come from GET v1/journeys/{id}). */
export interface JourneyEndedEvent {
  /** The delivery's id: the same on every retry. */
  id: string;
  type: 'journey.ended';
  createdAt: string;
  data: {
    journeyId: string;
    reference: string | null;
    highLevelResult: HighLevelResult;
    /** The user cancelled, declined the terms, or left the journey until its token expired. */
    cancelled: boolean;
    endedAt: string;
  };
}

export interface VerifyWebhookOptions {
  /** The request body exactly as received (bytes, or the string they decode to): never a re-serialised object. */
  payload: string | Uint8Array;
  /** The `Idscan-Signature` header's value. */
  header: string | null | undefined;
  /** The key's webhook secret (`whsec_…`, printed once by `api-key create`). */
  secret: string;
  /** @default WEBHOOK_TOLERANCE_SECONDS (300) */
  toleranceSeconds?: number;
  /** @default new Date() */
  now?: Date;
}

export type VerifyWebhookResult =
  | { ok: true; event: JourneyEndedEvent; timestamp: number }
  /** `header`: missing or malformed; `timestamp`: outside the replay window; `signature`: no `v1` matches; `body`: signed but not JSON. */
  | { ok: false; reason: 'header' | 'timestamp' | 'signature' | 'body' };

const encoder = new TextEncoder();

function hexBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** Equal bytes, in a time that does not depend on where they differ. */
function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a[i]! ^ b[i]!;
  return difference === 0;
}

/**
 * Checks a webhook of the scan API: the `Idscan-Signature` timestamp `t` within the replay window, and one of its `v1`
 * values equal, in constant time, to the HMAC-SHA-256 under the secret of `{t}.{payload}`. Answer 2xx to a verified
 * webhook (it ends the retries) after handling `event.id` once; refuse the others (e.g. 400).
 */
export async function verifyWebhook({ payload, header, secret, toleranceSeconds = WEBHOOK_TOLERANCE_SECONDS, now = new Date() }: VerifyWebhookOptions): Promise<VerifyWebhookResult> {
  if (typeof header !== 'string' || header.length > 1024) return { ok: false, reason: 'header' };
  let timestamp: number | undefined;
  const signatures: Uint8Array[] = [];
  for (const part of header.split(',')) {
    const [key, value = ''] = part.trim().split('=', 2);
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(hexBytes(value));
  }
  if (timestamp === undefined || signatures.length === 0) return { ok: false, reason: 'header' };
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) return { ok: false, reason: 'timestamp' };

  const body = typeof payload === 'string' ? encoder.encode(payload) : payload;
  const prefix = encoder.encode(`${timestamp}.`);
  const signed = new Uint8Array(prefix.length + body.length);
  signed.set(prefix);
  signed.set(body, prefix.length);
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const expected = new Uint8Array(await crypto.subtle.sign('HMAC', key, signed));
  // Every value is compared, so the time taken does not say which one matched.
  let matched = false;
  for (const signature of signatures) matched = constantTimeEqual(signature, expected) || matched;
  if (!matched) return { ok: false, reason: 'signature' };

  try {
    return { ok: true, event: JSON.parse(new TextDecoder().decode(body)) as JourneyEndedEvent, timestamp };
  } catch {
    return { ok: false, reason: 'body' };
  }
}
