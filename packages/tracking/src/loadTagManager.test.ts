import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createConsent } from './createConsent';
import { createTracking } from './createTracking';
import { loadTagManager, type TagManagerOptions } from './loadTagManager';
import { clearDocumentCookies, recordingJar } from './testing';
import { TrackingConfigError } from './TrackingConfigError';

type TestWindow = Window & { dataLayer?: unknown[] };
const win = window as TestWindow;
const CONTAINER = 'GTM-TEST123';
const GOOGLE_SCRIPT = `https://www.googletagmanager.com/gtm.js?id=${CONTAINER}`;
const NOW = 1_767_225_600_000;

const isArguments = (entry: unknown): entry is IArguments => Object.prototype.toString.call(entry) === '[object Arguments]';

/** The data layer as a reader sees it: gtag commands as `consent default {…}`, events by name. */
function dataLayerView(): unknown[] {
  return (win.dataLayer ?? []).map((entry) => {
    if (isArguments(entry)) return Array.from(entry);
    return (entry as { event?: string }).event ?? entry;
  });
}

const containerScripts = () => [...document.querySelectorAll('script')].filter((script) => script.src.includes('gtm.js'));

beforeEach(() => {
  // The step tracker's delayed event is a timer: fake, so no test leaves one running.
  vi.useFakeTimers();
  // jsdom loads no script (no `resources: 'usable'`): nothing leaves the machine, the element is what we check.
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(null))));
  Object.defineProperty(navigator, 'sendBeacon', { value: vi.fn(() => true), configurable: true });
});

afterEach(() => {
  vi.useRealTimers();
  for (const script of document.querySelectorAll('script')) script.remove();
  delete win.dataLayer;
  vi.unstubAllGlobals();
  delete (navigator as { sendBeacon?: unknown }).sendBeacon;
  clearDocumentCookies();
});

/** One page load of the flow: consent, tracking and the container loader, as mountOnboarding wires them. */
function pageLoad(overrides: Partial<TagManagerOptions> = {}, storage = recordingJar()) {
  const consent = createConsent({ storage });
  const tracking = createTracking({ consent, cookies: storage, context: { locale: 'en', brand: 'eu' } });
  const tagManager = loadTagManager({ containerId: CONTAINER, consent, now: () => NOW, ...overrides });
  return { consent, tracking, tagManager, storage };
}

describe('loadTagManager: only after analytics consent', () => {
  it('before the applicant chooses, no script is added and the data layer is untouched', () => {
    const { tracking, tagManager } = pageLoad();
    tracking.trackStep('newAccount');
    expect(containerScripts()).toEqual([]);
    expect(win.dataLayer).toBeUndefined();
    expect(tagManager.loaded()).toBe(false);
  });

  it('accepting analytics adds exactly one async container script, after the gtm.js start entry', () => {
    const { consent, tagManager } = pageLoad();
    consent.set({ analytics: true, marketing: true, preferences: true });
    const scripts = containerScripts();
    expect(scripts.map((script) => script.src)).toEqual([GOOGLE_SCRIPT]);
    expect(scripts[0]!.async).toBe(true);
    expect(win.dataLayer).toContainEqual({ 'gtm.start': NOW, event: 'gtm.js' });
    expect(tagManager.loaded()).toBe(true);
    // Later choices never add a second one.
    consent.set({ marketing: false });
    consent.set({ marketing: true });
    expect(containerScripts()).toHaveLength(1);
  });

  it('keeps the events the flow pushed before the choice: the container finds them queued with its start entry', () => {
    const { consent, tracking } = pageLoad();
    tracking.trackStep('newAccount');
    tracking.identify({ leadId: 'L-1' });
    consent.set({ analytics: true, marketing: false, preferences: false });
    const [first, ...rest] = dataLayerView();
    // Consent Mode's default first, so no tag fires before it knows the choice.
    expect(first).toEqual([
      'consent',
      'default',
      {
        analytics_storage: 'granted',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        functionality_storage: 'denied',
        personalization_storage: 'denied',
        security_storage: 'granted',
      },
    ]);
    // The script runs after this task: it finds the start entry and every held event, in the flow's order.
    expect(rest.filter((entry) => entry !== 'gtm.js')).toEqual(['onboarding_consent', 'onboarding_step', 'onboarding_identify']);
    expect(rest.filter((entry) => entry === 'gtm.js')).toHaveLength(1);
    expect(win.dataLayer).toContainEqual({ event: 'onboarding_step', step: 0, stepName: 'newAccount', locale: 'en', brand: 'eu' });
  });

  it('given marketing only, nothing loads: the container would get no data-layer event', () => {
    const { consent } = pageLoad();
    consent.set({ analytics: false, marketing: true });
    expect(containerScripts()).toEqual([]);
    expect(win.dataLayer).toBeUndefined();
  });

  it('given a refusal nothing loads, and a later grant from the cookie-settings link loads it then', () => {
    const { consent, tracking } = pageLoad();
    tracking.trackStep('newAccount');
    consent.set({ analytics: false, marketing: false, preferences: false });
    expect(containerScripts()).toEqual([]);
    expect(win.dataLayer).toBeUndefined();

    consent.set({ analytics: true });
    tracking.trackStep('desktopSms');
    expect(containerScripts()).toHaveLength(1);
    // What was refused stays dropped; what comes after the grant is sent.
    expect(dataLayerView().slice(1)).toEqual(['onboarding_consent', 'gtm.js', 'onboarding_step']);
  });

  it('given consent remembered from an earlier visit, loads at once, after what the flow already pushed', () => {
    const storage = recordingJar();
    createConsent({ storage }).set({ analytics: true, marketing: true, preferences: true });
    const consent = createConsent({ storage });
    const tracking = createTracking({ consent, cookies: storage });
    tracking.trackStep('newAccount');
    // The loader is imported lazily: it starts after the first step event.
    loadTagManager({ containerId: CONTAINER, consent, now: () => NOW });
    expect(containerScripts()).toHaveLength(1);
    expect(dataLayerView()).toEqual([['consent', 'default', expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'granted' })], 'onboarding_step', 'gtm.js']);
  });

  it('loads at most once per page, also with a second loader (a second mount of the flow)', () => {
    const { consent } = pageLoad();
    const second = loadTagManager({ containerId: CONTAINER, consent });
    consent.set({ analytics: true });
    expect(containerScripts()).toHaveLength(1);
    expect(dataLayerView().filter((entry) => entry === 'gtm.js')).toHaveLength(1);
    expect(second.loaded()).toBe(false);
  });

  it('after dispose, a grant loads nothing', () => {
    const { consent, tagManager } = pageLoad();
    tagManager.dispose();
    consent.set({ analytics: true });
    expect(containerScripts()).toEqual([]);
  });
});

