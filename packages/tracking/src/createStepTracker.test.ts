import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STEP_DELAYED_EVENT_DELAY_MS } from './constants';
import { createStepTracker } from './createStepTracker';
import type { DataLayer } from './createDataLayer';
import type { DataLayerEntry } from './TrackingEventMap';

let entries: DataLayerEntry[];
const dataLayer: DataLayer = {
  push: (event, payload) => void entries.push({ event, ...payload } as DataLayerEntry),
};

beforeEach(() => {
  vi.useFakeTimers();
  entries = [];
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createStepTracker', () => {
  it('pushes a step event with the analytics number on every route change', () => {
    const tracker = createStepTracker({ dataLayer, context: { locale: 'pl', brand: 'pl' } });
    expect(tracker.track('newAccount')).toEqual({ step: 0, stepName: 'newAccount', locale: 'pl', brand: 'pl' });
    tracker.track('accountOpen');
    expect(entries).toEqual([
      { event: 'onboarding_step', step: 0, stepName: 'newAccount', locale: 'pl', brand: 'pl' },
      { event: 'onboarding_step', step: 14, stepName: 'accountOpen', locale: 'pl', brand: 'pl' },
    ]);
    tracker.dispose();
  });

  it('sends the delayed second event after 3 s, once per route name', () => {
    const tracker = createStepTracker({ dataLayer });
    tracker.track('desktopSms');
    vi.advanceTimersByTime(STEP_DELAYED_EVENT_DELAY_MS - 1);
    expect(entries.map((entry) => entry.event)).toEqual(['onboarding_step']);
    vi.advanceTimersByTime(1);
    expect(entries.at(-1)).toEqual({ event: 'onboarding_step_delayed', step: 1, stepName: 'desktopSms' });

    tracker.track('confirmEmail');
    tracker.track('desktopSms');
    vi.runAllTimers();
    const delayed = entries.filter((entry) => entry.event === 'onboarding_step_delayed').map((entry) => 'stepName' in entry && entry.stepName);
    expect(delayed).toEqual(['desktopSms', 'confirmEmail']);
    expect(entries.filter((entry) => entry.event === 'onboarding_step')).toHaveLength(3);
  });

  it('honours a custom delay', () => {
    const tracker = createStepTracker({ dataLayer, delayMs: 500 });
    tracker.track('currencyChoice');
    vi.advanceTimersByTime(500);
    expect(entries.map((entry) => entry.event)).toEqual(['onboarding_step', 'onboarding_step_delayed']);
  });

  it('cancels pending delayed events on dispose', () => {
    const tracker = createStepTracker({ dataLayer });
    tracker.track('newAccount');
    tracker.track('newLogin');
    tracker.dispose();
    vi.runAllTimers();
    expect(entries.map((entry) => entry.event)).toEqual(['onboarding_step', 'onboarding_step']);
  });

  it('counts a mobile variant (_M) as its step, and warns without pushing for an unknown name', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const tracker = createStepTracker({ dataLayer });
    tracker.track('mobileDocumentUpload_M');
    expect(tracker.track('noSuchStep')).toBeUndefined();
    expect(entries).toEqual([{ event: 'onboarding_step', step: 6, stepName: 'mobileDocumentUpload_M' }]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"noSuchStep"'));
    tracker.dispose();
  });
});
