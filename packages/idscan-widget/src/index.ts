// Core journey model only; the capture UI and mount() arrive with the widget issue.
export {
  ACCEPTED_UPLOAD_TYPES,
  DEFAULT_INPUT_PROVIDER,
  INSTRUCTION_CAROUSEL,
  INSTRUCTION_LOCK_MS,
  INSTRUCTION_SLIDER,
  JOURNEY_RESULT_FETCH_DELAY_MS,
  MANUAL_CAPTURE_TIMEOUT,
  MAX_UPLOAD_BYTES,
  NO_JOURNEY_ID_FAILURE_MS,
  QR_SCAN_POLL_INTERVAL_MS,
  QR_SCAN_POLL_MAX_MS,
  SMART_CAPTURE_AUTOSTART,
  SMART_CAPTURE_TIMEOUT_MS,
  TOKEN_RETRY_COUNT,
  TOKEN_RETRY_INTERVAL_MS,
  UPLOAD_INACTIVITY_TIMEOUT_MS,
  USER_INPUT_LENGTHS,
} from './core/constants';
export {
  CAPTURE_CONDITIONS,
  CAPTURE_MODES,
  CHECK_VALUES,
  FLOW_STATES,
  HIGH_LEVEL_RESULTS,
  INPUT_PROVIDERS,
  JOURNEY_EVENTS,
  JOURNEY_STATES,
  LIVENESS_ACTIONS,
  LIVENESS_RESULTS,
  REQUIRED_ACTIONS,
  SCANNER_ACTIONS,
  SCANNER_STATES,
  STEP_RESULTS,
} from './core/enumerations';
export { FlowStateNotFoundError } from './core/FlowStateNotFoundError';
export { InvalidJourneyError } from './core/InvalidJourneyError';
export { advance, createJourney, isStepDone } from './core/journey';
export { JourneyEndedError } from './core/JourneyEndedError';
export { JourneyWaitingError } from './core/JourneyWaitingError';

export type {
  CaptureCondition,
  CaptureMode,
  CheckValue,
  FlowState,
  HighLevelResult,
  InputProvider,
  JourneyEventType,
  JourneyState,
  LivenessAction,
  LivenessResult,
  RequiredAction,
  ScannerAction,
  ScannerState,
  StepResult,
} from './core/enumerations';
export type { Journey, JourneyEvent, JourneyEventMap } from './core/journey';
export { loadMessages } from './locales';
