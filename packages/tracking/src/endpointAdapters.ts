import type { AdAttribution, ProductAnalytics, SendErrorHandler } from './adapters';
import { attributionBeacon } from './attributionBeacon';
import { httpAnalytics } from './httpAnalytics';
import { TrackingConfigError } from './TrackingConfigError';

export interface AnalyticsEndpoints {
  /** The product-analytics collector: `httpAnalytics` posts every data-layer event there. @default none */
  productAnalyticsUrl?: string;
  /**
   * The ad-attribution service: `attributionBeacon` sends GETs there, `hit=session` for the visit and `hit=event`
   * (with `event={name}`) for each step. @default none
   */
  attributionUrl?: string;
  /** @default a console warning */
  onError?: SendErrorHandler;
}

/** What `createTracking` takes for the configured endpoints; spread it into its options (add your own analytics). */
export interface EndpointAdapters {
  analytics: ProductAnalytics[];
  attribution?: AdAttribution;
}

function withHit(url: string, hit: 'session' | 'event'): string {
  let target: URL;
  try {
    target = new URL(url, globalThis.location?.href);
  } catch (cause) {
    throw new TrackingConfigError(`endpointAdapters: attributionUrl must be a URL, got ${JSON.stringify(url)}. Pass the attribution service's address.`, { cause });
  }
  target.searchParams.set('hit', hit);
  return target.href;
}

/**
 * The product-analytics and ad-attribution adapters for a brand's configured endpoints (brand settings
 * `analytics`), only for those that are set. Consent stays with `createTracking`: analytics events need
 * `analytics`, attribution needs `marketing`.
 * @throws TrackingConfigError when a URL cannot work
 */
export function endpointAdapters(endpoints: AnalyticsEndpoints = {}): EndpointAdapters {
  const { productAnalyticsUrl, attributionUrl, onError } = endpoints;
  const analytics = productAnalyticsUrl ? [httpAnalytics({ url: productAnalyticsUrl, onError })] : [];
  if (!attributionUrl) return { analytics };
  const attribution = attributionBeacon({ sessionUrl: withHit(attributionUrl, 'session'), eventUrl: withHit(attributionUrl, 'event'), onError });
  return { analytics, attribution };
}
