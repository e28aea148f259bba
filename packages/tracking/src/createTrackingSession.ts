import { CLIENT_ID_COOKIE, DEFAULT_COOKIE_MAX_AGE_SECONDS, SESSION_COOKIE, SESSION_TIMEOUT_MS } from './constants';
import type { Consent } from './createConsent';
import { whenGranted } from './createConsent';
import { defaultCookies, type CookieJar } from './cookieJar';

/** docs/spec/flow/calls.md#step-calls: the visit fields new-account sends, named as the contract names them. */
export interface SessionFields {
  session_count?: number;
  session_id?: string;
  client_id?: string;
}

export interface TrackingSessionOptions {
  /** Ids are created and stored only once `analytics` is allowed. */
  consent: Consent;
  /** @default the document's cookies */
  cookies?: CookieJar;
  /** Name of the client-id cookie. @default CLIENT_ID_COOKIE ('realform_cid', the one the realform client sends) */
  clientIdCookie?: string;
  /** Clock in milliseconds. @default Date.now */
  now?: () => number;
}

export interface TrackingSession {
  /** Marks activity: starts a new visit after 30 minutes without one (the flow spec silent; analytics convention). */
  touch(): void;
  /** The current visit's fields; `{}` without `analytics` consent. */
  fields(): SessionFields;
}

// Like the realform client's check: an id someone else wrote in another shape is replaced, not sent.
const VALID_ID = /^[\w-]{8,64}$/;

/** 128 random bits as hex. `crypto.randomUUID` exists only in secure contexts; this works on plain http too. */
function randomId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The analytics client id (one year) and the visit counter (`{count}.{visit id}.{last activity, s}`, one year)
 * behind new-account's `client_id`, `session_id` and `session_count` (docs/spec/flow/calls.md#new-account-extras).
 */
export function createTrackingSession(options: TrackingSessionOptions): TrackingSession {
  const { consent, clientIdCookie = CLIENT_ID_COOKIE, now = Date.now } = options;
  const cookies = options.cookies ?? defaultCookies();

  const current = () => {
    const clientId = cookies.get(clientIdCookie);
    const [count, id, lastSeen] = (cookies.get(SESSION_COOKIE) ?? '').split('.');
    return {
      clientId: clientId && VALID_ID.test(clientId) ? clientId : undefined,
      count: Number(count) || 0,
      id: id && VALID_ID.test(id) && now() - Number(lastSeen) * 1000 <= SESSION_TIMEOUT_MS ? id : undefined,
    };
  };

  const write = (): Required<SessionFields> => {
    let { clientId, count, id } = current();
    if (!clientId) cookies.set(clientIdCookie, (clientId = randomId()), DEFAULT_COOKIE_MAX_AGE_SECONDS);
    if (id) count ||= 1;
    else {
      count += 1;
      id = randomId();
    }
    cookies.set(SESSION_COOKIE, `${count}.${id}.${Math.floor(now() / 1000)}`, DEFAULT_COOKIE_MAX_AGE_SECONDS);
    return { client_id: clientId, session_id: id, session_count: count };
  };

  let waiting = false;
  return {
    touch() {
      // Before the choice, one held write is enough: the visit starts when analytics is allowed.
      if (waiting && !consent.hasChosen()) return;
      waiting = true;
      whenGranted(consent, 'analytics', write);
    },
    // Reading the fields is activity too (new-account is sent while the applicant is here).
    fields: () => (consent.granted('analytics') ? write() : {}),
  };
}
