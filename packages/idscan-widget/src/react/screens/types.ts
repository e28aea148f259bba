import type { IdscanErrorDetails } from '../../core/IdscanError';

/** docs/spec/widget/validation.md#uploaded-files: why a chosen file was refused (before it was sent, or by the server: `tooManyPixels`, HTTP 413). */
export const UPLOAD_ERRORS = ['tooBig', 'format', 'tooManyPixels'] as const;
export type UploadError = (typeof UPLOAD_ERRORS)[number];

/**
 * docs/spec/widget/errors.md#camera camera errors, plus docs/spec/flow/validation.md#blank-camera-feed's blank feed (every pixel of a frame zero): the reasons of the core's
 * `camera` error.
 */
export const CAMERA_ERROR_REASONS = [
  'permissionDenied',
  'permissionUnavailable',
  'notReadable',
  'noSuitableCamera',
  'blankFeed',
] as const satisfies ReadonlyArray<IdscanErrorDetails['camera']['reason']>;
export type CameraErrorReason = (typeof CAMERA_ERROR_REASONS)[number];

/** A camera the user can pick; a `MediaDeviceInfo` or the capture layer's camera device fits. */
export interface CameraDevice {
  readonly deviceId: string;
  /** Empty before the camera permission is given (browsers hide labels until then). */
  readonly label: string;
}

/**
 * Why the last attempt failed: `captureFailed` is docs/spec/widget/errors.md "System not able to take the photo"; the others are
 * docs/spec/widget/validation.md#document-failure-reasons's document validation failures (refer, expired, not accepted, not supported), each with a try-again hint.
 */
export const ATTEMPT_FAILURES = ['captureFailed', 'Refer', 'Expired', 'NotAccepted', 'NotSupported'] as const;
export type AttemptFailure = (typeof ATTEMPT_FAILURES)[number];

/** A crop rectangle in fractions of the image (0–1 from the top-left corner), whatever size it is shown at. */
export interface CropRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}
