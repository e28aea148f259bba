/** docs/spec/flow/constants.md#layout: the option list of a select is at most 250 px high… */
export const OPTION_LIST_MAX_HEIGHT = 250;
/** …and 140 px when the window is less than 500 px high (docs/spec/flow/constants.md#layout). */
export const OPTION_LIST_MAX_HEIGHT_SMALL = 140;
/** docs/spec/flow/constants.md#layout: below this window height the option list uses {@link OPTION_LIST_MAX_HEIGHT_SMALL}. */
export const SMALL_WINDOW_HEIGHT = 500;
/** docs/spec/flow/constants.md#layout: select text is truncated at 29 characters with an ellipsis. */
export const OPTION_TEXT_MAX_LENGTH = 29;

// --- composites ---
/** docs/spec/flow/validation.md#file-upload, docs/spec/flow/constants.md#limits: an image of this size or more (7 MB) is compressed before it is uploaded. */
export const IMAGE_COMPRESS_THRESHOLD_BYTES = 7 * 1024 * 1024;
/** docs/spec/flow/validation.md#file-upload, docs/spec/flow/constants.md#limits: a compressed image fits a canvas of 1280 × 1024 px, keeping its aspect ratio. */
export const IMAGE_COMPRESS_MAX_WIDTH = 1280;
/** docs/spec/flow/validation.md#file-upload, docs/spec/flow/constants.md#limits: see {@link IMAGE_COMPRESS_MAX_WIDTH}. */
export const IMAGE_COMPRESS_MAX_HEIGHT = 1024;
/** JPEG quality of compressed and converted images (the flow spec is silent: high enough for the document checks). */
export const IMAGE_JPEG_QUALITY = 0.9;
/** docs/spec/flow/screens.md#mobilesms, docs/spec/flow/constants.md: the hand-off QR code is 200 px wide… */
export const QR_CODE_SIZE = 200;
/** …with error-correction level H (docs/spec/flow/screens.md, docs/spec/flow/constants.md), so a phone still reads it from a glossy screen. */
export const QR_CODE_ERROR_CORRECTION = 'H';
/** docs/spec/flow/constants.md#capture: the photo-tips carousel shows 1.3 slides… (styles.css draws it: `--of-carousel-slides-per-view`). */
export const CAROUSEL_SLIDES_PER_VIEW = 1.3;
/** …with 20 px between them (docs/spec/flow/constants.md#capture; styles.css: `--of-carousel-spacing`). */
export const CAROUSEL_SPACING_PX = 20;

// --- inputs ---
/** docs/spec/flow/constants.md: a date's day part is at most 2 characters… */
export const DAY_MAX_LENGTH = 2;
/** …and its year part at most 4 (docs/spec/flow/validation.md#dates, docs/spec/flow/constants.md). */
export const YEAR_MAX_LENGTH = 4;
/** docs/spec/flow/validation.md#phone-and-codes, docs/spec/flow/constants.md: a phone number needs at least 5 characters before the send button is enabled. */
export const PHONE_NUMBER_MIN_LENGTH = 5;
/** docs/spec/flow/validation.md#phone-and-codes, docs/spec/flow/constants.md: the e-mail code is exactly 6 digits, one per box. */
export const EMAIL_CODE_LENGTH = 6;
/** docs/security.md#one-time-codes: one-time codes are 6 digits (the flow spec gives no SMS code length). */
export const SMS_CODE_LENGTH = 6;
/** Type-ahead in a select: letters typed within this pause form one search (WAI-ARIA APG; the flow spec is silent). */
export const TYPEAHEAD_RESET_MS = 500;
