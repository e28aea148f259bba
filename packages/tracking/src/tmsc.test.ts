import { afterEach, describe, expect, it } from 'vitest';
import { TMSC_MAX_AGE_SECONDS } from './constants';
import { captureAdParameters, readTmsc } from './tmsc';

/** A document stand-in that records every cookie write with its attributes (jsdom hides them on read). */
function recordingDocument(initialCookie = '', referrer = '') {
  const writes: string[] = [];
  let jar = initialCookie;
  const doc = {
    referrer,
    location: { href: 'https://example.com/onboarding/' },
    get cookie() {
      return jar;
    },
    set cookie(value: string) {
      writes.push(value);
      jar = value.split(';')[0]!;
    },
  };
  return { doc: doc as unknown as Document, writes };
}

const encoded = (data: object) => `tmsc=${encodeURIComponent(JSON.stringify(data))}`;

afterEach(() => {
  document.cookie = 'tmsc=; Max-Age=0; Path=/';
});

describe('readTmsc', () => {
  it('reads the URI-encoded JSON of the tmsc cookie among others', () => {
    const { doc } = recordingDocument(`_ga=GA1.1; ${encoded({ gclid: 'abc', utm_source: 'google' })}; other=1`);
    expect(readTmsc(doc)).toEqual({ gclid: 'abc', utm_source: 'google' });
  });

  it('reads {} when the cookie is absent, not JSON, or not an object', () => {
    expect(readTmsc(recordingDocument('other=1').doc)).toEqual({});
    expect(readTmsc(recordingDocument('tmsc=%7Bbroken').doc)).toEqual({});
    expect(readTmsc(recordingDocument('tmsc=%E0%A4%A').doc)).toEqual({});
    expect(readTmsc(recordingDocument(encoded(['gclid'])).doc)).toEqual({});
  });

  it('drops values that are not strings', () => {
    expect(readTmsc(recordingDocument(encoded({ gclid: 'abc', uuid: 5 })).doc)).toEqual({ gclid: 'abc' });
  });
});

describe('captureAdParameters', () => {
  it('given a landing URL with a gclid, writes tmsc for 30 days on the whole site, Lax and Secure on https', () => {
    const { doc, writes } = recordingDocument();
    const data = captureAdParameters({ url: 'https://example.com/onboarding/?gclid=G1&utm_medium=cpc&from=x', doc });
    expect(data).toEqual({ gclid: 'G1', utm_medium: 'cpc' });
    expect(writes).toEqual([
      `${encoded({ gclid: 'G1', utm_medium: 'cpc' })}; Max-Age=${TMSC_MAX_AGE_SECONDS}; Path=/; SameSite=Lax; Secure`,
    ]);
    expect(TMSC_MAX_AGE_SECONDS).toBe(2_592_000);
  });

  it('merges over the existing cookie, new values winning', () => {
    const { doc } = recordingDocument(encoded({ gclid: 'old', utm_source: 'newsletter' }));
    const data = captureAdParameters({ url: 'https://example.com/?gclid=new&utm_term=broker', doc });
    expect(data).toEqual({ gclid: 'new', utm_source: 'newsletter', utm_term: 'broker' });
    expect(readTmsc(doc)).toEqual(data);
  });

  it('stores click_id as affid', () => {
    const { doc } = recordingDocument();
    expect(captureAdParameters({ url: 'https://example.com/?click_id=AFF-7', doc })).toEqual({ affid: 'AFF-7' });
  });

  it('keeps a referrer from another site and ignores the form\'s own pages', () => {
    const external = recordingDocument('', 'https://search.example.org/results?q=broker');
    expect(captureAdParameters({ url: 'https://example.com/', doc: external.doc })).toEqual({
      referrer: 'https://search.example.org/results?q=broker',
    });
    const internal = recordingDocument('', 'https://example.com/onboarding/confirm-phone');
    captureAdParameters({ url: 'https://example.com/onboarding/', doc: internal.doc });
    expect(internal.writes).toEqual([]);
  });

  it('writes nothing when the URL brings nothing new', () => {
    const bare = recordingDocument();
    expect(captureAdParameters({ url: 'https://example.com/onboarding/?lang=pl', doc: bare.doc })).toEqual({});
    expect(bare.writes).toEqual([]);

    const known = recordingDocument(encoded({ gclid: 'G1' }));
    expect(captureAdParameters({ url: 'https://example.com/?gclid=G1', doc: known.doc })).toEqual({ gclid: 'G1' });
    expect(known.writes).toEqual([]);
  });

  it('omits Secure on plain http so local development keeps the cookie', () => {
    const { doc, writes } = recordingDocument();
    captureAdParameters({ url: 'http://localhost:8080/?utm_source=x', doc });
    expect(writes[0]).not.toContain('Secure');
  });

  it('defaults to the current document and its URL, and reads back through document.cookie', () => {
    window.history.replaceState(null, '', '/onboarding/?utm_campaign=spring&click_id=42');
    expect(captureAdParameters()).toEqual({ utm_campaign: 'spring', affid: '42' });
    expect(readTmsc()).toEqual({ utm_campaign: 'spring', affid: '42' });
  });
});
