import { LOCALES } from '@repo/tsup-config/locales';
import type { InputProvider } from './enumerations';

// Every limit and timer of docs/spec/widget/constants.md#timers, in one place.

/** docs/spec/widget/validation.md#uploaded-files, docs/spec/widget/constants.md#uploads: "size under 7.5 MB" — binary megabytes, so a file of exactly 7.5 MiB is refused. */
export const MAX_UPLOAD_BYTES = 7.5 * 1024 * 1024;

/** docs/spec/widget/validation.md#uploaded-files, docs/spec/widget/constants.md#uploads: JPG and PNG only. */
export const ACCEPTED_UPLOAD_TYPES = ['image/jpeg', 'image/png'] as const;

/** docs/spec/widget/validation.md#user-input-form, docs/spec/widget/constants.md: user-input form bounds (characters, inclusive). */
export const USER_INPUT_LENGTHS = {
  postcode: { min: 5, max: 8 },
  house: { min: 1, max: 20 },
  street: { min: 1, max: 30 },
  town: { min: 1, max: 20 },
} as const;

/** docs/spec/widget/states.md#instructions-lock, docs/spec/widget/constants.md#instructions: confirming the instructions locks the screen this long before moving on. */
export const INSTRUCTION_LOCK_MS = 1000;

/** docs/spec/widget/constants.md#instructions: the instruction slider. */
export const INSTRUCTION_SLIDER = { slidesPerView: 2.2, gap: 10 } as const;

/** docs/spec/widget/constants.md#instructions: the other instructions carousel. */
export const INSTRUCTION_CAROUSEL = { slidesPerView: 1.3, spacing: 20 } as const;

/** docs/spec/widget/constants.md#capture: smart capture starts by itself. */
export const SMART_CAPTURE_AUTOSTART = true;

/** docs/spec/widget/constants.md#capture: smart capture gives up after this long without a good frame. */
export const SMART_CAPTURE_TIMEOUT_MS = 5000;

/** docs/spec/widget/constants.md#capture: "manual capture timeout 15" — the spec gives no unit; the capture UI decides how to read it. */
export const MANUAL_CAPTURE_TIMEOUT = 15;

/** docs/spec/widget/constants.md#capture: the input provider used when none is configured. */
export const DEFAULT_INPUT_PROVIDER: InputProvider = 'FILESYSTEM';

/** docs/spec/widget/calls.md, docs/spec/widget/constants.md#timers: the scan token is retried this many times… */
export const TOKEN_RETRY_COUNT = 4;

/** …this far apart, before the exception route. */
export const TOKEN_RETRY_INTERVAL_MS = 3000;

/**
 * docs/spec/widget/constants.md#timers: the journey-end result fetch delay. The widget's own journey/end answers the verdict at once; this delay
 * applies when the host had already ended the journey (409) and the verdict is read back with journey/get.
 */
export const JOURNEY_RESULT_FETCH_DELAY_MS = 1000;

/** docs/spec/widget/errors.md, docs/spec/widget/constants.md#uploads: without a journey id after this long, the upload fails. */
export const NO_JOURNEY_ID_FAILURE_MS = 10_000;

/** docs/spec/widget/constants.md#timers: the mobile side polls the QR-scan confirmation this often… */
export const QR_SCAN_POLL_INTERVAL_MS = 1000;

/** …for at most this long. */
export const QR_SCAN_POLL_MAX_MS = 10_000;

/** docs/spec/widget/constants.md#timers: desktop upload inactivity after which a timeout status is reported. */
export const UPLOAD_INACTIVITY_TIMEOUT_MS = 30_000;

// docs/spec/widget/constants.md: the transfer timeout value is "not shown"; it stays with the capture UI's issue.

/** The steps of a journey when the host names none: both sides of an identity document. */
export const DEFAULT_STEPS = ['IDENTITY:FRONT', 'IDENTITY:BACK'] as const;

/**
 * The user's own capture attempts per step (docs/spec/widget/screens.md#camera "attempts remaining"; docs/spec/widget/constants.md#attempts: "its limit is not shown"). After
 * the last refused one the widget moves on, and the server's verdict says what the journey is worth.
 */
export const DEFAULT_MAX_ATTEMPTS = 3;

/**
 * docs/spec/widget/overview.md#languages: the widget's locales (13) plus the host's 14th, `ro`; URL codes as the product spells them. The product's
 * one list (tooling/tsup-config/locales.js), bundled in at build.
 */
export const WIDGET_LOCALES = LOCALES;

/**
 * Liveness (issue 15): pictures the server may refuse per action before the step ends as failed (the journey's
 * verdict is then the server's). A first try is often too small a turn.
 */
export const LIVENESS_TRIES_PER_ACTION = 3;

/** Liveness frames are sent as JPEG with the long side at most this (a 640×480 camera sends 640). */
export const LIVENESS_FRAME_LONG_SIDE = 1280;

/**
 * Automatic captures the backend may refuse on one step before auto capture stops and the user takes the photo
 * (which then goes to the preview). Refused automatic captures never use up the user's attempts.
 */
export const AUTO_CAPTURE_REFUSALS_BEFORE_MANUAL = 2;
