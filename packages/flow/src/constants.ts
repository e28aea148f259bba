/**
 * Every timer and limit of the flow (docs/spec/flow/constants.md#timers), in one place.
 */
/** docs/spec/flow/constants.md#timers: the loader is released 1 s after an error. */
export const ERROR_UNLOCK_DELAY_MS = 1_000;
/** docs/spec/flow/constants.md#time-to-finish: time to finish, in minutes, per entry step. */
export const TIME_TO_FINISH = { newAccount: 8, dataUploadChoice: 7, newLogin: 5 } as const;
/** docs/spec/flow/constants.md: phone numbers need at least 5 characters before the send button is enabled. */
export const PHONE_MIN_LENGTH = 5;
/** docs/spec/flow/constants.md#layout: mobile layout below 768 px. */
export const MOBILE_BREAKPOINT_PX = 768;

// --- data ---
/** docs/spec/flow/constants.md#timers: the client-zone login's second headline appears after 10 s. */
export const CLIENT_ZONE_SECOND_HEADLINE_MS = 10_000;
/** docs/spec/flow/constants.md#timers: after 17 s the client-zone login's timer reaches 0 and the automatic login form appears. */
export const CLIENT_ZONE_AUTO_FORM_MS = 17_000;
/** docs/spec/flow/constants.md#timers: the automatic login form checks for the token every 200 ms. */
export const CLIENT_ZONE_TOKEN_POLL_MS = 200;
/** docs/spec/flow/screens.md#client-zone-login, docs/spec/flow/constants.md#timers: goToClientZone redirects to the client zone after 2 s. */
export const GO_TO_CLIENT_ZONE_DELAY_MS = 2_000;
/** docs/spec/flow/constants.md#layout: the correspondence-address area is at most 420 px high (the value lives in styles.css, `.onb-correspondence`). */
export const CORRESPONDENCE_MAX_HEIGHT_PX = 420;
/** docs/spec/flow/validation.md#address, docs/spec/flow/constants.md#limits: a Polish postal code (##-###) has 6 characters; reaching them triggers the city and street lookup. */
export const POLISH_POSTAL_CODE_LENGTH = 6;
/** The resend link's countdown ticks once a second (the cool-down itself comes from the server, docs/security.md#one-time-codes). */
export const COUNTDOWN_TICK_MS = 1_000;

// --- frame ---
/** docs/spec/flow/overview.md#benefits-panel-and-legal-disclaimer, docs/spec/flow/constants.md#timers: the side panel of broker benefits closes itself about 2 s after a loader ends. */
export const SIDE_PANEL_AUTO_CLOSE_MS = 2_000;
/** docs/spec/flow/constants.md#timers: a screen's code that has not arrived after 120 s fails, and the route's error screen offers a retry. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** How long a route may load before its loader shows (shorter loads show nothing, so nothing flickers). */
export const ROUTE_PENDING_DELAY_MS = 500;
/**
 * docs/spec/flow/overview.md#time-to-finish time to finish, in minutes, set on each step (docs/spec/flow/constants.md#time-to-finish: 8 on newAccount, 7 on the identity choice, 5 on
 * login; docs/spec/flow/states.md#client-zone-login: 7 personal data, 6 address, 5 tax residence, 4 risk assessment, 3 client zone login, 0).
 * `lowerOnly`: docs/spec/flow/states.md#client-zone-login "set to 7, 6, 4 on some steps only when the current value is greater or equal" — the
 * personal data, address and risk assessment steps, and (where the flow spec is silent) the steps between the numbered
 * ones, so the estimate never grows along the way and is right again after a reload. The 0 is the end: the
 * final redirect into the client zone, or a denied application.
 */
export const TIME_TO_FINISH_BY_STEP: Readonly<Record<string, { minutes: number; lowerOnly?: true }>> = {
  newAccount: { minutes: 8 },
  NotFound: { minutes: 8 },
  newLogin: { minutes: 5 },
  restart: { minutes: 5 },
  desktopSms: { minutes: 8, lowerOnly: true },
  confirmEmail: { minutes: 8, lowerOnly: true },
  dataUploadChoice: { minutes: 7 },
  mobileDesktopChoice: { minutes: 7, lowerOnly: true },
  desktopDocumentChoice: { minutes: 7, lowerOnly: true },
  mobileDocumentChoice: { minutes: 7, lowerOnly: true },
  howToTakePicture: { minutes: 7, lowerOnly: true },
  desktopDocumentUpload: { minutes: 7, lowerOnly: true },
  mobileDocumentUpload: { minutes: 7, lowerOnly: true },
  uploadFailed: { minutes: 7, lowerOnly: true },
  uploadException: { minutes: 7, lowerOnly: true },
  uploadSucceeded: { minutes: 7, lowerOnly: true },
  mobileSms: { minutes: 7, lowerOnly: true },
  mobileDesktopIsCompleted: { minutes: 7, lowerOnly: true },
  mobileReturnToDesktop: { minutes: 7, lowerOnly: true },
  personalDataConfirm: { minutes: 7, lowerOnly: true },
  addressDetails: { minutes: 6, lowerOnly: true },
  taxOfficeDetails: { minutes: 5 },
  currencyChoice: { minutes: 5, lowerOnly: true },
  declarationAcceptance: { minutes: 5, lowerOnly: true },
  riskAssessment: { minutes: 4, lowerOnly: true },
  summaryAndPaymentChoice: { minutes: 3, lowerOnly: true },
  accountOpen: { minutes: 3 },
  errorsReport: { minutes: 3 },
  goToClientZone: { minutes: 0 },
  onboardingDenied: { minutes: 0 },
};

// --- identity ---
// The hand-off and scan timers docs/spec/flow/constants.md#timers shares with the server (token retries 4 × 3 s, the desktop's QR poll 4 s and
// waiting poll 5 s, the phone's 1 s confirmation for up to 10 s, return to desktop 3 × 3 s, upload inactivity 30 s)
// are realform-api's constants (`IDSCAN_TOKEN_ATTEMPTS`, `DESKTOP_QR_POLL_INTERVAL_MS`, …); these are the flow's own.
/** docs/spec/flow/states.md, docs/spec/flow/constants.md#timers: at the journey's end the result is fetched 1 s later. */
export const JOURNEY_RESULT_DELAY_MS = 1_000;
/** docs/spec/flow/states.md#journey-end, docs/spec/flow/constants.md#timers: a journey that ends without a journey id is a failure after 10 s. */
export const NO_JOURNEY_ID_FAILURE_MS = 10_000;
/**
 * docs/spec/flow/states.md#journey-events: "transfer started (loader on, timeout timer starts)"; docs/spec/flow/constants.md#timers: "Transfer timeout value: not shown". Ours:
 * a photo still in flight after 60 s takes the loader off and is reported as a timeout (docs/architecture.md#the-product: a careful user
 * would not wait longer behind a spinner on a cheap phone's slow connection).
 */
export const SCAN_TRANSFER_TIMEOUT_MS = 60_000;
