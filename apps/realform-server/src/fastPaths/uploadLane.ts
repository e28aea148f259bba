import type { IncomingMessage } from 'node:http';

/** Multipart requests waiting in the lane at most; past it a request is dispatched at once (its own guards then apply). */
export const UPLOAD_LANE_MAX_WAITING = 512;

/** Whether a request carries a multipart body: an upload, whatever its path. */
export function isMultipartRequest(incoming: IncomingMessage): boolean {
  const type = incoming.headers['content-type'];
  return type !== undefined && /^multipart\/form-data/i.test(type);
}

/**
 * A lane of lower priority for requests with a multipart body (uploads). Each is dispatched from its own turn of the
 * event loop (the check phase: one per turn), so whatever else is ready in between — a health check, an applicant's
 * call — is read and answered before the next upload is taken. Without it, a burst of hundreds of uploads arriving
 * together is handled in one poll phase, every one of them (fields parsed, caller looked up, refusal written) ahead
 * of a /healthz that arrived with them (issue 14 finding 2). An upload waits at most for the uploads ahead of it;
 * uploads are never starved, whatever else arrives, since each turn takes the next one. Past `maxWaiting` a request is
 * dispatched at once, as without the lane, and the upload guards behind it (uploads being read before admission,
 * bytes in flight) answer it.
 */
export function uploadLane(maxWaiting = UPLOAD_LANE_MAX_WAITING): (dispatch: () => void) => void {
  const waiting: Array<() => void> = [];
  let scheduled = false;
  const next = () => {
    const dispatch = waiting.shift();
    scheduled = waiting.length > 0;
    if (scheduled) setImmediate(next);
    dispatch?.();
  };
  return (dispatch) => {
    if (waiting.length >= maxWaiting) {
      dispatch();
      return;
    }
    waiting.push(dispatch);
    if (!scheduled) {
      scheduled = true;
      setImmediate(next);
    }
  };
}
