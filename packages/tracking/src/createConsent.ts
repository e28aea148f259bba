import { CONSENT_COOKIE, DEFAULT_COOKIE_MAX_AGE_SECONDS } from './constants';
import { defaultCookies, type CookieJar } from './cookieJar';

/** The consent categories an applicant chooses; strictly necessary storage needs no choice and is always on. */
export const CONSENT_CATEGORIES = ['analytics', 'marketing', 'preferences'] as const;

export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** What the applicant allowed. `necessary` is always true: it covers the session token and this choice itself. */
export type ConsentState = { readonly necessary: true } & { readonly [C in ConsentCategory]: boolean };

/** A (partial) choice; the categories it leaves out keep their current value. */
export type ConsentChoice = Partial<Record<ConsentCategory, boolean>>;

export interface ConsentOptions {
  /** Where the choice is remembered. @default the document's cookies (memory on a server) */
  storage?: CookieJar;
  /** Name of the strictly necessary cookie that remembers the choice. @default CONSENT_COOKIE ('onboarding_consent') */
  cookieName?: string;
  /**
   * Version of the cookie policy. A choice made under another version is ignored, so the applicant is asked
   * again after the policy changes. @default 1
   */
  version?: number;
  /** Clock, in milliseconds since the epoch; the choice's time is stored with it. @default Date.now */
  now?: () => number;
}

export interface Consent {
  /** The current state; every category is false until the applicant chooses. */
  get(): ConsentState;
  /** Whether a category is allowed now. */
  granted(category: ConsentCategory | 'necessary'): boolean;
  /** Whether the applicant has chosen (now or on an earlier visit); show the consent dialog while false. */
  hasChosen(): boolean;
  /** Records a choice, remembers it for a year and tells every subscriber (even when nothing changed). */
  set(choice: ConsentChoice): void;
  /** Calls `listener` after every choice. Returns the unsubscribe function. */
  subscribe(listener: (state: ConsentState) => void): () => void;
  /** Asks the host to show the consent dialog again (docs/spec/flow/overview.md#benefits-panel-and-legal-disclaimer: the always-visible cookie-settings link). */
  requestChoice(): void;
  /** Calls `listener` on every `requestChoice()`: the host renders its dialog there. Returns the unsubscribe function. */
  onRequestChoice(listener: () => void): () => void;
}

const subscribeTo = <T>(listeners: Set<T>, listener: T) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * The applicant's consent, framework-free. Stored as `v={version}&analytics=1&marketing=0&preferences=0&t={s}`
 * in a strictly necessary cookie (one year, docs/spec/flow/constants.md#caching-and-cookies default cookie life), so the choice survives reloads and the
 * server can see when it was made.
 */
export function createConsent(options: ConsentOptions = {}): Consent {
  const storage = options.storage ?? defaultCookies();
  const cookieName = options.cookieName ?? CONSENT_COOKIE;
  const version = String(options.version ?? 1);
  const now = options.now ?? Date.now;
  const listeners = new Set<(state: ConsentState) => void>();
  const openers = new Set<() => void>();

  // '=' and '&' are valid in a cookie value (RFC 6265 cookie-octet): no encoding needed.
  const stored = new URLSearchParams(storage.get(cookieName));
  let chosen = stored.get('v') === version;
  const values: Record<string, boolean> = { necessary: true };
  for (const category of CONSENT_CATEGORIES) values[category] = chosen && stored.get(category) === '1';
  let state = values as ConsentState;

  return {
    get: () => state,
    granted: (category) => state[category],
    hasChosen: () => chosen,
    set(choice) {
      state = { ...state, ...choice, necessary: true };
      chosen = true;
      const record = new URLSearchParams({ v: version });
      for (const category of CONSENT_CATEGORIES) record.set(category, state[category] ? '1' : '0');
      record.set('t', String(Math.floor(now() / 1000)));
      storage.set(cookieName, String(record), DEFAULT_COOKIE_MAX_AGE_SECONDS);
      // A copy: a listener may unsubscribe itself (every queued send does) while we iterate.
      for (const listener of [...listeners]) listener(state);
    },
    subscribe: (listener) => subscribeTo(listeners, listener),
    requestChoice() {
      for (const opener of [...openers]) opener();
    },
    onRequestChoice: (listener) => subscribeTo(openers, listener),
  };
}

/**
 * Runs `send` once `category` is allowed: now if it already is, on the next choice if the applicant has not
 * chosen yet, never if they refused (what was held back is dropped, not sent later). Returns a cancel function.
 */
export function whenGranted(consent: Consent, category: ConsentCategory, send: () => void): () => void {
  if (consent.hasChosen()) {
    if (consent.granted(category)) send();
    return () => {};
  }
  const stop = consent.subscribe((state) => {
    stop();
    if (state[category]) send();
  });
  return stop;
}
