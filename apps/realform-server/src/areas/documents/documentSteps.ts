import type { StepName } from '@onboarding/realform-api';

// Where each kind of document call is allowed, as data (see the server README, "Documents: who may call what").

/** The desktop's hand-off page (docs/spec/flow/screens.md#mobilesms mobileSms / uploadPhone / uploadQR): the QR code and the SMS link. */
export const HANDOFF_PAGE_STEPS = ['mobileSms', 'uploadPhone', 'uploadQR'] as const satisfies readonly StepName[];

/** The desktop waits for the phone (docs/spec/flow/screens.md#mobiledesktopiscompleted mobileDesktopIsCompleted, "waiting for picture"). */
export const WAITING_STEPS = ['mobileDesktopIsCompleted'] as const satisfies readonly StepName[];

/**
 * Steps at which the applicant's own device (a desktop, or a phone used for the whole application) captures the
 * document: from choosing it to a failed result's "Try again". The how-to screen has no call of its own, so an
 * application still at howToTakePicture (or at the choice) is already on the upload page.
 */
export const PRIMARY_UPLOAD_STEPS = [
  'desktopDocumentChoice',
  'mobileDocumentChoice',
  'howToTakePicture',
  'desktopDocumentUpload',
  'desktopDocumentUploadBack',
  'mobileDocumentUpload',
  'mobileDocumentUploadBack',
  'uploadFailed',
  'uploadException',
  'cameraPermissionDenied',
  'cameraBlankFeedDetected',
] as const satisfies readonly StepName[];

/** The hand-off phone's own steps while it captures (its step lives on the hand-off, not the application). */
export const PHONE_CAPTURE_STEPS = [
  'mobileDocumentChoice',
  'howToTakePicture',
  'mobileDocumentUpload',
  'mobileDocumentUploadBack',
  'cameraPermissionDenied',
  'cameraBlankFeedDetected',
] as const satisfies readonly StepName[];

/** Where the hand-off phone ends (docs/spec/flow/screens.md#mobilereturntodesktop mobileReturnToDesktop). */
export const PHONE_DONE_STEP = 'mobileReturnToDesktop' satisfies StepName;

export function includes(steps: readonly StepName[], step: StepName | null): boolean {
  return step !== null && steps.includes(step);
}
