// @vitest-environment node
import { expect, it } from 'vitest';

it('imports without a browser: nothing touches window or document at import time', async () => {
  expect(typeof globalThis.window).toBe('undefined');
  const tracking = await import('./index');
  expect(tracking.TMSC_COOKIE).toBe('tmsc');
});

it('runs on a server without throwing, keeping nothing and sending nothing', async () => {
  const { createConsent, createTracking, buildAnalyticsLog } = await import('./index');
  const consent = createConsent();
  consent.set({ analytics: true, marketing: true });
  const tracking = createTracking({ consent });
  tracking.start({ url: 'https://example.com/?gclid=G1', referrer: '' });
  tracking.trackStep('newAccount');
  expect(tracking.newAccountFields()).toMatchObject({ tmsc: { gclid: 'G1' }, session_count: 1 });
  expect(buildAnalyticsLog({ step: 'newAccount' })).toEqual({ step: 'newAccount', browser: { name: 'Other' }, device: { type: 'desktop' }, os: { name: 'Other' } });
  tracking.dispose();
});

it('the tag-manager loader does nothing on a server, even with consent', async () => {
  const { createConsent, loadTagManager } = await import('./index');
  const consent = createConsent();
  consent.set({ analytics: true });
  expect(loadTagManager({ containerId: 'GTM-ABC1234', consent }).loaded()).toBe(false);
});
