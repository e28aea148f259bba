export type MultipartResult = { ok: true; form: FormData } | { ok: false; problem: 'tooLarge' | 'contentType' | 'malformed' };

/** A refused body is read and dropped up to this much, so the client gets its 413 instead of a reset connection. */
const DRAIN_MAX_BYTES = 64 * 1024 * 1024;

class BodyTooLargeError extends Error {
  override readonly name = 'BodyTooLargeError';
}

/** Reads and drops a body (up to DRAIN_MAX_BYTES), so a refusal reaches the client on the same connection. */
export async function drain(body: ReadableStream<Uint8Array> | null): Promise<void> {
  if (!body) return;
  const reader = body.getReader();
  let read = 0;
  try {
    while (read <= DRAIN_MAX_BYTES) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away: nothing left to answer.
  }
}

/**
 * Reads a multipart/form-data body of at most `maxBytes`, refusing a bigger one before buffering it: the declared
 * Content-Length first, then a count of the bytes as they stream in (a chunked body declares none).
 */
export async function readMultipart(request: Request, maxBytes: number): Promise<MultipartResult> {
  const contentType = request.headers.get('content-type') ?? '';
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) {
    await drain(request.body);
    return { ok: false, problem: 'tooLarge' };
  }
  if (!/^multipart\/form-data;\s*boundary=/i.test(contentType) || !request.body) {
    await drain(request.body);
    return { ok: false, problem: 'contentType' };
  }

  let size = 0;
  const counted = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        // Past the limit the rest is read and dropped (nothing more is buffered), so the client still gets its
        // 413; past the drain limit the connection is given up.
        if (size > DRAIN_MAX_BYTES) controller.error(new BodyTooLargeError(`The body passed ${DRAIN_MAX_BYTES} bytes.`));
        else if (size <= maxBytes) controller.enqueue(chunk);
      },
      flush(controller) {
        if (size > maxBytes) controller.error(new BodyTooLargeError(`The body passed ${maxBytes} bytes.`));
      },
    }),
  );
  const limited = new Request('http://upload.invalid/', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: counted,
    duplex: 'half',
  } as RequestInit);
  try {
    const form = await limited.formData();
    return size > maxBytes ? { ok: false, problem: 'tooLarge' } : { ok: true, form };
  } catch {
    return { ok: false, problem: size > maxBytes ? 'tooLarge' : 'malformed' };
  }
}
