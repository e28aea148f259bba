/** docs/spec/flow/calls.md#transport: the calls carry "a cookie holding the analytics client id"; the browser sends it with every same-origin call. */
export const CLIENT_ID_COOKIE = 'realform_cid';
/** docs/spec/flow/constants.md#caching-and-cookies: "default cookie life one year". */
export const CLIENT_ID_COOKIE_MAX_AGE_SECONDS = 31_536_000;

const VALID_ID = /^[A-Za-z0-9-]{8,64}$/;

/** The analytics client id from the cookie, or undefined when there is none (or no document, e.g. on a server). */
export function readClientId(doc: Document | null | undefined = globalThis.document): string | undefined {
  if (!doc) return undefined;
  for (const part of doc.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === CLIENT_ID_COOKIE) {
      const value = decodeURIComponent(rest.join('='));
      return VALID_ID.test(value) ? value : undefined;
    }
  }
  return undefined;
}

/**
 * The analytics client id, created and stored in a first-party cookie (one year, whole site, SameSite=Lax, Secure
 * on https) when there is none yet. Returns undefined outside a browser.
 */
export function ensureClientId(doc: Document | null | undefined = globalThis.document): string | undefined {
  if (!doc) return undefined;
  const existing = readClientId(doc);
  if (existing) return existing;
  const id = globalThis.crypto.randomUUID();
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${CLIENT_ID_COOKIE}=${id}; Max-Age=${CLIENT_ID_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
  return readClientId(doc) ?? id;
}
