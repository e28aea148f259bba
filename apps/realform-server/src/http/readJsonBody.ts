import { REQUEST_BODY_MAX_BYTES } from '@onboarding/realform-api';

export type BodyProblem = 'contentType' | 'tooLarge' | 'syntax' | 'empty';

export type BodyResult = { ok: true; value: unknown } | { ok: false; problem: BodyProblem };

/**
 * Reads a JSON request body, refusing anything over the limit without buffering it (Content-Length is
 * checked first, then the stream is counted, since a chunked body has no length).
 */
export async function readJsonBody(
  request: Request,
  { allowEmpty = false, maxBytes = REQUEST_BODY_MAX_BYTES }: { allowEmpty?: boolean; maxBytes?: number } = {},
): Promise<BodyResult> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) return { ok: false, problem: 'tooLarge' };

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
        return { ok: false, problem: 'tooLarge' };
      }
      chunks.push(value);
    }
  }
  if (size === 0) return allowEmpty ? { ok: true, value: undefined } : { ok: false, problem: 'empty' };

  // S0 §7: "with the JSON content type". A form post or text/plain body is not ours (and is how CSRF arrives).
  const contentType = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (contentType !== 'application/json') return { ok: false, problem: 'contentType' };

  const text = new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks));
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, problem: 'syntax' };
  }
}
