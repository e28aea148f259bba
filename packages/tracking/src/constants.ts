/** Name of the cookie that carries the ad and attribution parameters between visits (S0 §3, S0 §7 new-account). */
export const TMSC_COOKIE = 'tmsc';

/** S0 §9: "tmsc cookie life 2592000 s (30 days)". */
export const TMSC_MAX_AGE_SECONDS = 2_592_000;

/** S0 §9: "default cookie life one year": the consent, client-id and session cookies. */
export const DEFAULT_COOKIE_MAX_AGE_SECONDS = 31_536_000;

/** Where the `from` query parameter is kept (S0 §2), for new-account's `source`; same life as tmsc. */
export const SOURCE_COOKIE = 'onboarding_source';

/** The strictly necessary cookie that remembers the applicant's consent choice. */
export const CONSENT_COOKIE = 'onboarding_consent';

/**
 * The analytics client id's cookie. S0 §7: form calls carry "a cookie holding the analytics client id"; this is
 * the name the realform client reads and sends, so the id in new-account's `client_id` and in the cookie agree.
 */
export const CLIENT_ID_COOKIE = 'realform_cid';

/** The visit counter and current visit id (`{count}.{id}.{last seen, s}`), for new-account's session fields. */
export const SESSION_COOKIE = 'onboarding_session';

/**
 * A visit ends after this much inactivity. S0 is silent; 30 minutes is the web-analytics convention, so
 * `session_count` agrees with what the product analytics reports.
 */
export const SESSION_TIMEOUT_MS = 1_800_000;

/** Data-layer event name sent on every route change (S0 §2). */
export const STEP_EVENT = 'onboarding_step';

/** Data-layer event name of the second, delayed step event (S0 §2: "a delayed second event per route name"). */
export const STEP_DELAYED_EVENT = 'onboarding_step_delayed';

/**
 * Delay of the second step event. S0 §2 names the event but gives no value: 3 s is long enough to tell a
 * step that was read from one skipped through, short enough that few applicants leave before it fires.
 */
export const STEP_DELAYED_EVENT_DELAY_MS = 3000;
