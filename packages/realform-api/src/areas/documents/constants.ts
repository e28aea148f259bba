// Every limit and timer of the documents area (uploads, hand-off, scan journey), in one place. The timers are
// docs/spec/flow/constants.md#timers's; the limits where the flow spec and the widget spec are silent are this contract's choice (see the README).

const MEBIBYTE = 1024 * 1024;

/** docs/spec/flow/validation.md#file-upload: the file types a document upload accepts, judged by content, not by name. */
export const UPLOAD_FORMATS = ['jpeg', 'png', 'gif', 'heic', 'heif', 'avif', 'pdf'] as const;
export type UploadFormat = (typeof UPLOAD_FORMATS)[number];

/** docs/spec/flow/validation.md#file-upload: the extensions a file picker offers ("jpeg is renamed to jpg"). */
export const UPLOAD_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'heic', 'heif', 'avif', 'pdf'] as const;

/** A document upload's whole multipart body may be this large; docs/spec/flow/validation.md#file-upload compresses images of 7 MB or more first. */
export const UPLOAD_MAX_BYTES = 15 * MEBIBYTE;

/** An uploaded image may have at most this many pixels (checked from its header, before decoding). */
export const UPLOAD_MAX_PIXELS = 50_000_000;

/** The multipart key of the document file (docs/spec/flow/errors.md#uploads "Photo-quality error: message under documentImage"). */
export const DOCUMENT_IMAGE_FIELD = 'documentImage';

/** docs/spec/widget/validation.md#uploaded-files, docs/spec/widget/constants.md#uploads: a widget capture is JPG or PNG… */
export const SCAN_UPLOAD_FORMATS = ['jpeg', 'png'] as const satisfies readonly UploadFormat[];

/** …of under 7.5 MB (binary megabytes: a file of exactly 7.5 MiB is refused). */
export const SCAN_UPLOAD_MAX_BYTES = 7.5 * MEBIBYTE;

/** The smallest photo of a document the verifier reads: long side × short side, in pixels. */
export const MIN_DOCUMENT_IMAGE = { longSide: 640, shortSide: 400 } as const;

/** A hand-off link (QR code or SMS) can be opened this long after it was made, on one device only. */
export const HANDOFF_TOKEN_TTL_MINUTES = 15;

/** A scan token (gbgToken) is valid this long after get-idscan-token (or after the desktop was given one). */
export const SCAN_TOKEN_TTL_MINUTES = 60;

/** docs/spec/flow/states.md#scan-token, docs/spec/flow/constants.md#timers: getting the scan token is called this many times — the first call and up to 4 retries (issue 17)… */
export const IDSCAN_TOKEN_ATTEMPTS = 5;

/** …this far apart, before the caller routes to uploadException (docs/spec/flow/states.md#scan-token, docs/spec/widget/calls.md). */
export const IDSCAN_TOKEN_RETRY_INTERVAL_MS = 3_000;

/** docs/spec/flow/constants.md#timers: the desktop's hand-off page polls mobile-qr-code-scan this often. */
export const DESKTOP_QR_POLL_INTERVAL_MS = 4_000;

/** docs/spec/flow/constants.md#timers: the desktop's waiting page polls check-if-desktop-can-proceed this often. */
export const DESKTOP_WAITING_POLL_INTERVAL_MS = 5_000;

/** docs/spec/flow/constants.md: the phone confirms the scanned link every second… */
export const MOBILE_QR_POLL_INTERVAL_MS = 1_000;

/** …for at most 10 seconds. */
export const MOBILE_QR_POLL_MAX_MS = 10_000;

/** docs/spec/flow/constants.md: the phone tells the server it returns to the desktop up to 3 times… */
export const RETURN_TO_DESKTOP_ATTEMPTS = 3;

/** …3 seconds apart. */
export const RETURN_TO_DESKTOP_INTERVAL_MS = 3_000;

/** docs/spec/flow/constants.md#timers: desktop upload inactivity after which a timeout status report is sent. */
export const UPLOAD_INACTIVITY_TIMEOUT_MS = 30_000;
