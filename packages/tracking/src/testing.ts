// Test helpers (not exported from the package).
import { memoryCookies, type CookieJar } from './cookieJar';

/** A memory jar that records every write as `[name, value, maxAgeSeconds]`. */
export function recordingJar(initial: Record<string, string> = {}): CookieJar & { writes: [string, string, number][] } {
  const jar = memoryCookies(initial);
  const writes: [string, string, number][] = [];
  return {
    writes,
    get: jar.get,
    set(name, value, maxAgeSeconds) {
      writes.push([name, value, maxAgeSeconds]);
      jar.set(name, value, maxAgeSeconds);
    },
  };
}

/** Deletes every cookie of jsdom's document. */
export function clearDocumentCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}
