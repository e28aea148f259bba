// The one-time codes and the client-zone hand-over: every number both sides rely on (docs/security.md#one-time-codes, docs/spec/flow/validation.md/docs/spec/flow/constants.md).
// The server's configurable caps (sends per hour, failures per hour) live in its own limits file.

/** docs/spec/flow/constants.md#limits "E-mail code length 6"; the SMS codes have the same length (docs/security.md#one-time-codes: 6 digits). */
export const CODE_LENGTH = 6;

/** docs/security.md#one-time-codes: a code is valid 10 minutes after it was sent. */
export const CODE_VALID_MINUTES = 10;

/** docs/security.md#one-time-codes: at most 5 wrong tries per code; then only a new code helps. */
export const CODE_MAX_ATTEMPTS = 5;

/** Seconds between two codes sent for the same purpose (the "resend" link's cool-down, docs/security.md#one-time-codes). */
export const CODE_RESEND_COOLDOWN_SECONDS = 30;

/** docs/spec/flow/screens.md#desktopsms/docs/spec/flow/constants.md: "After 2 or more SMS sends an alternative link offers verification by e-mail". */
export const EMAIL_VERIFICATION_AFTER_SMS_SENDS = 2;

/** docs/spec/flow/validation.md#phone-and-codes/docs/spec/flow/constants.md: "Phone: numeric only, at least 5 characters for the send button to enable". */
export const PHONE_NUMBER_MIN_LENGTH = 5;

/** ITU-T E.164: at most 15 digits, country code included; no national number is longer. */
export const PHONE_NUMBER_MAX_LENGTH = 15;

/** A client-zone token (issued by account-open, docs/spec/flow/calls.md#step-calls) works once, within this many minutes. */
export const CLIENT_ZONE_TOKEN_VALID_MINUTES = 5;

/** docs/spec/flow/calls.md#client-zone-auto-login: the browser posts the client-zone login form to `{client zone}/api/autoLogin`. */
export const AUTO_LOGIN_PATH = '/api/autoLogin';

/** Longest `urlParams` the auto-login form may carry (the entry URL's query string, docs/spec/flow/calls.md#client-zone-auto-login). */
export const AUTO_LOGIN_URL_PARAMS_MAX_LENGTH = 2048;
