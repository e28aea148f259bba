import type { CallRoute } from '../../contract/callRoutes';
import { standardResponseSchema } from '../../contract/standardResponse';
import { checkIfDesktopCanProceedResponseSchema, mobileQrCodeScanResponseSchema, mobileQrCodeUrlResponseSchema } from './handoff';
import { getIdscanTokenResponseSchema } from './scan';

const standard = <const TBase extends CallRoute['base']>(base: TBase, path: string) => ({ base, path, response: standardResponseSchema }) as const;

/**
 * Where the documents area's calls live and what they answer (see the package README, "Documents, hand-off and
 * the scan journey"): the mobile hand-off, document uploads (multipart, through `client.upload`), the scan
 * journey and its reports. The request schemas are joined in `DOCUMENT_CALLS`.
 */
export const DOCUMENT_CALL_ROUTES = {
  // Hand-off (docs/spec/flow/screens.md#mobilesms mobileSms/uploadQR, docs/spec/flow/states.md#upload-and-hand-off "Upload and hand-off").
  mobileQrCodeUrl: { base: 'form-pl', path: 'mobile-qr-code-url', response: mobileQrCodeUrlResponseSchema },
  mobileQrCodeScan: { base: 'form-pl', path: 'mobile-qr-code-scan', response: mobileQrCodeScanResponseSchema },
  checkIfDesktopCanProceed: { base: 'form', path: 'check-if-desktop-can-proceed', response: checkIfDesktopCanProceedResponseSchema },
  mobileReturnToDesktop: standard('form', 'mobile-return-to-desktop'),
  documentMobileReturnToDesktop: standard('document', 'mobile-return-to-desktop'),
  skipHybridUpload: standard('form-pl', 'skip-hybrid-upload'),
  skipDesktopWaiting: standard('form', 'skip-desktop-waiting'),
  abortMobile: standard('form', 'abort-mobile'),
  mobileDocumentChoice: standard('document', 'mobile-document-choice'),
  // Uploads: multipart (docs/spec/flow/calls.md#call-table "form data for uploads").
  desktopDocumentUpload: standard('document', 'desktop-document-upload'),
  mobileDocumentUpload: standard('document', 'mobile-document-upload'),
  // The scan journey (docs/spec/flow/calls.md#call-table, docs/spec/widget/calls.md).
  getIdscanToken: { base: 'document', path: 'get-idscan-token', response: getIdscanTokenResponseSchema },
  notifyJourney: standard('document', 'notify-journey'),
  scanStatusReport: standard('document', 'scan-status-report'),
  gbgStats: standard('site', 'gbg-stats'),
  writeAnalyticsResponseToLog: standard('form-pl', 'write-analytics-response-to-log'),
} as const satisfies Record<string, CallRoute>;
