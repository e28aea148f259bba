import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analyticsLogAdapter, type AnalyticsLogSink } from './analyticsLogAdapter';
import { attributionBeacon } from './attributionBeacon';
import { CLIENT_ID_COOKIE, CONSENT_COOKIE, SESSION_COOKIE, SOURCE_COOKIE, TMSC_COOKIE } from './constants';
import { createConsent } from './createConsent';
import { createTracking, type TrackingOptions } from './createTracking';
import { documentCookies } from './cookieJar';
import { httpAnalytics } from './httpAnalytics';
import { clearDocumentCookies } from './testing';
import { TrackingConfigError } from './TrackingConfigError';

type TestWindow = Window & { dataLayer?: Record<string, unknown>[] };
const win = window as TestWindow;
const LANDING = { url: 'https://example.com/onboarding/?gclid=G1&utm_source=google&click_id=A7&from=partner', referrer: 'https://ads.example.net/landing?q=x' };

let fetchSpy: ReturnType<typeof vi.fn>;
let beaconSpy: ReturnType<typeof vi.fn>;
let images: string[];
let sink: AnalyticsLogSink & { send: ReturnType<typeof vi.fn<AnalyticsLogSink['send']>> };
let onExposure: ReturnType<typeof vi.fn<(experiment: string, variant: string) => void>>;

beforeEach(() => {
  vi.useFakeTimers();
  fetchSpy = vi.fn(() => Promise.resolve(new Response(null)));
  beaconSpy = vi.fn(() => true);
  images = [];
  vi.stubGlobal('fetch', fetchSpy);
  vi.stubGlobal('Image', class {
    set src(value: string) {
      images.push(value);
    }
  });
  Object.defineProperty(navigator, 'sendBeacon', { value: beaconSpy, configurable: true });
  sink = { send: vi.fn<AnalyticsLogSink['send']>(() => Promise.resolve()) };
  onExposure = vi.fn<(experiment: string, variant: string) => void>();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete (navigator as { sendBeacon?: unknown }).sendBeacon;
  delete win.dataLayer;
  clearDocumentCookies();
});

/** One page load: a consent read from the document's cookies and the flow's tracking, with every adapter. */
function pageLoad(overrides: Partial<TrackingOptions> = {}) {
  const consent = createConsent();
  const tracking = createTracking({
    consent,
    context: { locale: 'pl', brand: 'pl' },
    analytics: [httpAnalytics({ url: 'https://collector.example/e' }), analyticsLogAdapter(sink)],
    attribution: attributionBeacon({ sessionUrl: 'https://attribution.example/s', eventUrl: 'https://attribution.example/e' }),
    experiments: { cta: { variants: ['control', 'green'] } },
    onExposure,
    ...overrides,
  });
  return { consent, tracking };
}

/** What an applicant does before answering the consent dialog. */
function browseBeforeChoosing(tracking: ReturnType<typeof createTracking>) {
  tracking.start(LANDING);
  tracking.trackStep('newAccount');
  tracking.identify({ userId: 'u-1', leadIdSha: 'abc' });
  const variant = tracking.variant('cta');
  const fields = tracking.newAccountFields();
  vi.advanceTimersByTime(5000);
  return { variant, fields };
}

const cookieNames = () => document.cookie.split(';').map((part) => part.split('=')[0]!.trim()).filter(Boolean).sort();
const expectNothingLeft = () => {
  expect(win.dataLayer).toBeUndefined();
  expect(fetchSpy).not.toHaveBeenCalled();
  expect(beaconSpy).not.toHaveBeenCalled();
  expect(images).toEqual([]);
  expect(sink.send).not.toHaveBeenCalled();
  expect(onExposure).not.toHaveBeenCalled();
};

