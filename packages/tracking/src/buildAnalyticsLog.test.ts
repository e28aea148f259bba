import { describe, expect, it } from 'vitest';
import { buildAnalyticsLog } from './buildAnalyticsLog';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1';

function fakeWindow(overrides: { userAgent?: string; language?: string; maxTouchPoints?: number } = {}) {
  return {
    navigator: { userAgent: IPHONE, language: 'pl-PL', maxTouchPoints: 5, ...overrides },
    screen: { width: 390, height: 844 },
    devicePixelRatio: 3,
  } as unknown as Window;
}

describe('buildAnalyticsLog', () => {
  it('describes browser, device and OS of the applicant\'s browser with the step (docs/spec/flow/calls.md)', () => {
    expect(buildAnalyticsLog({ step: 'desktopSms', win: fakeWindow() })).toEqual({
      step: 'desktopSms',
      browser: { name: 'Safari', version: '17.4.1', major: 17, engine: 'WebKit', language: 'pl-PL' },
      device: { type: 'mobile', vendor: 'Apple', model: 'iPhone', touch: true, screenWidth: 390, screenHeight: 844, pixelRatio: 3 },
      os: { name: 'iOS', version: '17.4.1' },
    });
  });

  it('keeps only the pseudonymous ids of the analytics answer', () => {
    const log = buildAnalyticsLog({ win: fakeWindow(), analytics: { userId: 'u-1', leadId: 42, leadIdSha: 'ab12', tmsc: { gclid: 'x' }, email: 'a@b.c' } });
    expect(log.analytics).toEqual({ userId: 'u-1', leadId: '42', leadIdSha: 'ab12' });
    expect(buildAnalyticsLog({ win: fakeWindow(), analytics: { tmsc: {} } }).analytics).toBeUndefined();
  });

  it('leaves out what is unknown rather than sending empty values', () => {
    const log = buildAnalyticsLog({ userAgent: '', win: fakeWindow({ language: '', maxTouchPoints: 0 }) });
    expect(log.browser).toEqual({ name: 'Other' });
    expect(log.os).toEqual({ name: 'Other' });
    expect(log.device).toEqual({ type: 'desktop', touch: false, screenWidth: 390, screenHeight: 844, pixelRatio: 3 });
    expect('step' in log).toBe(false);
  });

  it('cuts a step name longer than the contract allows', () => {
    expect(buildAnalyticsLog({ step: 's'.repeat(80), win: fakeWindow() }).step).toHaveLength(64);
  });

  it('reads the current window by default', () => {
    expect(buildAnalyticsLog().browser.language).toBe(navigator.language);
  });
});
