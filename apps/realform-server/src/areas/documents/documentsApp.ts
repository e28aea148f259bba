import { REALFORM_PREFIX } from '@onboarding/realform-api';
import { Hono } from 'hono';
import type { AppDeps, CallDeps } from '../../http/AppDeps';
import type { AppEnv } from '../../http/AppEnv';
import { postForm } from '../../http/postForm';
import { APPLICANT, APPLICANT_OR_PHONE, route } from '../../http/routeAccess';
import type { DocumentAreaStores } from './documentAreaStores';
import {
  abortMobileRoute,
  checkIfDesktopCanProceedRoute,
  mobileDocumentChoiceRoute,
  mobileQrCodeScanRoute,
  mobileQrCodeUrlRoute,
  returnToDesktopRoute,
  skipDesktopWaitingRoute,
  skipHybridUploadRoute,
} from './handoffRoutes';
import { gbgStatsRoute, scanStatusReportRoute, writeAnalyticsRoute } from './reportRoutes';
import { getIdscanTokenRoute, notifyJourneyRoute } from './scanRoutes';
import { documentUploadRoute } from './uploadRoutes';

const FORM_PL = `${REALFORM_PREFIX}/form-pl`;
const DOCUMENT = `${REALFORM_PREFIX}/document`;

/**
 * What the documents area reads: the call pipeline, where uploads are received and stored, the identity checks'
 * analysers, the upload limits, the links' origin, the audit log and the scan API's webhook outbox.
 */
export type DocumentsDeps = CallDeps &
  Pick<AppDeps, 'storageDir' | 'documentStorage' | 'identity' | 'uploadLimits' | 'publicOrigin' | 'production' | 'audit' | 'webhooks'>;

/**
 * The documents area (server README "Documents, hand-off and the scan backend"): the hand-off to a phone, the
 * uploads, the scan journey and its reports. Its scan backend (the widget's own calls) is {@link scanBackendApp},
 * mounted after the scan API's CORS check.
 */
export function documentsApp(deps: DocumentsDeps, stores: DocumentAreaStores): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // Hand-off (docs/spec/flow/screens.md#mobilesms mobileSms / uploadQR, docs/spec/flow/states.md#upload-and-hand-off "Upload and hand-off").
  // Each route's session kinds (issue 14 finding 1): a hand-off phone's session (APPLICANT_OR_PHONE) is accepted by
  // the document-capture calls only — choosing the document, scanning or uploading it, its reports, and finishing.
  // mobile-qr-code-scan: the phone confirms with the link's token (not a session); the desktop polls with its own.
  route(app, 'POST', `${FORM_PL}/mobile-qr-code-url`, APPLICANT, mobileQrCodeUrlRoute(deps, stores));
  route(app, 'POST', `${FORM_PL}/mobile-qr-code-scan`, APPLICANT, mobileQrCodeScanRoute(deps, stores));
  postForm(app, 'check-if-desktop-can-proceed', APPLICANT, checkIfDesktopCanProceedRoute(deps, stores));
  postForm(app, 'mobile-return-to-desktop', APPLICANT_OR_PHONE, returnToDesktopRoute(deps, stores, 'mobileReturnToDesktop'));
  route(app, 'POST', `${DOCUMENT}/mobile-return-to-desktop`, APPLICANT_OR_PHONE, returnToDesktopRoute(deps, stores, 'documentMobileReturnToDesktop'));
  route(app, 'POST', `${FORM_PL}/skip-hybrid-upload`, APPLICANT_OR_PHONE, skipHybridUploadRoute(deps, stores));
  postForm(app, 'skip-desktop-waiting', APPLICANT, skipDesktopWaitingRoute(deps, stores));
  postForm(app, 'abort-mobile', APPLICANT, abortMobileRoute(deps, stores));
  route(app, 'POST', `${DOCUMENT}/mobile-document-choice`, APPLICANT_OR_PHONE, mobileDocumentChoiceRoute(deps, stores));

  // Uploads (multipart).
  route(app, 'POST', `${DOCUMENT}/desktop-document-upload`, APPLICANT, documentUploadRoute(deps, stores, 'desktopDocumentUpload'));
  route(app, 'POST', `${DOCUMENT}/mobile-document-upload`, APPLICANT_OR_PHONE, documentUploadRoute(deps, stores, 'mobileDocumentUpload'));

  // The scan journey and its reports (docs/spec/flow/calls.md, docs/spec/widget/calls.md).
  route(app, 'POST', `${DOCUMENT}/get-idscan-token`, APPLICANT_OR_PHONE, getIdscanTokenRoute(deps, stores));
  route(app, 'POST', `${DOCUMENT}/notify-journey`, APPLICANT_OR_PHONE, notifyJourneyRoute(deps, stores));
  route(app, 'POST', `${DOCUMENT}/scan-status-report`, APPLICANT_OR_PHONE, scanStatusReportRoute(deps, stores));
  route(app, 'POST', `${REALFORM_PREFIX}/site/gbg-stats`, APPLICANT_OR_PHONE, gbgStatsRoute(deps, stores));
  route(app, 'POST', `${FORM_PL}/write-analytics-response-to-log`, APPLICANT, writeAnalyticsRoute(deps, stores));
  return app;
}
