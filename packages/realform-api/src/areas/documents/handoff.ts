import * as v from 'valibot';
import { withCommonFields } from '../../contract/common';
import { standardResponseSchema } from '../../contract/standardResponse';

/** A call whose body is the common fields alone (docs/spec/flow/calls.md "token"). */
export const tokenOnlyRequestSchema = withCommonFields(v.object({}));

/** POST form-pl/mobile-qr-code-url (docs/spec/flow/calls.md#call-table): the link the desktop shows as a QR code (docs/spec/flow/routes.md#step-names-without-a-path uploadQR). */
export const mobileQrCodeUrlResponseSchema = v.looseObject({
  ...standardResponseSchema.entries,
  /** `{origin}{onboarding base}?token={hand-off token}&qrCode=true`, absent on an error answer. */
  mobileQrUrl: v.optional(v.string()),
});

/**
 * A phone's own random id, kept for the tab's life: a phone that lost the answer to its first confirmation can
 * confirm again with the same link, while any other device is refused. 16–128 base64url characters.
 */
export const deviceIdSchema = v.pipe(
  v.string('request.malformed'),
  v.regex(/^[\w-]{16,128}$/, 'request.malformed'),
);

/**
 * POST form-pl/mobile-qr-code-scan (docs/spec/flow/calls.md#call-table). Phone side: `token` is the hand-off token from the link and
 * `qrCodeScan` is true; desktop side: the session token alone (docs/spec/flow/states.md#hand-off-page-polling "polls the QR-scan status every 4 s").
 */
export const mobileQrCodeScanRequestSchema = withCommonFields(
  v.object({
    qrCodeScan: v.optional(v.boolean('request.malformed')),
    deviceId: v.optional(deviceIdSchema),
  }),
);

export const mobileQrCodeScanResponseSchema = v.looseObject({
  ...standardResponseSchema.entries,
  /** True once a phone confirmed the link (desktop side), or on the phone when its confirmation succeeded. */
  isQrCodeScan: v.optional(v.boolean()),
  /** Desktop side: the last link expired unused; ask mobile-qr-code-url for a new one. */
  isQrCodeExpired: v.optional(v.boolean()),
});

/** What the waiting desktop receives once the phone is done (docs/spec/flow/entities.md#scanning-session-data "Waiting-check response"). */
export const desktopProceedDataSchema = v.looseObject({
  journeyId: v.optional(v.string()),
  backendUrl: v.optional(v.string()),
  gbgToken: v.optional(v.string()),
  /** 1 when the phone skipped the upload (docs/spec/flow/states.md#waiting-for-the-picture: "skipHybridUpload equal to 1 goes to personalDataConfirm"). */
  skipHybridUpload: v.optional(v.picklist([0, 1])),
});

/** Action CHECK_IF_DESKTOP_CAN_PROCEED, POST form-{pl|eu}/check-if-desktop-can-proceed (docs/spec/flow/calls.md#transport). */
export const checkIfDesktopCanProceedResponseSchema = v.looseObject({
  ...standardResponseSchema.entries,
  isDesktopWaiting: v.optional(v.boolean()),
});

/**
 * POST document/mobile-document-choice (docs/spec/flow/calls.md#call-table): the phone's document type (docs/spec/flow/entities.md#document-type "Document type
 * (first form)": 1 passport, 2 ID card; the selection screen offers these two).
 */
export const MOBILE_DOCUMENT_TYPES = [1, 2] as const;

export const mobileDocumentChoiceRequestSchema = withCommonFields(
  v.object({
    documentType: v.picklist(MOBILE_DOCUMENT_TYPES, 'documentType.invalid'),
  }),
);
