import { warnSendError, type ProductAnalytics, type SendErrorHandler } from './adapters';
import { TrackingConfigError } from './TrackingConfigError';

export interface HttpAnalyticsOptions {
  /** Receives a POST of `{"event","properties","timestamp"}` as `text/plain` (no CORS preflight; parse it as JSON). */
  url: string;
  /** @default a console warning */
  onError?: SendErrorHandler;
}

/**
 * The generic product-analytics adapter: one beacon per event (`navigator.sendBeacon`, or `fetch` with `keepalive`
 * where the browser refuses the beacon).
 */
export function httpAnalytics(options: HttpAnalyticsOptions): ProductAnalytics {
  const { url, onError = warnSendError } = options;
  try {
    new URL(url, globalThis.location?.href);
  } catch (cause) {
    throw new TrackingConfigError(`httpAnalytics: url must be a URL, got ${JSON.stringify(url)}. Pass the analytics collector's address.`, { cause });
  }
  return {
    track(event, properties) {
      const body = JSON.stringify({ event, properties, timestamp: Date.now() });
      if (globalThis.navigator?.sendBeacon?.(url, body)) return;
      fetch(url, { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(onError);
    },
  };
}
