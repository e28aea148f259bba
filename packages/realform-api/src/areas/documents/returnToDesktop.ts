import type { CallResponse } from '../../contract/calls';
import { isRestartResponse } from '../../contract/standardResponse';
import type { RealformClient } from '../../client/createRealformClient';
import { RETURN_TO_DESKTOP_ATTEMPTS, RETURN_TO_DESKTOP_INTERVAL_MS } from './constants';
import type { DocumentRetryOptions } from './getIdscanTokenWithRetry';
import { sleep as defaultSleep } from './sleep';

export type ReturnToDesktopResult =
  | { outcome: 'notified'; response: CallResponse<'documentMobileReturnToDesktop'> }
  | { outcome: 'restart'; response: CallResponse<'documentMobileReturnToDesktop'> }
  | { outcome: 'failed'; attempts: number; response?: CallResponse<'documentMobileReturnToDesktop'>; error?: unknown };

/**
 * The phone tells the server it is done and the desktop may go on: document/mobile-return-to-desktop, tried up to
 * 3 times 3 s apart (docs/spec/flow/states.md#return-to-desktop "Return to desktop: notifies the server up to 3 times at 3 s intervals").
 * `attempts` defaults to 3 and `intervalMs` to 3000.
 */
export async function returnToDesktop(client: Pick<RealformClient, 'call'>, options: DocumentRetryOptions = {}): Promise<ReturnToDesktopResult> {
  const attempts = Math.max(1, options.attempts ?? RETURN_TO_DESKTOP_ATTEMPTS);
  const intervalMs = options.intervalMs ?? RETURN_TO_DESKTOP_INTERVAL_MS;
  const wait = options.sleep ?? defaultSleep;
  let lastResponse: CallResponse<'documentMobileReturnToDesktop'> | undefined;
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    options.signal?.throwIfAborted();
    try {
      const response = await client.call('documentMobileReturnToDesktop', {});
      if (isRestartResponse(response)) return { outcome: 'restart', response };
      if (response.status === 'success') return { outcome: 'notified', response };
      lastResponse = response;
      lastError = undefined;
    } catch (error) {
      lastError = error;
      lastResponse = undefined;
    }
    if (attempt < attempts) await wait(intervalMs, options.signal);
  }
  return {
    outcome: 'failed',
    attempts,
    ...(lastResponse ? { response: lastResponse } : {}),
    ...(lastError === undefined ? {} : { error: lastError }),
  };
}
