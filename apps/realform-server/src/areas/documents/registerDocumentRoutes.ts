import { REALFORM_PREFIX } from '@onboarding/realform-api';
import type { Hono } from 'hono';
import type { AppDeps } from '../../http/AppDeps';
import type { AppEnv } from '../../http/AppEnv';
import { documentAreaStores } from './documentAreaStores';
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
import { registerScanBackendRoutes } from './scanBackendRoutes';
import { registerScanApi } from '../scanApi/scanApiRoutes';
import { getIdscanTokenRoute, notifyJourneyRoute } from './scanRoutes';
import { documentUploadRoute } from './uploadRoutes';
import { postForm } from '../../http/postForm';
import { APPLICANT, APPLICANT_OR_PHONE, route } from '../../http/routeAccess';

const FORM_PL = `${REALFORM_PREFIX}/form-pl`;
const DOCUMENT = `${REALFORM_PREFIX}/document`;

/** The documents area's routes (see the server README, "Documents, hand-off and the scan backend"). */
export function registerDocumentRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const stores = documentAreaStores(deps);

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

  // The scan API for other teams and its CORS check first: the check must run before the widget calls (issue 19).
  registerScanApi(app, deps, stores);
  registerScanBackendRoutes(app, deps, stores);
}
