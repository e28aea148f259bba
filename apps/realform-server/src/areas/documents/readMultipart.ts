/** A body read and dropped after an answer is dropped up to this much, so the client gets the answer on the same connection. */
const DRAIN_MAX_BYTES = 64 * 1024 * 1024;

/**
 * Reads and drops a body (up to DRAIN_MAX_BYTES), so an answer reaches the client on the same connection. For bodies
 * that are expected to be empty (the scan backend's journey/end); uploads are read by `receiveUpload`, and a refused
 * upload's body is left unread (`discardBody`).
 */
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
