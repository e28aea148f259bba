import { describe, expect, it } from 'vitest';
import { STEP_NUMBERS, stepNumber } from './stepNumbers';

// docs/spec/flow/routes.md#route-table route table and the extra step names.
const ROUTE_NAMES = [
  'newAccount', 'NotFound', 'restart', 'newLogin', 'personalDataConfirm', 'desktopSms', 'dataUploadChoice',
  'mobileDesktopChoice', 'desktopDocumentChoice', 'mobileDocumentChoice', 'howToTakePicture',
  'desktopDocumentUpload', 'mobileDocumentUpload', 'uploadFailed', 'uploadException', 'uploadSucceeded',
  'mobileSms', 'confirmEmail', 'mobileDesktopIsCompleted', 'mobileReturnToDesktop', 'addressDetails',
  'taxOfficeDetails', 'currencyChoice', 'declarationAcceptance', 'riskAssessment', 'errorsReport',
  'onboardingDenied', 'accountOpen', 'uploadPhone', 'uploadQR', 'cameraPermissionDenied',
  'cameraBlankFeedDetected', 'desktopDocumentUploadBack', 'mobileDocumentUploadBack', 'goToClientZone',
  // issue 17 defect 6: after account-open
  'documentsReceived', 'documentsPending',
  // issue 17: the summary and payment choice (docs/spec/flow/calls.md#step-calls), before account-open
  'summaryAndPaymentChoice',
];

describe('STEP_NUMBERS', () => {
  it('numbers the entry 0 and the opened account 14', () => {
    expect(STEP_NUMBERS.newAccount).toBe(0);
    expect(STEP_NUMBERS.newLogin).toBe(0);
    expect(STEP_NUMBERS.accountOpen).toBe(14);
  });

  it('counts the summary before account-open as the last step of the application form (13)', () => {
    expect(STEP_NUMBERS.summaryAndPaymentChoice).toBe(13);
  });

  it('numbers every route and step name of docs/spec/flow/routes.md#route-table, within 0–14', () => {
    expect(Object.keys(STEP_NUMBERS).sort()).toEqual([...ROUTE_NAMES].sort());
    expect(Object.values(STEP_NUMBERS).every((n) => Number.isInteger(n) && n >= 0 && n <= 14)).toBe(true);
  });

  it('follows the flow order and uses every number from 0 to 14', () => {
    const order = ['newAccount', 'desktopSms', 'confirmEmail', 'dataUploadChoice', 'mobileDesktopChoice',
      'desktopDocumentChoice', 'desktopDocumentUpload', 'uploadSucceeded', 'personalDataConfirm', 'addressDetails',
      'taxOfficeDetails', 'currencyChoice', 'declarationAcceptance', 'riskAssessment', 'accountOpen'];
    expect(order.map((name) => STEP_NUMBERS[name])).toEqual([...Array(15).keys()]);
  });
});

describe('stepNumber', () => {
  it('ignores the _M mobile suffix and refuses unknown or inherited names', () => {
    expect(stepNumber('uploadSucceeded_M')).toBe(7);
    expect(stepNumber('toString')).toBeUndefined();
    expect(stepNumber('unknown')).toBeUndefined();
  });
});
