// The documents area's public API, re-exported by the package index: the hand-off, uploads and the scan journey.
export { writeAnalyticsRequestSchema } from './analyticsLog';
export { DOCUMENT_CALLS } from './calls';
export { confirmMobileHandoff, newDeviceId } from './confirmMobileHandoff';
export {
  DESKTOP_QR_POLL_INTERVAL_MS,
  DESKTOP_WAITING_POLL_INTERVAL_MS,
  DOCUMENT_IMAGE_FIELD,
  HANDOFF_TOKEN_TTL_MINUTES,
  IDSCAN_TOKEN_ATTEMPTS,
  IDSCAN_TOKEN_RETRY_INTERVAL_MS,
  MIN_DOCUMENT_IMAGE,
  MOBILE_QR_POLL_INTERVAL_MS,
  MOBILE_QR_POLL_MAX_MS,
  RETURN_TO_DESKTOP_ATTEMPTS,
  RETURN_TO_DESKTOP_INTERVAL_MS,
  SCAN_TOKEN_TTL_MINUTES,
  SCAN_UPLOAD_FORMATS,
  SCAN_UPLOAD_MAX_BYTES,
  UPLOAD_EXTENSIONS,
  UPLOAD_FORMATS,
  UPLOAD_INACTIVITY_TIMEOUT_MS,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_PIXELS,
} from './constants';
export { fetchJourneyResult, isJourneyPassed } from './fetchJourneyResult';
export { getIdscanTokenWithRetry } from './getIdscanTokenWithRetry';
export {
  checkIfDesktopCanProceedResponseSchema,
  desktopProceedDataSchema,
  deviceIdSchema,
  MOBILE_DOCUMENT_TYPES,
  mobileDocumentChoiceRequestSchema,
  mobileQrCodeScanRequestSchema,
  mobileQrCodeScanResponseSchema,
  mobileQrCodeUrlResponseSchema,
} from './handoff';
export { returnToDesktop } from './returnToDesktop';
export {
  gbgStatsRequestSchema,
  getIdscanTokenResponseSchema,
  HIGH_LEVEL_RESULTS,
  JOURNEY_ID_MAX_LENGTH,
  JOURNEY_STATUSES,
  journeyResultSchema,
  notifyJourneyRequestSchema,
  processedDocumentSchema,
  SCAN_TYPES,
  scanErrorSchema,
  scanStatusReportRequestSchema,
  scanJourneySteps,
  additionalCheckSchema,
} from './scan';
export { DOCUMENT_SIDES, documentUploadFieldsSchema, UPLOAD_DOCUMENT_TYPES } from './uploads';

export type { ConfirmMobileHandoffOptions, ConfirmMobileHandoffResult } from './confirmMobileHandoff';
export type { UploadFormat } from './constants';
export type { FetchJourneyResultOptions } from './fetchJourneyResult';
export type { IdscanTokenResult, DocumentRetryOptions } from './getIdscanTokenWithRetry';
export type { ReturnToDesktopResult } from './returnToDesktop';
export type { AdditionalCheck, HighLevelResult, IdscanSession, JourneyResult, JourneyStatus, ProcessedDocument, ScanJourneyStep, ScanType } from './scan';
export type { DocumentSide } from './uploads';
