import type { CallResponse } from '../../contract/calls';
import { isRestartResponse } from '../../contract/standardResponse';
import type { StepName } from '../../contract/steps';
import type { RealformClient } from '../../client/createRealformClient';
import { IDSCAN_TOKEN_ATTEMPTS, IDSCAN_TOKEN_RETRY_INTERVAL_MS } from './constants';
import type { IdscanSession } from './scan';
import { sleep as defaultSleep } from './sleep';

export interface DocumentRetryOptions {
  /**
   * How many calls at most, the first one included.
   * @default 5: the first call and docs/spec/flow/constants.md#timers's "token retries 4 at 3 s"
   */
  attempts?: number;
  /**
   * The wait between two calls, in milliseconds.
   * @default 3000
   */
  intervalMs?: number;
  /**
   * How to wait (tests pass fake timers' or an instant one).
   * @default a setTimeout that the signal cancels
   */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Stops retrying (the applicant left the page); the promise then rejects with the signal's reason. */
  signal?: AbortSignal;
}

/** How getting the scan token ended. */
export type IdscanTokenResult =
  | { outcome: 'token'; session: IdscanSession; response: CallResponse<'getIdscanToken'> }
  /** The session is gone (docs/spec/flow/errors.md#scanning): the token store is already cleared; go to restart. */
  | { outcome: 'restart'; response: CallResponse<'getIdscanToken'> }
  /**
   * A refusal that names where the application is (`next`: the 409 of a step out of order — the document is already
   * done, say, and the browser's Back button came back to its capture): retrying cannot help; go there.
   */
  | { outcome: 'elsewhere'; next: StepName; response: CallResponse<'getIdscanToken'> }
  /** Every attempt failed: go to uploadException (docs/spec/flow/states.md#scan-token, docs/spec/flow/errors.md). `error` is the last thrown error, if any. */
  | { outcome: 'exception'; attempts: number; response?: CallResponse<'getIdscanToken'>; error?: unknown };

function sessionOf(response: CallResponse<'getIdscanToken'>): IdscanSession | null {
  const { gbgToken, journeyId, clientId, backendUrl, captureSteps } = response;
  if (response.status !== 'success' || !gbgToken || !journeyId || !clientId || !backendUrl) return null;
  return { gbgToken, journeyId, clientId, backendUrl, ...(captureSteps ? { captureSteps } : {}) };
}

/**
 * Calls document/get-idscan-token until it answers a scan session (docs/spec/flow/states.md#scan-token "Getting the scan token: up to 4
 * retries at 3 s intervals, then uploadException"; docs/spec/widget/calls.md). Network failures, server errors and error answers
 * are retried; a restart answer is not (the session is gone, retrying cannot help), nor a refusal that names the step
 * the application is at (it has moved on).
 */
export async function getIdscanTokenWithRetry(client: Pick<RealformClient, 'call'>, options: DocumentRetryOptions = {}): Promise<IdscanTokenResult> {
  const attempts = Math.max(1, options.attempts ?? IDSCAN_TOKEN_ATTEMPTS);
  const intervalMs = options.intervalMs ?? IDSCAN_TOKEN_RETRY_INTERVAL_MS;
  const wait = options.sleep ?? defaultSleep;
  const { signal } = options;

  let lastResponse: CallResponse<'getIdscanToken'> | undefined;
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    signal?.throwIfAborted();
    try {
      const response = await client.call('getIdscanToken', {});
      if (isRestartResponse(response)) return { outcome: 'restart', response };
      if (response.status === 'error' && response.next) return { outcome: 'elsewhere', next: response.next, response };
      const session = sessionOf(response);
      if (session) return { outcome: 'token', session, response };
      lastResponse = response;
      lastError = undefined;
    } catch (error) {
      lastError = error;
      lastResponse = undefined;
    }
    if (attempt < attempts) await wait(intervalMs, signal);
  }
  return {
    outcome: 'exception',
    attempts,
    ...(lastResponse ? { response: lastResponse } : {}),
    ...(lastError === undefined ? {} : { error: lastError }),
  };
}
