import type { CallDefinition } from '../../contract/calls';
import { standardResponseSchema } from '../../contract/standardResponse';
import { writeAnalyticsRequestSchema } from './analyticsLog';
import {
  checkIfDesktopCanProceedResponseSchema,
  mobileDocumentChoiceRequestSchema,
  mobileQrCodeScanRequestSchema,
  mobileQrCodeScanResponseSchema,
  mobileQrCodeUrlResponseSchema,
  tokenOnlyRequestSchema,
} from './handoff';
import { gbgStatsRequestSchema, getIdscanTokenResponseSchema, notifyJourneyRequestSchema, scanStatusReportRequestSchema } from './scan';
import { documentUploadFieldsSchema } from './uploads';

/**
 * The documents area's calls (see the package README, "Documents, hand-off and the scan journey"): the mobile
 * hand-off, document uploads (multipart, through `client.upload`), the scan journey and its reports.
 */
export const DOCUMENT_CALLS = {
  // Hand-off (S0 §2 mobileSms/uploadQR, §4 "Upload and hand-off").
  mobileQrCodeUrl: { base: 'form-pl', path: 'mobile-qr-code-url', request: tokenOnlyRequestSchema, response: mobileQrCodeUrlResponseSchema },
  mobileQrCodeScan: { base: 'form-pl', path: 'mobile-qr-code-scan', request: mobileQrCodeScanRequestSchema, response: mobileQrCodeScanResponseSchema },
  checkIfDesktopCanProceed: {
    base: 'form',
    path: 'check-if-desktop-can-proceed',
    request: tokenOnlyRequestSchema,
    response: checkIfDesktopCanProceedResponseSchema,
  },
  mobileReturnToDesktop: { base: 'form', path: 'mobile-return-to-desktop', request: tokenOnlyRequestSchema, response: standardResponseSchema },
  documentMobileReturnToDesktop: {
    base: 'document',
    path: 'mobile-return-to-desktop',
    request: tokenOnlyRequestSchema,
    response: standardResponseSchema,
  },
  skipHybridUpload: { base: 'form-pl', path: 'skip-hybrid-upload', request: tokenOnlyRequestSchema, response: standardResponseSchema },
  skipDesktopWaiting: { base: 'form', path: 'skip-desktop-waiting', request: tokenOnlyRequestSchema, response: standardResponseSchema },
  abortMobile: { base: 'form', path: 'abort-mobile', request: tokenOnlyRequestSchema, response: standardResponseSchema },
  mobileDocumentChoice: {
    base: 'document',
    path: 'mobile-document-choice',
    request: mobileDocumentChoiceRequestSchema,
    response: standardResponseSchema,
  },
  // Uploads: multipart (S0 §7 "form data for uploads"); `request` describes the text fields.
  desktopDocumentUpload: {
    base: 'document',
    path: 'desktop-document-upload',
    request: documentUploadFieldsSchema,
    response: standardResponseSchema,
  },
  mobileDocumentUpload: { base: 'document', path: 'mobile-document-upload', request: documentUploadFieldsSchema, response: standardResponseSchema },
  // The scan journey (S0 §7, S1 §7).
  getIdscanToken: { base: 'document', path: 'get-idscan-token', request: tokenOnlyRequestSchema, response: getIdscanTokenResponseSchema },
  notifyJourney: { base: 'document', path: 'notify-journey', request: notifyJourneyRequestSchema, response: standardResponseSchema },
  scanStatusReport: { base: 'document', path: 'scan-status-report', request: scanStatusReportRequestSchema, response: standardResponseSchema },
  gbgStats: { base: 'site', path: 'gbg-stats', request: gbgStatsRequestSchema, response: standardResponseSchema },
  writeAnalyticsResponseToLog: {
    base: 'form-pl',
    path: 'write-analytics-response-to-log',
    request: writeAnalyticsRequestSchema,
    response: standardResponseSchema,
  },
} as const satisfies Record<string, CallDefinition>;
