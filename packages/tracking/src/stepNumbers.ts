/**
 * Analytics step numbers (docs/spec/flow/routes.md#after-each-route-change: "numbering runs from 0 (entry) to 14 (account opened)"). Every route name of
 * the docs/spec/flow/routes.md#route-table route table and the extra step names map to how far along the flow the applicant is; variants of
 * one screen (desktop/mobile, front/back, the upload outcomes) share a number. See the README for the table.
 */
export const STEP_NUMBERS: Readonly<Record<string, number>> = {
  // 0 — entry: registration, login, and the screens that show instead of it
  newAccount: 0,
  NotFound: 0,
  newLogin: 0,
  restart: 0,
  // 1–2 — contact verification
  desktopSms: 1,
  confirmEmail: 2,
  // 3 — how to verify identity
  dataUploadChoice: 3,
  // 4 — which device: hand-off to the phone by QR code or SMS
  mobileDesktopChoice: 4,
  uploadPhone: 4,
  uploadQR: 4,
  mobileSms: 4,
  // 5 — which document, and how to photograph it
  desktopDocumentChoice: 5,
  mobileDocumentChoice: 5,
  howToTakePicture: 5,
  // 6 — capture or upload (either device), including its camera problems and the desktop's wait
  desktopDocumentUpload: 6,
  desktopDocumentUploadBack: 6,
  mobileDocumentUpload: 6,
  mobileDocumentUploadBack: 6,
  cameraPermissionDenied: 6,
  cameraBlankFeedDetected: 6,
  mobileDesktopIsCompleted: 6,
  mobileReturnToDesktop: 6,
  // 7 — upload outcome
  uploadSucceeded: 7,
  uploadFailed: 7,
  uploadException: 7,
  // 8–13 — the application form
  personalDataConfirm: 8,
  // Denial follows the personal-data checks (e.g. under 18): the applicant got as far as step 8.
  onboardingDenied: 8,
  addressDetails: 9,
  taxOfficeDetails: 10,
  currencyChoice: 11,
  declarationAcceptance: 12,
  riskAssessment: 13,
  // The summary and the first deposit (docs/spec/flow/calls.md#step-calls summary-and-payment-choice): the form is filled, the account not yet open.
  summaryAndPaymentChoice: 13,
  // 14 — account opened and handed to the client zone
  accountOpen: 14,
  errorsReport: 14,
  goToClientZone: 14,
  // After account-open, the identity document sent later or still missing (issue 17 defect 6): still "account opened".
  documentsReceived: 14,
  documentsPending: 14,
};

// docs/spec/flow/routes.md#step-names-without-a-path: "A suffix _M marks mobile variants" — they count as the same step.
const MOBILE_SUFFIX = '_M';

/** The analytics number of a step name (a trailing `_M` is ignored), or `undefined` for an unknown name. */
export function stepNumber(stepName: string): number | undefined {
  const base = stepName.endsWith(MOBILE_SUFFIX) ? stepName.slice(0, -MOBILE_SUFFIX.length) : stepName;
  return Object.hasOwn(STEP_NUMBERS, base) ? STEP_NUMBERS[base] : undefined;
}
