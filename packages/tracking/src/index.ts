// Consent: every sender below waits for it.
export { CONSENT_CATEGORIES, createConsent, whenGranted } from './createConsent';
export { documentCookies, memoryCookies } from './cookieJar';
// The facade the flow uses.
export { createTracking } from './createTracking';
// Data layer and step events.
export { createDataLayer } from './createDataLayer';
export { createStepTracker } from './createStepTracker';
export { STEP_NUMBERS, stepNumber } from './stepNumbers';
// The tag-manager container, loaded only after analytics consent.
export { DEFAULT_TAG_MANAGER_SCRIPT_URL, loadTagManager } from './loadTagManager';
export { consentModeState } from './consentModeState';
// Ad parameters and visit ids.
export { AD_PARAMETERS, AFFILIATE_CLICK_PARAMETER, SOURCE_PARAMETER } from './adParameters';
export { captureAdParameters, readSource, readTmsc } from './tmsc';
export { createTrackingSession } from './createTrackingSession';
// Builders for the realform calls.
export { buildAnalyticsLog } from './buildAnalyticsLog';
export { pickAnalyticsIds } from './pickAnalyticsIds';
export { parseUserAgent } from './parseUserAgent';
export { buildJourneyStatusReport, buildScanAttemptReport, buildScanTimeoutReport } from './scanStatusReports';
// Adapters.
export { analyticsLogAdapter } from './analyticsLogAdapter';
export { assignVariant } from './assignVariant';
export { attributionBeacon } from './attributionBeacon';
export { endpointAdapters } from './endpointAdapters';
export { httpAnalytics } from './httpAnalytics';
export { TrackingConfigError } from './TrackingConfigError';
export {
  CLIENT_ID_COOKIE,
  CONSENT_COOKIE,
  DEFAULT_COOKIE_MAX_AGE_SECONDS,
  SESSION_COOKIE,
  SESSION_TIMEOUT_MS,
  SOURCE_COOKIE,
  STEP_DELAYED_EVENT,
  STEP_DELAYED_EVENT_DELAY_MS,
  STEP_EVENT,
  TMSC_COOKIE,
  TMSC_MAX_AGE_SECONDS,
} from './constants';

export type { AdAttribution, EventProperties, ProductAnalytics, SendErrorHandler } from './adapters';
export type { AdParameter } from './adParameters';
export type { Experiment, ExperimentsConfig } from './assignVariant';
export type { AttributionBeaconOptions } from './attributionBeacon';
export type { AnalyticsEndpoints, EndpointAdapters } from './endpointAdapters';
export type { TagManager, TagManagerOptions } from './loadTagManager';
export type { ConsentModeState } from './consentModeState';
export type { AnalyticsLogAdapterOptions, AnalyticsLogSink } from './analyticsLogAdapter';
export type { AnalyticsLogInput, AnalyticsLogPayload } from './buildAnalyticsLog';
export type { Consent, ConsentCategory, ConsentChoice, ConsentOptions, ConsentState } from './createConsent';
export type { CookieJar } from './cookieJar';
export type { DataLayer, DataLayerOptions } from './createDataLayer';
export type { StepDelayedEvent, StepEvent, StepTracker, StepTrackerOptions } from './createStepTracker';
export type { NewAccountTrackingFields, Tracking, TrackingOptions } from './createTracking';
export type { SessionFields, TrackingSession, TrackingSessionOptions } from './createTrackingSession';
export type { HttpAnalyticsOptions } from './httpAnalytics';
export type { UserAgentInfo } from './parseUserAgent';
export type { JourneyStatusReport, ScanAttempt, ScanAttemptReport, ScanType } from './scanStatusReports';
export type { CaptureAdParametersOptions, TmscData } from './tmsc';
export type {
  AnalyticsIds,
  DataLayerEntry,
  StepEventPayload,
  TrackingContext,
  TrackingEventMap,
  TrackingEventName,
} from './TrackingEventMap';
