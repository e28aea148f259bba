import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Handler } from 'hono';
import type { AppEnv } from './AppEnv';

/** A compressed form of a response body the server can send, best first. */
export type ContentEncoding = 'br' | 'gzip';

/**
 * The compressions an `Accept-Encoding` header accepts, Brotli before gzip (RFC 9110 §12.5.3: a q-value of 0 refuses
 * one, `*` stands for those not named; no header, or `identity` alone, accepts none).
 */
export function acceptedEncodings(header: string | undefined): ContentEncoding[] {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    if (name === '') continue;
    const q = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const others = weights.get('*') ?? 0;
  return (['br', 'gzip'] as const).filter((encoding) => (weights.get(encoding) ?? others) > 0);
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * A body compressed as it is sent: a middling Brotli quality (5) or gzip level (6) costs about a millisecond for
 * 100 KB; the best qualities are for build time (tooling/tsup-config/precompress.js).
 */
export async function compressBody(body: Uint8Array, encoding: ContentEncoding): Promise<Uint8Array<ArrayBuffer>> {
  const compressed =
    encoding === 'br'
      ? await brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength } })
      : await gzipped(body, { level: 6 });
  return new Uint8Array(compressed.buffer as ArrayBuffer, compressed.byteOffset, compressed.byteLength);
}

/** Below this a compressed answer saves less than its headers cost. */
const MIN_COMPRESSED_BYTES = 1024;

/**
 * A route whose JSON answers are compressed when the caller accepts it and they are over a kilobyte (issue 21). Only
 * for answers with nothing secret in them — public lists — so that the length of a compressed answer can never tell
 * an observer anything about a secret beside attacker-chosen text (BREACH).
 */
export function compressedJson(handler: Handler<AppEnv>): Handler<AppEnv> {
  return async (c, next) => {
    const answer = await handler(c, next);
    if (!(answer instanceof Response) || answer.headers.has('Content-Encoding') || !/json/.test(answer.headers.get('Content-Type') ?? '')) return answer;
    const headers = new Headers(answer.headers);
    headers.append('Vary', 'Accept-Encoding');
    const [encoding] = acceptedEncodings(c.req.header('Accept-Encoding'));
    const body = new Uint8Array(await answer.arrayBuffer());
    if (!encoding || body.byteLength < MIN_COMPRESSED_BYTES) return new Response(body, { status: answer.status, headers });
    headers.set('Content-Encoding', encoding);
    headers.delete('Content-Length');
    return new Response(await compressBody(body, encoding), { status: answer.status, headers });
  };
}
