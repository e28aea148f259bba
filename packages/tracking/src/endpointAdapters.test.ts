import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createConsent } from './createConsent';
import { createTracking } from './createTracking';
import { endpointAdapters } from './endpointAdapters';
import { clearDocumentCookies, recordingJar } from './testing';
import { TrackingConfigError } from './TrackingConfigError';

const ENDPOINTS = { productAnalyticsUrl: 'https://collector.broker.example/events', attributionUrl: 'https://attribution.broker.example/hit?app=onb' };
const LANDING = { url: 'https://broker.example/eu-en/onboarding/?gclid=G1', referrer: '' };

let beaconSpy: ReturnType<typeof vi.fn>;
let fetchSpy: ReturnType<typeof vi.fn>;

beforeEach(() => {
  // The step tracker's delayed event is a timer: fake, so no test leaves one running.
  vi.useFakeTimers();
  beaconSpy = vi.fn(() => true);
  fetchSpy = vi.fn(() => Promise.resolve(new Response(null)));
  vi.stubGlobal('fetch', fetchSpy);
  Object.defineProperty(navigator, 'sendBeacon', { value: beaconSpy, configurable: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete (navigator as { sendBeacon?: unknown }).sendBeacon;
  delete (window as { dataLayer?: unknown }).dataLayer;
  clearDocumentCookies();
});

/** The product-analytics events that reached the collector, by name. */
const collected = () => beaconSpy.mock.calls.map(([url, body]) => [url, (JSON.parse(body as string) as { event: string }).event]);
/** The attribution GETs, as `hit` and `event`. */
const attributed = () =>
  fetchSpy.mock.calls.map(([url]) => {
    const target = new URL(String(url));
    return [target.origin + target.pathname, target.searchParams.get('app'), target.searchParams.get('hit'), target.searchParams.get('event')];
  });

function pageLoad(endpoints = ENDPOINTS) {
  const consent = createConsent({ storage: recordingJar() });
  const tracking = createTracking({ consent, cookies: recordingJar(), ...endpointAdapters(endpoints) });
  return { consent, tracking };
}

describe('endpointAdapters', () => {
  it('given both endpoints and full consent, analytics events go to the collector and attribution hits to the service', () => {
    const { consent, tracking } = pageLoad();
    consent.set({ analytics: true, marketing: true });
    tracking.start(LANDING);
    tracking.trackStep('newAccount');
    expect(collected()).toEqual([
      [ENDPOINTS.productAnalyticsUrl, 'onboarding_consent'],
      [ENDPOINTS.productAnalyticsUrl, 'onboarding_step'],
    ]);
    expect(attributed()).toEqual([
      ['https://attribution.broker.example/hit', 'onb', 'session', null],
      ['https://attribution.broker.example/hit', 'onb', 'event', 'onboarding_step'],
    ]);
    expect(new URL(String(fetchSpy.mock.calls[0]![0])).searchParams.get('gclid')).toBe('G1');
  });

  it('before a choice nothing is sent; analytics only sends no attribution, marketing only no analytics', () => {
    const analyticsOnly = pageLoad();
    analyticsOnly.tracking.start(LANDING);
    analyticsOnly.tracking.trackStep('newAccount');
    expect(beaconSpy).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
    analyticsOnly.consent.set({ analytics: true, marketing: false });
    expect(collected().length).toBeGreaterThan(0);
    expect(fetchSpy).not.toHaveBeenCalled();
    analyticsOnly.tracking.dispose();

    beaconSpy.mockClear();
    const marketingOnly = pageLoad();
    marketingOnly.consent.set({ analytics: false, marketing: true });
    marketingOnly.tracking.start(LANDING);
    marketingOnly.tracking.trackStep('desktopSms');
    expect(beaconSpy).not.toHaveBeenCalled();
    expect(attributed().map(([, , hit]) => hit)).toEqual(['session', 'event']);
  });

  it('withdrawn consent stops further sends to both', () => {
    const { consent, tracking } = pageLoad();
    consent.set({ analytics: true, marketing: true });
    tracking.start(LANDING);
    tracking.trackStep('newAccount');
    const [analyticsSent, attributionSent] = [beaconSpy.mock.calls.length, fetchSpy.mock.calls.length];
    consent.set({ analytics: false, marketing: false });
    tracking.trackStep('desktopSms');
    tracking.identify({ leadId: 'L-1' });
    expect(beaconSpy).toHaveBeenCalledTimes(analyticsSent);
    expect(fetchSpy).toHaveBeenCalledTimes(attributionSent);
  });

  it('given no endpoint, adds no adapter: nothing is sent even with full consent', () => {
    expect(endpointAdapters()).toEqual({ analytics: [] });
    const { consent, tracking } = pageLoad({} as typeof ENDPOINTS);
    consent.set({ analytics: true, marketing: true });
    tracking.start(LANDING);
    tracking.trackStep('newAccount');
    expect(beaconSpy).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('refuses an endpoint that is not a URL, naming the setting', () => {
    expect(() => endpointAdapters({ attributionUrl: 'http://[' })).toThrow(/attributionUrl/);
    expect(() => endpointAdapters({ productAnalyticsUrl: 'http://[' })).toThrow(TrackingConfigError);
  });
});
