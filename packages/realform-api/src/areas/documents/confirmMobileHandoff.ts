import type { CallResponse } from '../../contract/calls';
import { isRestartResponse } from '../../contract/standardResponse';
import type { RealformClient } from '../../client/createRealformClient';
import type { TokenStore } from '../../client/TokenStore';
import { MOBILE_QR_POLL_INTERVAL_MS, MOBILE_QR_POLL_MAX_MS } from './constants';
import { sleep as defaultSleep } from './sleep';

export interface ConfirmMobileHandoffOptions {
  /**
   * The phone's id for this tab (keep it in sessionStorage): with it, a phone whose first confirmation got lost
   * can confirm again; any other device is refused. @default a new random id for this call
   */
  deviceId?: string;
  /**
   * Time between two tries, in milliseconds.
   * @default 1000 (docs/spec/flow/constants.md#timers "mobile QR poll 1 s")
   */
  intervalMs?: number;
  /**
   * Give up after this long, in milliseconds.
   * @default 10000 (docs/spec/flow/constants.md#timers "for up to 10 s")
   */
  maxMs?: number;
  /** @default a setTimeout that the signal cancels */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** @default Date.now */
  now?: () => number;
  signal?: AbortSignal;
}

export type ConfirmMobileHandoffResult =
  /** The phone has its own session for the application (now in the token store); go to `response.next`. */
  | { outcome: 'confirmed'; response: CallResponse<'mobileQrCodeScan'> }
  /** The link is expired, unknown or used on another device (docs/spec/flow/errors.md#global-error): go to restart. */
  | { outcome: 'restart'; response: CallResponse<'mobileQrCodeScan'> }
  /** No answer within `maxMs` (network down, server failing). */
  | { outcome: 'timeout'; error?: unknown };

/** A random id of 128 bits, base64url. */
export function newDeviceId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/**
 * The phone's side of the hand-off (docs/spec/flow/routes.md#query-parameters "token together with mobile or qrCode verifies the token and continues
 * the mobile upload"): puts the link's hand-off token in the token store and confirms it with
 * form-pl/mobile-qr-code-scan (`qrCodeScan: true`), every second for up to 10 s (docs/spec/flow/states.md#mobile-qr-page "Mobile QR page"). The
 * server answers a new session token scoped to the application, which replaces the hand-off token in the store.
 * Remove the token from the address bar afterwards (`history.replaceState`): it is single-use.
 */
export async function confirmMobileHandoff(
  client: Pick<RealformClient, 'call'>,
  tokenStore: TokenStore,
  handoffToken: string,
  options: ConfirmMobileHandoffOptions = {},
): Promise<ConfirmMobileHandoffResult> {
  const deviceId = options.deviceId ?? newDeviceId();
  const intervalMs = options.intervalMs ?? MOBILE_QR_POLL_INTERVAL_MS;
  const maxMs = options.maxMs ?? MOBILE_QR_POLL_MAX_MS;
  const wait = options.sleep ?? defaultSleep;
  const now = options.now ?? Date.now;
  const { signal } = options;
  const deadline = now() + maxMs;

  let lastError: unknown;
  for (;;) {
    signal?.throwIfAborted();
    // Every try sends the link's token: a failed try may have left the store empty or holding something else.
    tokenStore.set(handoffToken);
    try {
      const response = await client.call('mobileQrCodeScan', { qrCodeScan: true, deviceId });
      if (isRestartResponse(response)) {
        if (tokenStore.get() === handoffToken) tokenStore.clear();
        return { outcome: 'restart', response };
      }
      if (response.status === 'success') return { outcome: 'confirmed', response };
      lastError = undefined;
    } catch (error) {
      lastError = error;
    }
    if (now() + intervalMs > deadline) {
      if (tokenStore.get() === handoffToken) tokenStore.clear();
      return lastError === undefined ? { outcome: 'timeout' } : { outcome: 'timeout', error: lastError };
    }
    await wait(intervalMs, signal);
  }
}
