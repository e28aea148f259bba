import { describe, expect, it, vi } from 'vitest';
import { analyticsLogAdapter } from './analyticsLogAdapter';
import type { AnalyticsLogPayload } from './buildAnalyticsLog';

const win = { navigator: { userAgent: '', language: 'en', maxTouchPoints: 0 }, screen: { width: 1920, height: 1080 }, devicePixelRatio: 1 } as unknown as Window;

describe('analyticsLogAdapter', () => {
  it('sends the analytics log on each step, with the ids of the last identify (docs/spec/flow/calls.md)', () => {
    const sink = { send: vi.fn((_payload: AnalyticsLogPayload) => Promise.resolve()) };
    const adapter = analyticsLogAdapter(sink, { win });
    adapter.track('onboarding_step', { step: 0, stepName: 'newAccount' });
    adapter.track('onboarding_identify', { userId: 'u-1', client_id: 'c' });
    adapter.track('onboarding_step_delayed', { step: 0, stepName: 'newAccount' });
    adapter.track('onboarding_step', { step: 1, stepName: 'desktopSms' });
    expect(sink.send.mock.calls.map(([payload]) => [payload.step, payload.analytics])).toEqual([
      ['newAccount', undefined],
      ['desktopSms', { userId: 'u-1' }],
    ]);
  });

  it('reports a failed send without throwing', async () => {
    const onError = vi.fn();
    const failure = new Error('offline');
    analyticsLogAdapter({ send: () => Promise.reject(failure) }, { win, onError }).track('onboarding_step', { step: 0, stepName: 'newAccount' });
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(failure));
  });
});
