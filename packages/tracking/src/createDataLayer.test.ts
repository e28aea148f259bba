import { afterEach, describe, expect, it } from 'vitest';
import { createConsent } from './createConsent';
import { createDataLayer } from './createDataLayer';
import { recordingJar } from './testing';

type TestWindow = Window & { dataLayer?: Record<string, unknown>[] };
const win = window as TestWindow;

afterEach(() => {
  delete win.dataLayer;
});

describe('createDataLayer', () => {
  it('given no choice yet, writes nothing to window.dataLayer; a grant flushes in order', () => {
    const consent = createConsent({ storage: recordingJar() });
    const dataLayer = createDataLayer({ consent });
    dataLayer.push('onboarding_step', { step: 0, stepName: 'newAccount' });
    dataLayer.push('onboarding_step', { step: 1, stepName: 'desktopSms' });
    expect(win.dataLayer).toBeUndefined();
    consent.set({ analytics: true });
    expect(win.dataLayer).toEqual([
      { event: 'onboarding_step', step: 0, stepName: 'newAccount' },
      { event: 'onboarding_step', step: 1, stepName: 'desktopSms' },
    ]);
  });

  it('given a refusal, drops what was held and everything after', () => {
    const consent = createConsent({ storage: recordingJar() });
    const dataLayer = createDataLayer({ consent });
    dataLayer.push('onboarding_step', { step: 0, stepName: 'newAccount' });
    consent.set({ analytics: false, marketing: true });
    dataLayer.push('onboarding_step', { step: 1, stepName: 'desktopSms' });
    expect(win.dataLayer).toBeUndefined();
  });

  it('given consent remembered from an earlier visit, pushes at once', () => {
    const storage = recordingJar();
    createConsent({ storage }).set({ analytics: true });
    createDataLayer({ consent: createConsent({ storage }) }).push('onboarding_experiment', { experiment: 'e', variant: 'b' });
    expect(win.dataLayer).toEqual([{ event: 'onboarding_experiment', experiment: 'e', variant: 'b' }]);
  });

  it('can be gated on another category and another window', () => {
    const consent = createConsent({ storage: recordingJar() });
    const other = {} as TestWindow;
    const dataLayer = createDataLayer({ consent, category: 'marketing', win: other });
    consent.set({ analytics: true });
    dataLayer.push('onboarding_step', { step: 3, stepName: 'dataUploadChoice' });
    expect(other.dataLayer).toBeUndefined();
    consent.set({ marketing: true });
    dataLayer.push('onboarding_step', { step: 3, stepName: 'dataUploadChoice' });
    expect(other.dataLayer).toHaveLength(1);
    expect(win.dataLayer).toBeUndefined();
  });
});
