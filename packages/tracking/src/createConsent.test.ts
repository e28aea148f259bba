import { describe, expect, it, vi } from 'vitest';
import { CONSENT_COOKIE, DEFAULT_COOKIE_MAX_AGE_SECONDS } from './constants';
import { createConsent, whenGranted } from './createConsent';
import { recordingJar } from './testing';

const NOW = Date.UTC(2025, 0, 2, 3, 4, 5);

describe('createConsent', () => {
  it('before any choice: only necessary storage is allowed and the dialog should show', () => {
    const consent = createConsent({ storage: recordingJar() });
    expect(consent.hasChosen()).toBe(false);
    expect(consent.get()).toEqual({ necessary: true, analytics: false, marketing: false, preferences: false });
    expect(consent.granted('necessary')).toBe(true);
    expect(consent.granted('analytics')).toBe(false);
  });

  it('remembers a choice for a year in a strictly necessary cookie, with its time', () => {
    const storage = recordingJar();
    const consent = createConsent({ storage, now: () => NOW });
    consent.set({ analytics: true, marketing: false });
    expect(storage.writes).toEqual([
      [CONSENT_COOKIE, `v=1&analytics=1&marketing=0&preferences=0&t=${NOW / 1000}`, DEFAULT_COOKIE_MAX_AGE_SECONDS],
    ]);
    expect(DEFAULT_COOKIE_MAX_AGE_SECONDS).toBe(365 * 24 * 60 * 60);
  });

  it('given a choice made on an earlier visit, a reload starts with it', () => {
    const storage = recordingJar();
    createConsent({ storage }).set({ analytics: true, preferences: true });
    const reloaded = createConsent({ storage });
    expect(reloaded.hasChosen()).toBe(true);
    expect(reloaded.get()).toEqual({ necessary: true, analytics: true, marketing: false, preferences: true });
  });

  it('asks again after the cookie policy changes version, and ignores a corrupt cookie', () => {
    const storage = recordingJar();
    createConsent({ storage, version: 1 }).set({ marketing: true });
    expect(createConsent({ storage, version: 2 }).hasChosen()).toBe(false);
    expect(createConsent({ storage, version: 2 }).granted('marketing')).toBe(false);
    expect(createConsent({ storage: recordingJar({ [CONSENT_COOKIE]: '%%%garbage' }) }).hasChosen()).toBe(false);
  });

  it('a later choice changes only the categories it names', () => {
    const consent = createConsent({ storage: recordingJar() });
    consent.set({ analytics: true, marketing: true });
    consent.set({ marketing: false });
    expect(consent.get()).toEqual({ necessary: true, analytics: true, marketing: false, preferences: false });
  });

  it('tells subscribers about every choice, even an unchanged one, until they unsubscribe', () => {
    const consent = createConsent({ storage: recordingJar() });
    const listener = vi.fn();
    const unsubscribe = consent.subscribe(listener);
    consent.set({});
    consent.set({ analytics: true });
    unsubscribe();
    consent.set({ analytics: false });
    expect(listener.mock.calls.map(([state]) => state.analytics)).toEqual([false, true]);
  });

  it('the cookie-settings link re-opens the choice through requestChoice (docs/spec/flow/overview.md#benefits-panel-and-legal-disclaimer)', () => {
    const consent = createConsent({ storage: recordingJar() });
    const openDialog = vi.fn();
    const stop = consent.onRequestChoice(openDialog);
    consent.requestChoice();
    stop();
    consent.requestChoice();
    expect(openDialog).toHaveBeenCalledTimes(1);
  });

  it('uses another cookie name when told', () => {
    const storage = recordingJar();
    createConsent({ storage, cookieName: 'cc' }).set({ analytics: true });
    expect(storage.writes[0]![0]).toBe('cc');
  });
});

describe('whenGranted', () => {
  it('holds a send until the choice, then runs it on a grant', () => {
    const consent = createConsent({ storage: recordingJar() });
    const send = vi.fn();
    whenGranted(consent, 'analytics', send);
    expect(send).not.toHaveBeenCalled();
    consent.set({ analytics: true });
    consent.set({ analytics: true });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('drops a held send on refusal, even if the category is granted later', () => {
    const consent = createConsent({ storage: recordingJar() });
    const send = vi.fn();
    whenGranted(consent, 'marketing', send);
    consent.set({ marketing: false, analytics: true });
    consent.set({ marketing: true });
    expect(send).not.toHaveBeenCalled();
  });

  it('runs at once when already granted, never when already refused, and can be cancelled', () => {
    const consent = createConsent({ storage: recordingJar() });
    const cancelled = vi.fn();
    whenGranted(consent, 'analytics', cancelled)();
    consent.set({ analytics: true });
    const now = vi.fn();
    const never = vi.fn();
    whenGranted(consent, 'analytics', now);
    whenGranted(consent, 'marketing', never);
    expect([cancelled.mock.calls.length, now.mock.calls.length, never.mock.calls.length]).toEqual([0, 1, 0]);
  });
});
