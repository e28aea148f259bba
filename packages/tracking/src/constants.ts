/** Name of the cookie that carries the ad and attribution parameters between visits (docs/spec/flow/entities.md#local-storage-and-cookies, docs/spec/flow/calls.md#step-calls new-account). */
export const TMSC_COOKIE = 'tmsc';

/** docs/spec/flow/constants.md#caching-and-cookies: "tmsc cookie life 2592000 s (30 days)". */
export const TMSC_MAX_AGE_SECONDS = 2_592_000;

/** docs/spec/flow/constants.md#caching-and-cookies: "default cookie life one year": the consent, client-id and session cookies. */
export const DEFAULT_COOKIE_MAX_AGE_SECONDS = 31_536_000;

/** Where the `from` query parameter is kept (docs/spec/flow/routes.md#query-parameters), for new-account's `source`; same life as tmsc. */
export const SOURCE_COOKIE = 'onboarding_source';

/** The strictly necessary cookie that remembers the applicant's consent choice. */
export const CONSENT_COOKIE = 'onboarding_consent';

/**
 * The analytics client id's cookie. docs/spec/flow/calls.md#transport: form calls carry "a cookie holding the analytics client id"; this is
 * the name the realform client reads and sends, so the id in new-account's `client_id` and in the cookie agree.
 */
export const CLIENT_ID_COOKIE = 'realform_cid';

/** The visit counter and current visit id (`{count}.{id}.{last seen, s}`), for new-account's session fields. */
export const SESSION_COOKIE = 'onboarding_session';

/**
 * A visit ends after this much inactivity. The flow spec is silent; 30 minutes is the web-analytics convention, so
 * `session_count` agrees with what the product analytics reports.
 */
export const SESSION_TIMEOUT_MS = 1_800_000;

/** Data-layer event name sent on every route change (docs/spec/flow/routes.md#after-each-route-change). */
export const STEP_EVENT = 'onboarding_step';

/** Data-layer event name of the second, delayed step event (docs/spec/flow/routes.md#after-each-route-change: "a delayed second event per route name"). */
export const STEP_DELAYED_EVENT = 'onboarding_step_delayed';

/**
 * Delay of the second step event. docs/spec/flow/screens.md names the event but gives no value: 3 s is long enough to tell a
 * step that was read from one skipped through, short enough that few applicants leave before it fires.
 */
export const STEP_DELAYED_EVENT_DELAY_MS = 3000;
