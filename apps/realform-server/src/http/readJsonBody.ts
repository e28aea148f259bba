import type { IncomingMessage } from 'node:http';
import { REQUEST_BODY_MAX_BYTES } from '@onboarding/realform-api';
import type { Context } from 'hono';
import type { AppEnv } from './AppEnv';

export type BodyProblem = 'contentType' | 'tooLarge' | 'syntax' | 'empty';

export type BodyResult = { ok: true; value: unknown } | { ok: false; problem: BodyProblem };

/**
 * Reads a JSON request body, refusing anything over the limit without buffering it (Content-Length is
 * checked first, then the stream is counted, since a chunked body has no length).
 */
/**
 * The bytes of a web Request's body, or null as soon as they pass `maxBytes` (the rest is not buffered: the
 * stream is cancelled).
 */
export async function readLimitedBytes(request: Request, maxBytes: number): Promise<Buffer | null> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return null;
      }
      chunks.push(value);
    }
  }
  return Buffer.concat(chunks, size);
}

export async function readJsonBody(
  request: Request,
  { allowEmpty = false, maxBytes = REQUEST_BODY_MAX_BYTES }: { allowEmpty?: boolean; maxBytes?: number } = {},
): Promise<BodyResult> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) return { ok: false, problem: 'tooLarge' };

  const bytes = await readLimitedBytes(request, maxBytes);
  if (!bytes) return { ok: false, problem: 'tooLarge' };
  const size = bytes.byteLength;
  if (size === 0) return allowEmpty ? { ok: true, value: undefined } : { ok: false, problem: 'empty' };

  // docs/spec/flow/calls.md#transport: "with the JSON content type". A form post or text/plain body is not ours (and is how CSRF arrives).
  const contentType = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (contentType !== 'application/json') return { ok: false, problem: 'contentType' };

  try {
    // Decoded as the Node path decodes (invalid bytes become U+FFFD): cheaper than a TextDecoder made per call.
    return { ok: true, value: JSON.parse(bytes.toString('utf8')) as unknown };
  } catch {
    return { ok: false, problem: 'syntax' };
  }
}

export type BodyOptions = { allowEmpty?: boolean; maxBytes?: number };

/**
 * The JSON body of a call. Under Node it is read from the IncomingMessage itself: asking Hono for the web
 * Request would build a full undici Request (headers, AbortSignal) per call, which costs more than the
 * validate call's own work. In process (tests, the benchmark's in-process run) the web Request is read.
 */
export function readCallJson(c: Context<AppEnv>, options: BodyOptions = {}): Promise<BodyResult> {
  const incoming = c.env?.incoming;
  return incoming ? readIncomingJson(incoming, options) : readJsonBody(c.req.raw, options);
}

/** The JSON body of a Node request, read with the same limits and refusals as `readJsonBody`. */
export function readIncomingJson(incoming: IncomingMessage, options: BodyOptions): Promise<BodyResult> {
  return new Promise((resolve, reject) => readIncomingJsonThen(incoming, options, resolve, reject));
}

/**
 * `readIncomingJson` with callbacks, for the lean path (`leanValidate`): no promise per request. Plain listeners:
 * an async iterator per request costs more than this small body's parsing. `done` is called once.
 */
export function readIncomingJsonThen(
  incoming: IncomingMessage,
  { allowEmpty = false, maxBytes = REQUEST_BODY_MAX_BYTES }: BodyOptions,
  done: (body: BodyResult) => void,
  fail: (error: unknown) => void,
): void {
  const declared = Number(incoming.headers['content-length'] ?? Number.NaN);
  if (declared > maxBytes) {
    incoming.resume();
    done({ ok: false, problem: 'tooLarge' });
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let settled = false;
  const onData = (chunk: Buffer) => {
    size += chunk.byteLength;
    if (size > maxBytes) {
      incoming.off('data', onData);
      // Drain the rest without keeping it, so the answer can still be written on this connection.
      incoming.resume();
      settled = true;
      done({ ok: false, problem: 'tooLarge' });
      return;
    }
    chunks.push(chunk);
  };
  incoming.on('data', onData);
  incoming.once('end', () => {
    if (settled) return;
    settled = true;
    done(judgeJson(incoming, chunks, size, allowEmpty));
  });
  incoming.once('error', (error) => {
    if (settled) return;
    settled = true;
    fail(error);
  });
}

function judgeJson(incoming: IncomingMessage, chunks: readonly Buffer[], size: number, allowEmpty: boolean): BodyResult {
  if (size === 0) return allowEmpty ? { ok: true, value: undefined } : { ok: false, problem: 'empty' };
  const contentType = incoming.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (contentType !== 'application/json') return { ok: false, problem: 'contentType' };
  try {
    // One chunk (the usual small body) is read as it is, not copied.
    const bytes = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, size);
    return { ok: true, value: JSON.parse(bytes.toString('utf8')) as unknown };
  } catch {
    return { ok: false, problem: 'syntax' };
  }
}
