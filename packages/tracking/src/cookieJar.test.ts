import { afterEach, describe, expect, it } from 'vitest';
import { documentCookies, memoryCookies } from './cookieJar';
import { clearDocumentCookies } from './testing';

/** A document stand-in that records every cookie write with its attributes (a browser hides them on read). */
function recordingDocument(cookie: string, protocol: string) {
  const writes: string[] = [];
  const doc = {
    location: { protocol },
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      writes.push(value);
    },
  };
  return { doc: doc as unknown as Document, writes };
}

afterEach(clearDocumentCookies);

describe('documentCookies', () => {
  it('reads one cookie among others, keeping "=" inside its value', () => {
    const { doc } = recordingDocument('_ga=GA1.1; onboarding_consent=v=1&analytics=1; other=2', 'https:');
    expect(documentCookies(doc).get('onboarding_consent')).toBe('v=1&analytics=1');
    expect(documentCookies(doc).get('missing')).toBeUndefined();
  });

  it('writes for the whole site, SameSite=Lax, Secure on https only', () => {
    const https = recordingDocument('', 'https:');
    documentCookies(https.doc).set('a', '1', 60);
    const http = recordingDocument('', 'http:');
    documentCookies(http.doc).set('a', '1', 60);
    expect(https.writes).toEqual(['a=1; Max-Age=60; Path=/; SameSite=Lax; Secure']);
    expect(http.writes).toEqual(['a=1; Max-Age=60; Path=/; SameSite=Lax']);
  });

  it('round-trips through a real document, and Max-Age 0 deletes', () => {
    const jar = documentCookies();
    jar.set('k', 'v', 60);
    expect(jar.get('k')).toBe('v');
    jar.set('k', '', 0);
    expect(jar.get('k')).toBeUndefined();
  });
});

describe('memoryCookies', () => {
  it('keeps values in memory and deletes on Max-Age 0', () => {
    const jar = memoryCookies({ a: '1' });
    jar.set('b', '2', 10);
    expect([jar.get('a'), jar.get('b')]).toEqual(['1', '2']);
    jar.set('a', '', 0);
    expect(jar.get('a')).toBeUndefined();
    expect(document.cookie).toBe('');
  });
});
