import { afterEach, describe, expect, it, vi } from 'vitest';
import { httpAnalytics } from './httpAnalytics';
import { TrackingConfigError } from './TrackingConfigError';

afterEach(() => {
  vi.unstubAllGlobals();
  delete (navigator as { sendBeacon?: unknown }).sendBeacon;
});

describe('httpAnalytics', () => {
  it('sends each event as one beacon of JSON text', () => {
    const sendBeacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    vi.setSystemTime(Date.UTC(2025, 0, 1));
    httpAnalytics({ url: 'https://collector.example/e' }).track('onboarding_step', { step: 1, stepName: 'desktopSms' });
    vi.useRealTimers();
    expect(sendBeacon).toHaveBeenCalledExactlyOnceWith(
      'https://collector.example/e',
      JSON.stringify({ event: 'onboarding_step', properties: { step: 1, stepName: 'desktopSms' }, timestamp: Date.UTC(2025, 0, 1) }),
    );
  });

  it('falls back to a keepalive POST when the browser refuses the beacon, and reports a failure', async () => {
    Object.defineProperty(navigator, 'sendBeacon', { value: () => false, configurable: true });
    const failure = new TypeError('blocked');
    const fetchSpy = vi.fn(() => Promise.reject(failure));
    vi.stubGlobal('fetch', fetchSpy);
    const onError = vi.fn();
    httpAnalytics({ url: 'https://collector.example/e', onError }).track('x', {});
    expect(fetchSpy).toHaveBeenCalledWith('https://collector.example/e', expect.objectContaining({ method: 'POST', keepalive: true, credentials: 'omit' }));
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(failure));
  });

  it('refuses a URL that is not one, saying what to pass', () => {
    expect(() => httpAnalytics({ url: 'http://[bad' })).toThrow(TrackingConfigError);
    expect(() => httpAnalytics({ url: 'http://[bad' })).toThrow(/url must be a URL, got "http:\/\/\[bad"/);
  });
});
