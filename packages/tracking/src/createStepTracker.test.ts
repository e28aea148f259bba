import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STEP_DELAYED_EVENT_DELAY_MS } from './constants';
import { createStepTracker } from './createStepTracker';

type TestWindow = Window & { dataLayer?: Record<string, unknown>[] };
const win = window as TestWindow;

beforeEach(() => {
  vi.useFakeTimers();
  delete win.dataLayer;
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createStepTracker', () => {
  it('pushes a step event with the analytics number on every route change', () => {
    const tracker = createStepTracker({ context: { locale: 'pl', brand: 'pl' } });
    tracker.track('newAccount');
    tracker.track('accountOpen');
    expect(win.dataLayer).toEqual([
      { event: 'onboarding_step', step: 0, stepName: 'newAccount', locale: 'pl', brand: 'pl' },
      { event: 'onboarding_step', step: 14, stepName: 'accountOpen', locale: 'pl', brand: 'pl' },
    ]);
    tracker.dispose();
  });

  it('sends the delayed second event after 3 s, once per route name', () => {
    const tracker = createStepTracker();
    tracker.track('desktopSms');
    vi.advanceTimersByTime(STEP_DELAYED_EVENT_DELAY_MS - 1);
    expect(win.dataLayer?.map((event) => event.event)).toEqual(['onboarding_step']);
    vi.advanceTimersByTime(1);
    expect(win.dataLayer?.at(-1)).toEqual({ event: 'onboarding_step_delayed', step: 1, stepName: 'desktopSms' });

    tracker.track('confirmEmail');
    tracker.track('desktopSms');
    vi.runAllTimers();
    const delayed = win.dataLayer?.filter((event) => event.event === 'onboarding_step_delayed').map((event) => event.stepName);
    expect(delayed).toEqual(['desktopSms', 'confirmEmail']);
    expect(win.dataLayer?.filter((event) => event.event === 'onboarding_step')).toHaveLength(3);
  });

  it('honours a custom delay and a separate window', () => {
    const other = { dataLayer: [] } as unknown as TestWindow;
    const tracker = createStepTracker({ win: other, delayMs: 500 });
    tracker.track('currencyChoice');
    vi.advanceTimersByTime(500);
    expect(other.dataLayer?.map((event) => event.event)).toEqual(['onboarding_step', 'onboarding_step_delayed']);
    expect(win.dataLayer).toBeUndefined();
  });

  it('cancels pending delayed events on dispose', () => {
    const tracker = createStepTracker();
    tracker.track('newAccount');
    tracker.track('newLogin');
    tracker.dispose();
    vi.runAllTimers();
    expect(win.dataLayer?.map((event) => event.event)).toEqual(['onboarding_step', 'onboarding_step']);
  });

  it('counts a mobile variant (_M) as its step, and warns without pushing for an unknown name', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const tracker = createStepTracker();
    tracker.track('mobileDocumentUpload_M');
    tracker.track('noSuchStep');
    expect(win.dataLayer).toEqual([{ event: 'onboarding_step', step: 6, stepName: 'mobileDocumentUpload_M' }]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"noSuchStep"'));
    tracker.dispose();
  });
});
