import type { StepName } from '@onboarding/realform-api';

/**
 * The order of the onboarding (docs/architecture.md#the-server), as data: where a step's successful submission leads. The routes ask
 * here instead of naming the next step themselves, so the order lives in one place.
 */
export const NEXT_STEP = {
  // docs/spec/flow/screens.md#newaccount: registration, then the phone code (or, after 2+ sends, the e-mail code).
  newAccount: 'desktopSms',
  desktopSms: 'dataUploadChoice',
  confirmEmail: 'dataUploadChoice',
  // The identity part: document choice → how-to → upload → outcome → upload-summary.
  desktopDocumentChoice: 'howToTakePicture',
  howToTakePicture: 'desktopDocumentUpload',
  uploadSucceeded: 'personalDataConfirm',
  uploadFailed: 'personalDataConfirm',
  uploadException: 'personalDataConfirm',
  mobileDesktopIsCompleted: 'personalDataConfirm',
  // The data steps, in docs/spec/flow/screens.md#mobiledesktopiscompleted's order.
  personalDataConfirm: 'addressDetails',
  addressDetails: 'taxOfficeDetails',
  taxOfficeDetails: 'currencyChoice',
  currencyChoice: 'declarationAcceptance',
  declarationAcceptance: 'riskAssessment',
  // docs/spec/flow/calls.md#step-calls lists summary-and-payment-choice just before account-open: the summary of the answers and the first deposit.
  riskAssessment: 'summaryAndPaymentChoice',
  summaryAndPaymentChoice: 'accountOpen',
  accountOpen: 'errorsReport',
} as const satisfies Partial<Record<StepName, StepName>>;

/** docs/spec/flow/entities.md#upload-method-and-device upload method: 1 manual (upload later), 2 digital (this device or a phone), 3 mobile. */
export function afterDataUploadChoice(choice: 1 | 2 | 3): StepName {
  if (choice === 1) return 'personalDataConfirm';
  if (choice === 2) return 'mobileDesktopChoice';
  return 'mobileSms';
}

/** docs/spec/flow/entities.md#upload-method-and-device device: 1 mobile (hand-off to a phone), 2 desktop (upload here). */
export function afterDeviceChoice(choice: 1 | 2): StepName {
  return choice === 1 ? 'mobileSms' : 'desktopDocumentChoice';
}

/**
 * Issue 17 defect 6: the steps of an opened account's applicant — the hand-over to the client zone, and the screen of
 * a document still missing. A new login there, while the account's identity document is pending, goes to
 * {@link DOCUMENTS_UPLOAD_STEP} instead; the identity part then ends at documentsReceived or documentsPending
 * (areas/steps/accountDocuments.ts `afterIdentity`), never at the data steps again.
 */
export const ACCOUNT_OPENED_STEPS = ['errorsReport', 'goToClientZone', 'documentsPending'] as const satisfies readonly StepName[];

/** Where the upload of an opened account's missing document starts: the upload choice (this device, or a phone). */
export const DOCUMENTS_UPLOAD_STEP = 'dataUploadChoice' satisfies StepName;

/** Steps at which the applicant is still proving identity: from here they may pick another method. */
export const IDENTITY_STEPS = [
  'dataUploadChoice',
  'mobileDesktopChoice',
  'desktopDocumentChoice',
  'mobileDocumentChoice',
  'howToTakePicture',
  'desktopDocumentUpload',
  'mobileDocumentUpload',
  // docs/spec/flow/screens.md#upload-document: the back side of a two-sided document has its own upload step; "upload later" works there too.
  'desktopDocumentUploadBack',
  'mobileDocumentUploadBack',
  'uploadFailed',
  'uploadSucceeded',
  'uploadException',
  'mobileSms',
  'mobileDesktopIsCompleted',
  'mobileReturnToDesktop',
] as const satisfies readonly StepName[];

/** The data steps after identity, in order; an applicant may go back to an earlier one and submit again. */
export const DATA_STEPS = [
  'personalDataConfirm',
  'addressDetails',
  'taxOfficeDetails',
  'currencyChoice',
  'declarationAcceptance',
  'riskAssessment',
] as const satisfies readonly StepName[];

/**
 * The steps from which `step` may be submitted: the step itself, or — for data steps — any later data step
 * (going back to correct an earlier answer keeps the applicant's progress: the answer leads forward again).
 */
export function submittableFrom(step: (typeof DATA_STEPS)[number]): readonly StepName[] {
  const index = DATA_STEPS.indexOf(step);
  return [...DATA_STEPS.slice(index), 'summaryAndPaymentChoice', 'accountOpen'];
}

/** Where the applicant picks or re-picks the document to photograph on this device (docs/spec/flow/screens.md#document-selection document selection and after). */
export const DOCUMENT_CHOICE_STEPS = [
  'desktopDocumentChoice',
  'howToTakePicture',
  'desktopDocumentUpload',
  'uploadFailed',
  'uploadException',
] as const satisfies readonly StepName[];

/** The outcome screens of an upload, each left with upload-summary (docs/spec/flow/screens.md#uploadfailed uploadSucceeded, uploadFailed, uploadException). */
export const UPLOAD_OUTCOME_STEPS = ['uploadSucceeded', 'uploadFailed', 'uploadException'] as const satisfies readonly StepName[];

/**
 * Where upload-summary is accepted: the outcome screens, and the upload steps themselves — uploadException is
 * decided in the browser (docs/spec/flow/errors.md#scanning: no scan token after 4 tries), so the server still has the applicant at the upload.
 */
export const UPLOAD_SUMMARY_FROM = [
  ...UPLOAD_OUTCOME_STEPS,
  'desktopDocumentUpload',
  'mobileDocumentUpload',
  'desktopDocumentUploadBack',
  'mobileDocumentUploadBack',
] as const satisfies readonly StepName[];

/** docs/spec/flow/screens.md#uploadfailed uploadFailed: "a 'Try again' button … (back to the desktop upload route)". */
export const TRY_AGAIN_STEP: StepName = 'desktopDocumentUpload';

/** Where the summary and payment choice is made: once the data steps are done, before account-open (docs/spec/flow/calls.md#step-calls order). */
export const PAYMENT_CHOICE_STEPS = ['summaryAndPaymentChoice'] as const satisfies readonly StepName[];

export type DataStep = (typeof DATA_STEPS)[number];

/**
 * Where a data step's submission leads. Submitted in its turn, to the next step (NEXT_STEP); re-submitted from a
 * later step (the applicant went back to correct it), back to where the applicant had got to, so no progress is
 * lost and the later answers still stand.
 */
export function nextAfterDataStep(step: DataStep, currentStep: StepName): StepName {
  const later = [...DATA_STEPS.slice(DATA_STEPS.indexOf(step) + 1), 'summaryAndPaymentChoice', 'accountOpen'] as readonly StepName[];
  return later.includes(currentStep) ? currentStep : NEXT_STEP[step];
}
