import { afterEach, describe, expect, it, vi } from 'vitest';
import { attributionBeacon } from './attributionBeacon';
import { TrackingConfigError } from './TrackingConfigError';

afterEach(() => {
  vi.unstubAllGlobals();
});

const options = { sessionUrl: 'https://attribution.example/session', eventUrl: 'https://attribution.example/event', params: { app: 'onb' } };

describe('attributionBeacon', () => {
  it('sends sessions and events by GET with the parameters in the query, without cookies', () => {
    const fetchSpy = vi.fn(() => Promise.resolve(new Response(null)));
    vi.stubGlobal('fetch', fetchSpy);
    const attribution = attributionBeacon(options);
    attribution.session({ gclid: 'G1', session_count: 2, missing: undefined });
    attribution.event('onboarding_step', { step: 3 });
    const calls = fetchSpy.mock.calls as unknown as [URL, RequestInit][];
    expect(calls.map(([url]) => url.href)).toEqual([
      'https://attribution.example/session?app=onb&gclid=G1&session_count=2',
      'https://attribution.example/event?app=onb&step=3&event=onboarding_step',
    ]);
    expect(calls[0]![1]).toEqual({ keepalive: true, mode: 'no-cors', credentials: 'omit' });
  });

  it('uses an image request where fetch is missing', () => {
    const images: string[] = [];
    vi.stubGlobal('fetch', undefined);
    vi.stubGlobal('Image', class {
      set src(value: string) {
        images.push(value);
      }
    });
    attributionBeacon(options).event('e', {});
    expect(images).toEqual(['https://attribution.example/event?app=onb&event=e']);
  });

  it('warns when a beacon is blocked, and the form carries on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('blocked by client')));
    attributionBeacon(options).session({});
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('not delivered'), expect.any(TypeError)));
  });

  it('refuses a URL that is not one', () => {
    expect(() => attributionBeacon({ ...options, eventUrl: 'https://[x' })).toThrow(TrackingConfigError);
  });
});