describe('createTracking: consent', () => {
  it('before the applicant chooses, nothing leaves and nothing is stored', () => {
    const { tracking } = pageLoad();
    const { variant, fields } = browseBeforeChoosing(tracking);
    expect(document.cookie).toBe('');
    expectNothingLeft();
    expect(variant).toBe('control');
    expect(fields).toEqual({});
  });

  it('a later grant of everything flushes what was held, in order, and stores the ids', () => {
    const { consent, tracking } = pageLoad();
    browseBeforeChoosing(tracking);
    consent.set({ analytics: true, marketing: true });

    expect(win.dataLayer?.map((entry) => entry.event)).toEqual([
      'onboarding_consent',
      'onboarding_step',
      'onboarding_identify',
      'onboarding_step_delayed',
    ]);
    expect(win.dataLayer?.[1]).toEqual({ event: 'onboarding_step', step: 0, stepName: 'newAccount', locale: 'pl', brand: 'pl' });
    expect(cookieNames()).toEqual([CONSENT_COOKIE, SOURCE_COOKIE, SESSION_COOKIE, CLIENT_ID_COOKIE, TMSC_COOKIE].sort());
    // Product analytics: one beacon per data-layer event.
    expect(beaconSpy).toHaveBeenCalledTimes(4);
    expect(JSON.parse(beaconSpy.mock.calls[1]![1] as string)).toMatchObject({
      event: 'onboarding_step',
      properties: { step: 0, stepName: 'newAccount', client_id: expect.any(String), session_id: expect.any(String) },
    });
    // The analytics log: one per step, with the ids identify() brought.
    expect(sink.send).toHaveBeenCalledTimes(1);
    // Ad attribution by GET: the session with the landing's ad parameters, then the step.
    const urls = fetchSpy.mock.calls.map(([url]) => new URL(String(url)));
    expect(urls.map((url) => url.pathname)).toEqual(['/s', '/e']);
    expect(Object.fromEntries(urls[0]!.searchParams)).toMatchObject({ gclid: 'G1', utm_source: 'google', affid: 'A7', source: 'partner', referrer: 'https://ads.example.net/landing', session_count: '1', locale: 'pl' });
    expect(Object.fromEntries(urls[1]!.searchParams)).toMatchObject({ event: 'onboarding_step', step: '0', stepName: 'newAccount' });
  });

  it('a refusal drops what was held, and what comes later is not sent either', () => {
    const { consent, tracking } = pageLoad();
    browseBeforeChoosing(tracking);
    consent.set({ analytics: false, marketing: false, preferences: false });
    tracking.trackStep('desktopSms');
    tracking.start(LANDING);
    vi.runAllTimers();
    expect(cookieNames()).toEqual([CONSENT_COOKIE]);
    expectNothingLeft();
    expect(tracking.newAccountFields()).toEqual({});
    expect(tracking.variant('cta')).toBe('control');
  });

  it('given analytics only, the data layer and analytics get events but no ad data is stored or sent', () => {
    const { consent, tracking } = pageLoad();
    browseBeforeChoosing(tracking);
    consent.set({ analytics: true });
    expect(win.dataLayer).toHaveLength(4);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(cookieNames()).toEqual([CONSENT_COOKIE, SESSION_COOKIE, CLIENT_ID_COOKIE].sort());
    expect(tracking.newAccountFields()).toEqual({ client_id: expect.any(String), session_id: expect.any(String), session_count: 1 });
  });

  it('given marketing only, ad parameters are kept and attributed but no ids, data layer or analytics', () => {
    const { consent, tracking } = pageLoad();
    browseBeforeChoosing(tracking);
    consent.set({ marketing: true });
    expect(win.dataLayer).toBeUndefined();
    expect(beaconSpy).not.toHaveBeenCalled();
    expect(cookieNames()).toEqual([CONSENT_COOKIE, SOURCE_COOKIE, TMSC_COOKIE].sort());
    expect(tracking.newAccountFields()).toEqual({
      tmsc: { gclid: 'G1', utm_source: 'google', affid: 'A7', referrer: 'https://ads.example.net/landing' },
      source: 'partner',
    });
    expect(new URL(String(fetchSpy.mock.calls[0]![0])).searchParams.has('client_id')).toBe(false);
  });

  it('remembers the choice across reloads: the next page load sends at once, without asking', () => {
    const first = pageLoad();
    first.consent.set({ analytics: true, marketing: true });
    first.tracking.start(LANDING);
    const firstFields = first.tracking.newAccountFields();
    first.tracking.dispose();
    delete win.dataLayer;

    const second = pageLoad();
    expect(second.consent.hasChosen()).toBe(true);
    second.tracking.start({ url: 'https://example.com/onboarding/personal-data', referrer: '' });
    second.tracking.trackStep('personalDataConfirm');
    expect(win.dataLayer).toEqual([{ event: 'onboarding_step', step: 8, stepName: 'personalDataConfirm', locale: 'pl', brand: 'pl' }]);
    expect(second.tracking.newAccountFields()).toEqual(firstFields);
  });

  it('withdrawing marketing deletes the ad cookies; withdrawing analytics deletes the ids', () => {
    const { consent, tracking } = pageLoad();
    consent.set({ analytics: true, marketing: true });
    tracking.start(LANDING);
    consent.set({ marketing: false });
    expect(cookieNames()).toEqual([CONSENT_COOKIE, SESSION_COOKIE, CLIENT_ID_COOKIE].sort());
    expect(tracking.newAccountFields().tmsc).toBeUndefined();
    consent.set({ analytics: false });
    expect(cookieNames()).toEqual([CONSENT_COOKIE]);
    expect(tracking.newAccountFields()).toEqual({});
  });

  it('tells the tag manager every choice, so ad tags can follow marketing consent', () => {
    const { consent } = pageLoad();
    consent.set({ analytics: true, marketing: false });
    consent.set({ marketing: true });
    expect(win.dataLayer?.filter((entry) => entry.event === 'onboarding_consent')).toEqual([
      { event: 'onboarding_consent', analytics: true, marketing: false, preferences: false },
      { event: 'onboarding_consent', analytics: true, marketing: true, preferences: false },
    ]);
  });
});

describe('createTracking: A/B tests', () => {
  it('with analytics consent, assigns by client id, the same on every call, and reports the exposure once', () => {
    const { consent, tracking } = pageLoad({ experiments: { cta: { variants: ['control', 'green'], weights: [0, 1] } } });
    consent.set({ analytics: true });
    expect([tracking.variant('cta'), tracking.variant('cta')]).toEqual(['green', 'green']);
    expect(tracking.variant('unknown')).toBeUndefined();
    expect(onExposure).toHaveBeenCalledExactlyOnceWith('cta', 'green');
    expect(win.dataLayer?.filter((entry) => entry.event === 'onboarding_experiment')).toEqual([
      { event: 'onboarding_experiment', experiment: 'cta', variant: 'green' },
    ]);
  });

  it('refuses an experiment that cannot be assigned when tracking is created', () => {
    expect(() => pageLoad({ experiments: { broken: { variants: [] } } })).toThrow(TrackingConfigError);
  });
});

describe('createTracking: without adapters', () => {
  it('does only the data layer and cookies: adapters left out do nothing', () => {
    const consent = createConsent();
    consent.set({ analytics: true, marketing: true });
    const tracking = createTracking({ consent });
    tracking.start(LANDING);
    tracking.trackStep('riskAssessment');
    expect(tracking.variant('any')).toBeUndefined();
    expect(win.dataLayer?.at(-1)).toEqual({ event: 'onboarding_step', step: 13, stepName: 'riskAssessment' });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(beaconSpy).not.toHaveBeenCalled();
    expect(documentCookies().get(TMSC_COOKIE)).toBeDefined();
    tracking.dispose();
  });
});
