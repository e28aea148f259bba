import * as v from 'valibot';

/**
 * Every step name the server may answer in `next` (docs/spec/flow/routes.md#route-table): the route table's names, then the names without a
 * listed path. `restart` is both a route and the server's "start again" signal (docs/spec/flow/errors.md#global-error).
 */
export const STEP_NAMES = [
  // docs/spec/flow/routes.md#route-table route table
  'newAccount',
  'NotFound',
  'restart',
  'newLogin',
  'personalDataConfirm',
  'desktopSms',
  'dataUploadChoice',
  'mobileDesktopChoice',
  'desktopDocumentChoice',
  'mobileDocumentChoice',
  'howToTakePicture',
  'desktopDocumentUpload',
  'mobileDocumentUpload',
  'uploadFailed',
  'uploadException',
  'uploadSucceeded',
  'mobileSms',
  'confirmEmail',
  'mobileDesktopIsCompleted',
  'mobileReturnToDesktop',
  'addressDetails',
  'taxOfficeDetails',
  'currencyChoice',
  'declarationAcceptance',
  'riskAssessment',
  'errorsReport',
  'onboardingDenied',
  'accountOpen',
  // docs/spec/flow/routes.md#step-names-without-a-path "Additional step names without a listed path"
  'uploadPhone',
  'uploadQR',
  'cameraPermissionDenied',
  'cameraBlankFeedDetected',
  'desktopDocumentUploadBack',
  'mobileDocumentUploadBack',
  'goToClientZone',
  // docs/spec/flow/calls.md#step-calls summary-and-payment-choice: the summary with the payment choice, before account-open (the flow spec names the call,
  // not a path: the flow shows it at /summary).
  'summaryAndPaymentChoice',
  // Issue 17 defect 6: after account-open, the identity document sent later (documentsReceived) or still missing
  // (documentsPending); the account's state is the server's, these are where the applicant's screen is.
  'documentsReceived',
  'documentsPending',
] as const;

export type StepName = (typeof STEP_NAMES)[number];

export const stepNameSchema = v.picklist(STEP_NAMES);

/** Narrows a stored or received string to a {@link StepName}. */
export function isStepName(value: unknown): value is StepName {
  return v.is(stepNameSchema, value);
}
