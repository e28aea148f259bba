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
import { getIdscanTokenRoute, notifyJourneyRoute } from './scanRoutes';
import { documentUploadRoute } from './uploadRoutes';
import { postForm } from '../../http/postForm';

const FORM_PL = `${REALFORM_PREFIX}/form-pl`;
const DOCUMENT = `${REALFORM_PREFIX}/document`;

/** The documents area's routes (see the server README, "Documents, hand-off and the scan backend"). */
export function registerDocumentRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const stores = documentAreaStores(deps);

  // Hand-off (S0 §2 mobileSms / uploadQR, §4 "Upload and hand-off").
  app.post(`${FORM_PL}/mobile-qr-code-url`, mobileQrCodeUrlRoute(deps, stores));
  app.post(`${FORM_PL}/mobile-qr-code-scan`, mobileQrCodeScanRoute(deps, stores));
  postForm(app, 'check-if-desktop-can-proceed', checkIfDesktopCanProceedRoute(deps, stores));
  postForm(app, 'mobile-return-to-desktop', returnToDesktopRoute(deps, stores, 'mobileReturnToDesktop'));
  app.post(`${DOCUMENT}/mobile-return-to-desktop`, returnToDesktopRoute(deps, stores, 'documentMobileReturnToDesktop'));
  app.post(`${FORM_PL}/skip-hybrid-upload`, skipHybridUploadRoute(deps, stores));
  postForm(app, 'skip-desktop-waiting', skipDesktopWaitingRoute(deps, stores));
  postForm(app, 'abort-mobile', abortMobileRoute(deps, stores));
  app.post(`${DOCUMENT}/mobile-document-choice`, mobileDocumentChoiceRoute(deps, stores));

  // Uploads (multipart).
  app.post(`${DOCUMENT}/desktop-document-upload`, documentUploadRoute(deps, stores, 'desktopDocumentUpload'));
  app.post(`${DOCUMENT}/mobile-document-upload`, documentUploadRoute(deps, stores, 'mobileDocumentUpload'));

  // The scan journey and its reports (S0 §7, S1 §7).
  app.post(`${DOCUMENT}/get-idscan-token`, getIdscanTokenRoute(deps, stores));
  app.post(`${DOCUMENT}/notify-journey`, notifyJourneyRoute(deps, stores));
  app.post(`${DOCUMENT}/scan-status-report`, scanStatusReportRoute(deps, stores));
  app.post(`${REALFORM_PREFIX}/site/gbg-stats`, gbgStatsRoute(deps, stores));
  app.post(`${FORM_PL}/write-analytics-response-to-log`, writeAnalyticsRoute(deps, stores));

  registerScanBackendRoutes(app, deps, stores);
}
