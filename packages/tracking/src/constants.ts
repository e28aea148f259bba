/** Name of the cookie that carries the ad and attribution parameters between visits (S0 §7 new-account). */
export const TMSC_COOKIE = 'tmsc';

/** S0 §9: "tmsc cookie life 2592000 s (30 days)". */
export const TMSC_MAX_AGE_SECONDS = 2_592_000;

/** S0 §9: "default cookie life one year". */
export const DEFAULT_COOKIE_MAX_AGE_SECONDS = 31_536_000;

/** Data-layer event name sent on every route change (S0 §2). */
export const STEP_EVENT = 'onboarding_step';

/** Data-layer event name of the second, delayed step event (S0 §2: "a delayed second event per route name"). */
export const STEP_DELAYED_EVENT = 'onboarding_step_delayed';

/**
 * Delay of the second step event. S0 §2 names the event but gives no value: 3 s is long enough to tell a
 * step that was read from one skipped through, short enough that few applicants leave before it fires.
 */
export const STEP_DELAYED_EVENT_DELAY_MS = 3000;
