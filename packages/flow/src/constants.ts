/**
 * Every timer and limit of the flow (S0 §9), in one place.
 */
/** S0 §9: the loader is released 1 s after an error. */
export const ERROR_UNLOCK_DELAY_MS = 1_000;
/** S0 §9: time to finish, in minutes, per entry step. */
export const TIME_TO_FINISH = { newAccount: 8, dataUploadChoice: 7, newLogin: 5 } as const;
/** S0 §9: phone numbers need at least 5 characters before the send button is enabled. */
export const PHONE_MIN_LENGTH = 5;
/** S0 §9: mobile layout below 768 px. */
export const MOBILE_BREAKPOINT_PX = 768;
