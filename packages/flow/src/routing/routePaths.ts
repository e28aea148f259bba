/**
 * S0 §2 route table: step name → path under the router base. Steps sharing a path (restart and newLogin;
 * the desktop and mobile variants) map to the same screen, told apart by state.
 */
export const ROUTE_PATHS = {
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
} as const;

export type RoutedStepName = keyof typeof ROUTE_PATHS;

export function isRoutedStep(name: string): name is RoutedStepName {
  return Object.hasOwn(ROUTE_PATHS, name);
}
