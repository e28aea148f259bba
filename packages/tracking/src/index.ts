export { AD_PARAMETERS, AFFILIATE_CLICK_PARAMETER } from './adParameters';
export {
  DEFAULT_COOKIE_MAX_AGE_SECONDS,
  STEP_DELAYED_EVENT,
  STEP_DELAYED_EVENT_DELAY_MS,
  STEP_EVENT,
  TMSC_COOKIE,
  TMSC_MAX_AGE_SECONDS,
} from './constants';
export { createStepTracker } from './createStepTracker';
export { pushDataLayer } from './pushDataLayer';
export { STEP_NUMBERS, stepNumber } from './stepNumbers';
export { captureAdParameters, readTmsc } from './tmsc';

export type { StepDelayedEvent, StepEvent, StepTracker, StepTrackerOptions } from './createStepTracker';
export type { CaptureAdParametersOptions, TmscData } from './tmsc';
