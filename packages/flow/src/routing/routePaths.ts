/**
 * docs/spec/flow/screens.md#newlogin route table: step name → path under the router base. Steps sharing a path (restart and newLogin;
 * the desktop and mobile variants) map to the same screen, told apart by the history state's `stepName`.
 */
export const ROUTE_TABLE = {
  newAccount: '/',
  restart: '/login',
  newLogin: '/login',
  personalDataConfirm: '/personal-data',
  desktopSms: '/confirm-phone',
  dataUploadChoice: '/select-registration-method',
  mobileDesktopChoice: '/select-device',
  desktopDocumentChoice: '/document-selection',
  mobileDocumentChoice: '/document-selection',
  howToTakePicture: '/how-to-take-picture',
  desktopDocumentUpload: '/upload-document',
  mobileDocumentUpload: '/upload-document',
  uploadFailed: '/upload-failed',
  uploadException: '/upload-exception',
  uploadSucceeded: '/upload-succeeded',
  mobileSms: '/phone-number',
  confirmEmail: '/confirm-email',
  mobileDesktopIsCompleted: '/waiting-for-mobile',
  mobileReturnToDesktop: '/return-to-desktop',
  addressDetails: '/residence-details',
  taxOfficeDetails: '/tax-residence',
  currencyChoice: '/currency',
  declarationAcceptance: '/declaration-acceptance',
  riskAssessment: '/risk-assessment',
  errorsReport: '/client-zone-login',
  onboardingDenied: '/denied',
  accountOpen: '/account-open',
  // docs/spec/flow/calls.md#step-calls summary-and-payment-choice (the flow spec names the call, not a path): the summary and the first deposit, before account-open.
  summaryAndPaymentChoice: '/summary',
  // Issue 17 defect 6 (not in the flow spec): an opened account's identity document, sent later or still missing.
  documentsReceived: '/documents-received',
  documentsPending: '/documents-pending',
} as const;

/**
 * docs/spec/flow/routes.md#step-names-without-a-path "Additional step names without a listed path": each is a state of a screen that has one, so the server
 * may answer any of them in `next` and the flow shows that screen, with the name in the history state.
 * - uploadPhone, uploadQR: the hand-off page ("mobileSms / uploadPhone"), by SMS or by QR code;
 * - cameraPermissionDenied, cameraBlankFeedDetected: the upload's camera problems (docs/spec/flow/errors.md#camera);
 * - desktopDocumentUploadBack, mobileDocumentUploadBack: the upload of an ID card's back side;
 * - goToClientZone: the client-zone redirect (docs/spec/flow/screens.md#client-zone-login: "redirects to the client zone after 2 seconds").
 */
export const PATHLESS_STEP_HOSTS = {
  uploadPhone: ROUTE_TABLE.mobileSms,
  uploadQR: ROUTE_TABLE.mobileSms,
  cameraPermissionDenied: ROUTE_TABLE.desktopDocumentUpload,
  cameraBlankFeedDetected: ROUTE_TABLE.desktopDocumentUpload,
  desktopDocumentUploadBack: ROUTE_TABLE.desktopDocumentUpload,
  mobileDocumentUploadBack: ROUTE_TABLE.mobileDocumentUpload,
  goToClientZone: ROUTE_TABLE.errorsReport,
} as const;

/**
 * Every step the flow can navigate to (the server's `next`), with the path of the screen that shows it: the
 * docs/spec/flow/routes.md#step-names-without-a-path route table, then the steps without a path of their own.
 */
export const ROUTE_PATHS = { ...ROUTE_TABLE, ...PATHLESS_STEP_HOSTS } as const;

export type RoutedStepName = keyof typeof ROUTE_PATHS;

export function isRoutedStep(name: string): name is RoutedStepName {
  return Object.hasOwn(ROUTE_PATHS, name);
}

/** The distinct paths of the docs/spec/flow/routes.md#route-table route table: every one of them has a route. */
export const STEP_PATHS: readonly string[] = [...new Set(Object.values(ROUTE_TABLE))];
