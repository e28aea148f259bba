import { withRequests } from '../../contract/callTables';
import { writeAnalyticsRequestSchema } from './analyticsLog';
import { DOCUMENT_CALL_ROUTES } from './callRoutes';
import { mobileDocumentChoiceRequestSchema, mobileQrCodeScanRequestSchema, tokenOnlyRequestSchema } from './handoff';
import { gbgStatsRequestSchema, notifyJourneyRequestSchema, scanStatusReportRequestSchema } from './scan';
import { documentUploadFieldsSchema } from './uploads';

/**
 * The documents area's calls: their routes (`DOCUMENT_CALL_ROUTES`) with the request schema of each. For the
 * multipart uploads `request` describes the text fields.
 */
export const DOCUMENT_CALLS = withRequests(DOCUMENT_CALL_ROUTES, {
  mobileQrCodeUrl: tokenOnlyRequestSchema,
  mobileQrCodeScan: mobileQrCodeScanRequestSchema,
  checkIfDesktopCanProceed: tokenOnlyRequestSchema,
  mobileReturnToDesktop: tokenOnlyRequestSchema,
  documentMobileReturnToDesktop: tokenOnlyRequestSchema,
  skipHybridUpload: tokenOnlyRequestSchema,
  skipDesktopWaiting: tokenOnlyRequestSchema,
  abortMobile: tokenOnlyRequestSchema,
  mobileDocumentChoice: mobileDocumentChoiceRequestSchema,
  desktopDocumentUpload: documentUploadFieldsSchema,
  mobileDocumentUpload: documentUploadFieldsSchema,
  getIdscanToken: tokenOnlyRequestSchema,
  notifyJourney: notifyJourneyRequestSchema,
  scanStatusReport: scanStatusReportRequestSchema,
  gbgStats: gbgStatsRequestSchema,
  writeAnalyticsResponseToLog: writeAnalyticsRequestSchema,
});