describe('loadTagManager: withdrawal', () => {
  it('tells the container analytics storage is denied, and the data layer gets nothing more', () => {
    const { consent, tracking } = pageLoad();
    consent.set({ analytics: true, marketing: true, preferences: true });
    const before = win.dataLayer!.length;
    consent.set({ analytics: false, marketing: false, preferences: false });
    tracking.trackStep('desktopSms');
    tracking.identify({ leadId: 'L-2' });
    expect(dataLayerView().slice(before)).toEqual([
      [
        'consent',
        'update',
        {
          analytics_storage: 'denied',
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          functionality_storage: 'denied',
          personalization_storage: 'denied',
          security_storage: 'granted',
        },
      ],
    ]);
    expect(containerScripts()).toHaveLength(1);
  });

  it('with consentMode off, pushes no consent command at all', () => {
    const { consent } = pageLoad({ consentMode: false });
    consent.set({ analytics: true });
    consent.set({ marketing: true });
    expect(dataLayerView()).toEqual(['onboarding_consent', 'gtm.js', 'onboarding_consent']);
  });
});

describe('loadTagManager: configuration', () => {
  it('loads a server-side container from its own URL, keeping that URL’s parameters', () => {
    const { consent } = pageLoad({ scriptUrl: 'https://tags.broker.example/gtm.js?env=live' });
    consent.set({ analytics: true });
    expect(containerScripts().map((script) => script.src)).toEqual([`https://tags.broker.example/gtm.js?env=live&id=${CONTAINER}`]);
  });

  it('refuses a container id or a script URL that cannot work, when it is created', () => {
    const consent = createConsent({ storage: recordingJar() });
    expect(() => loadTagManager({ containerId: 'UA-12345-1', consent })).toThrow(TrackingConfigError);
    expect(() => loadTagManager({ containerId: CONTAINER, scriptUrl: 'javascript:alert(1)', consent })).toThrow(/http\(s\) URL/);
    expect(() => loadTagManager({ containerId: CONTAINER, scriptUrl: 'http://[', consent })).toThrow(/must be a URL/);
  });

  it('reports a container that did not load (an ad blocker) and carries on', () => {
    const onError = vi.fn();
    const { consent } = pageLoad({ onError });
    consent.set({ analytics: true });
    containerScripts()[0]!.dispatchEvent(new Event('error'));
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining(CONTAINER) }));
  });
});
