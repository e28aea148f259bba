import { afterEach, describe, expect, it } from 'vitest';
import { AD_PARAMETERS } from './adParameters';
import { SOURCE_COOKIE, TMSC_COOKIE, TMSC_MAX_AGE_SECONDS } from './constants';
import { createConsent } from './createConsent';
import { documentCookies } from './cookieJar';
import { captureAdParameters, readSource, readTmsc } from './tmsc';
import { clearDocumentCookies, recordingJar } from './testing';

const encoded = (data: unknown) => encodeURIComponent(JSON.stringify(data));

function granted(initial: Record<string, string> = {}) {
  const cookies = recordingJar(initial);
  const consent = createConsent({ storage: recordingJar() });
  consent.set({ marketing: true });
  return { cookies, consent };
}

afterEach(clearDocumentCookies);

describe('readTmsc', () => {
  it('reads the URI-encoded JSON of the tmsc cookie', () => {
    expect(readTmsc(recordingJar({ tmsc: encoded({ gclid: 'abc', utm_source: 'google' }) }))).toEqual({ gclid: 'abc', utm_source: 'google' });
  });

  it('reads {} when the cookie is absent, not JSON, badly encoded or not an object', () => {
    expect(readTmsc(recordingJar())).toEqual({});
    expect(readTmsc(recordingJar({ tmsc: '%7Bbroken' }))).toEqual({});
    expect(readTmsc(recordingJar({ tmsc: '%E0%A4%A' }))).toEqual({});
    expect(readTmsc(recordingJar({ tmsc: encoded(['gclid']) }))).toEqual({});
    expect(readTmsc(recordingJar({ tmsc: encoded(null) }))).toEqual({});
  });

  it('drops values that are not strings', () => {
    expect(readTmsc(recordingJar({ tmsc: encoded({ gclid: 'abc', uuid: 5 }) }))).toEqual({ gclid: 'abc' });
  });
});

describe('captureAdParameters', () => {
  it('keeps every ad parameter of docs/spec/flow/entities.md#local-storage-and-cookies, affid from click_id and the source from `from`', () => {
    const { cookies, consent } = granted();
    const query = new URLSearchParams(AD_PARAMETERS.map((name) => [name, `${name}-value`]));
    query.set('click_id', 'AFF-7');
    query.set('from', 'partner-page');
    query.set('lang', 'pl');
    const data = captureAdParameters({ consent, cookies, url: `https://example.com/onboarding/?${query}`, referrer: '' });
    expect(data).toEqual({ ...Object.fromEntries(AD_PARAMETERS.map((name) => [name, `${name}-value`])), affid: 'AFF-7' });
    expect(readTmsc(cookies)).toEqual(data);
    expect(readSource(cookies)).toBe('partner-page');
  });

  it('given a gclid, writes tmsc and the source for 30 days (docs/spec/flow/constants.md#caching-and-cookies)', () => {
    const { cookies, consent } = granted();
    captureAdParameters({ consent, cookies, url: 'https://example.com/?gclid=G1&utm_medium=cpc&from=x', referrer: '' });
    expect(cookies.writes).toEqual([
      [TMSC_COOKIE, encoded({ gclid: 'G1', utm_medium: 'cpc' }), TMSC_MAX_AGE_SECONDS],
      [SOURCE_COOKIE, encoded('x'), TMSC_MAX_AGE_SECONDS],
    ]);
    expect(TMSC_MAX_AGE_SECONDS).toBe(30 * 24 * 60 * 60);
  });

  it('merges over the existing cookie, new values winning', () => {
    const { cookies, consent } = granted({ tmsc: encoded({ gclid: 'old', utm_source: 'newsletter' }) });
    const data = captureAdParameters({ consent, cookies, url: 'https://example.com/?gclid=new&utm_term=broker', referrer: '' });
    expect(data).toEqual({ gclid: 'new', utm_source: 'newsletter', utm_term: 'broker' });
    expect(readTmsc(cookies)).toEqual(data);
  });

  it('keeps the origin and path of a referrer from another site, and ignores the form\'s own pages', () => {
    const external = granted();
    expect(captureAdParameters({ ...external, url: 'https://example.com/', referrer: 'https://search.example.org/results?q=broker' })).toEqual({
      referrer: 'https://search.example.org/results',
    });
    const internal = granted();
    captureAdParameters({ ...internal, url: 'https://example.com/onboarding/', referrer: 'https://example.com/onboarding/confirm-phone' });
    expect(internal.cookies.writes).toEqual([]);
  });

  it('writes nothing when the URL brings nothing new, so the 30 days count from the last ad click', () => {
    const bare = granted();
    expect(captureAdParameters({ ...bare, url: 'https://example.com/onboarding/?lang=pl', referrer: '' })).toEqual({});
    expect(bare.cookies.writes).toEqual([]);
    const known = granted({ tmsc: encoded({ gclid: 'G1' }) });
    expect(captureAdParameters({ ...known, url: 'https://example.com/?gclid=G1', referrer: '' })).toEqual({ gclid: 'G1' });
    expect(known.cookies.writes).toEqual([]);
  });

  it('cuts values at 256 characters so the cookie stays under the browser limit', () => {
    const { cookies, consent } = granted();
    const data = captureAdParameters({ consent, cookies, url: `https://example.com/?gclid=${'g'.repeat(600)}`, referrer: '' });
    expect(data.gclid).toHaveLength(256);
  });

  it('given no consent yet, writes nothing but keeps the values; marketing consent writes them', () => {
    const cookies = recordingJar();
    const consent = createConsent({ storage: recordingJar() });
    const data = captureAdParameters({ consent, cookies, url: 'https://example.com/?gclid=G1&from=ad', referrer: '' });
    expect(data).toEqual({ gclid: 'G1' });
    expect(cookies.writes).toEqual([]);
    consent.set({ analytics: true });
    expect(cookies.writes).toEqual([]);
    consent.set({ marketing: true });
    expect(cookies.writes).toEqual([]); // the first choice refused marketing: the values were dropped

    const later = recordingJar();
    const asked = createConsent({ storage: recordingJar() });
    captureAdParameters({ consent: asked, cookies: later, url: 'https://example.com/?gclid=G2', referrer: '' });
    asked.set({ marketing: true });
    expect(readTmsc(later)).toEqual({ gclid: 'G2' });
  });

  it('defaults to the current location, referrer and document cookies', () => {
    const consent = createConsent({ storage: recordingJar() });
    consent.set({ marketing: true });
    window.history.replaceState(null, '', '/onboarding/?utm_campaign=spring&click_id=42');
    expect(captureAdParameters({ consent })).toEqual({ utm_campaign: 'spring', affid: '42' });
    expect(readTmsc()).toEqual({ utm_campaign: 'spring', affid: '42' });
    expect(readTmsc(documentCookies())).toEqual({ utm_campaign: 'spring', affid: '42' });
    window.history.replaceState(null, '', '/');
  });
});
