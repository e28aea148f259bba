/**
 * Where this package keeps its cookies. The default writes `document.cookie`; a host can keep them elsewhere
 * (a server-side jar, a test double). Values are stored as given: callers encode them.
 */
export interface CookieJar {
  /** The raw value of a cookie, or `undefined` when there is none. */
  get(name: string): string | undefined;
  /** Writes a cookie for `maxAgeSeconds`; 0 deletes it. */
  set(name: string, value: string, maxAgeSeconds: number): void;
}

/**
 * The document's cookies: whole site (`Path=/`), `SameSite=Lax`, and `Secure` on https (plain http keeps them
 * on localhost during development).
 * @param doc @default document
 */
export function documentCookies(doc: Document = document): CookieJar {
  return {
    get(name) {
      for (const part of doc.cookie.split(';')) {
        const separator = part.indexOf('=');
        if (separator !== -1 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
      }
      return undefined;
    },
    set(name, value, maxAgeSeconds) {
      const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
      doc.cookie = `${name}=${value}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
    },
  };
}

/** A jar in memory: for a server render, where there is no document, and for tests. */
export function memoryCookies(initial: Record<string, string> = {}): CookieJar {
  const jar = new Map(Object.entries(initial));
  return {
    get: (name) => jar.get(name),
    set(name, value, maxAgeSeconds) {
      if (maxAgeSeconds > 0) jar.set(name, value);
      else jar.delete(name);
    },
  };
}

/** The document's cookies in a browser, a memory jar on a server (so nothing throws during a server render). */
export function defaultCookies(): CookieJar {
  return typeof document === 'undefined' ? memoryCookies() : documentCookies(document);
}
