/** S0 §9: the option list of a select is at most 250 px high… */
export const OPTION_LIST_MAX_HEIGHT = 250;
/** …and 140 px when the window is less than 500 px high (S0 §9). */
export const OPTION_LIST_MAX_HEIGHT_SMALL = 140;
/** S0 §9: below this window height the option list uses {@link OPTION_LIST_MAX_HEIGHT_SMALL}. */
export const SMALL_WINDOW_HEIGHT = 500;
/** S0 §9: select text is truncated at 29 characters with an ellipsis. */
export const OPTION_TEXT_MAX_LENGTH = 29;

// --- composites ---
/** S0 §5, §9: an image of this size or more (7 MB) is compressed before it is uploaded. */
export const IMAGE_COMPRESS_THRESHOLD_BYTES = 7 * 1024 * 1024;
/** S0 §5, §9: a compressed image fits a canvas of 1280 × 1024 px, keeping its aspect ratio. */
export const IMAGE_COMPRESS_MAX_WIDTH = 1280;
/** S0 §5, §9: see {@link IMAGE_COMPRESS_MAX_WIDTH}. */
export const IMAGE_COMPRESS_MAX_HEIGHT = 1024;
/** JPEG quality of compressed and converted images (S0 is silent: high enough for the document checks). */
export const IMAGE_JPEG_QUALITY = 0.9;
/** S0 §2, §9: the hand-off QR code is 200 px wide… */
export const QR_CODE_SIZE = 200;
/** …with error-correction level H (S0 §2, §9), so a phone still reads it from a glossy screen. */
export const QR_CODE_ERROR_CORRECTION = 'H';
/** S0 §9: the photo-tips carousel shows 1.3 slides… (styles.css draws it: `--of-carousel-slides-per-view`). */
export const CAROUSEL_SLIDES_PER_VIEW = 1.3;
/** …with 20 px between them (S0 §9; styles.css: `--of-carousel-spacing`). */
export const CAROUSEL_SPACING_PX = 20;

// --- inputs ---
/** S0 §9: a date's day part is at most 2 characters… */
export const DAY_MAX_LENGTH = 2;
/** …and its year part at most 4 (S0 §5, §9). */
export const YEAR_MAX_LENGTH = 4;
/** S0 §5, §9: a phone number needs at least 5 characters before the send button is enabled. */
export const PHONE_NUMBER_MIN_LENGTH = 5;
/** S0 §5, §9: the e-mail code is exactly 6 digits, one per box. */
export const EMAIL_CODE_LENGTH = 6;
/** DESIGN.md §4: one-time codes are 6 digits (S0 gives no SMS code length). */
export const SMS_CODE_LENGTH = 6;
/** Type-ahead in a select: letters typed within this pause form one search (WAI-ARIA APG; S0 is silent). */
export const TYPEAHEAD_RESET_MS = 500;
