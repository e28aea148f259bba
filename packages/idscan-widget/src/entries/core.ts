// `@onboarding/idscan-widget/core`: the framework-free widget — journey model (docs/spec/widget/states.md), scan-backend client, camera,
// capture and image checks, createIdscanWidget(), errors (docs/spec/widget/errors.md) and the locale catalogs. Nothing here imports
// React (test/packaging.test.ts checks the built file): hosts on another framework drive the controller.
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
} from '../core/constants';
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
} from '../core/enumerations';
export { FlowStateNotFoundError } from '../core/FlowStateNotFoundError';
export { InvalidJourneyError } from '../core/InvalidJourneyError';
export { advance, createJourney, isStepDone } from '../core/journey';
export { JourneyEndedError } from '../core/JourneyEndedError';
export { JourneyWaitingError } from '../core/JourneyWaitingError';

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
} from '../core/enumerations';
export type { Journey, JourneyEvent, JourneyEventMap } from '../core/journey';
export { loadMessages } from '../locales';

// --- capture ---
export { CameraNotReadableError } from '../capture/CameraNotReadableError';
export { CameraPermissionDeniedError } from '../capture/CameraPermissionDeniedError';
export { CameraPermissionUnavailableError } from '../capture/CameraPermissionUnavailableError';
export { isCameraError, toCameraError } from '../capture/CameraError';
export { checkFrame } from '../capture/checkFrame';
export { checkUploadFile } from '../capture/checkUploadFile';
export { documentGuide } from '../capture/checks/documentGuide';
export {
  AUTO_CAPTURE_STEADY_FRAMES,
  AUTO_CAPTURE_STEADY_MS,
  BLANK_FEED_CHECK_INTERVAL_MS,
  DEFAULT_FRAME_THRESHOLDS,
  DOCUMENT_GUIDE,
  FRAME_CHECK_INTERVAL_MS,
  FRAME_CHECK_LONG_SIDE,
  ID1_ASPECT_RATIO,
  MANUAL_CAPTURE_TIMEOUT_MS,
} from '../capture/constants';
export { createAutoCapture } from '../capture/createAutoCapture';
export { createFrameChecker } from '../capture/createFrameChecker';
export { evaluateFaces, FACE_LIMITS } from '../capture/evaluateFaces';
export { FrameCheckerError } from '../capture/FrameCheckerError';
export { LIVENESS_MIN_TURN_DEGREES, livenessGuidance } from '../capture/livenessGuidance';
export type { LivenessGuidance, LivenessGuidanceAction, LivenessHint } from '../capture/livenessGuidance';
export { loadFaceDetector } from '../capture/loadFaceDetector';
export { NoSuitableCameraError } from '../capture/NoSuitableCameraError';
export { getCameraAvailability, hasCamera, openCamera } from '../capture/openCamera';
export { PhotoCaptureError } from '../capture/PhotoCaptureError';
export type { CameraError } from '../capture/CameraError';
export type {
  AutoCapture,
  AutoCaptureEventMap,
  AutoCaptureOptions,
  AutoCaptureState,
  CameraAvailability,
  CameraDevice,
  CameraErrorKind,
  CameraSession,
  CameraSessionEventMap,
  FaceBox,
  FaceCheckResult,
  FaceDetector,
  FaceDetectorOptions,
  FaceProblem,
  FacingMode,
  FrameChecker,
  FrameCheckerOptions,
  FrameCheckOptions,
  FrameCheckResult,
  FrameChecks,
  FrameData,
  FrameMetrics,
  FrameSource,
  FrameThresholds,
  FrameWarning,
  OpenCameraOptions,
  Rect,
  UploadCheckResult,
  UploadFileError,
} from '../capture/types';
// --- core ---
export {
  AUTO_CAPTURE_REFUSALS_BEFORE_MANUAL,
  DEFAULT_MAX_ATTEMPTS,
  DEFAULT_STEPS,
  LIVENESS_FRAME_LONG_SIDE,
  LIVENESS_TRIES_PER_ACTION,
  WIDGET_LOCALES,
} from '../core/constants';
export { createIdscanWidget } from '../core/createIdscanWidget';
export { errorMessage } from '../core/errorMessages';
export { IdscanError } from '../core/IdscanError';
export { createScanBackend } from '../core/scanBackend';
export { EMPTY_USER_INPUT, REQUIRED_USER_INPUT_FIELDS, validateUserInput } from '../core/userInput';
export type { UploadFileProblem, WidgetDependencies } from '../core/createIdscanWidget';
export type { IdscanErrorDetails, IdscanErrorKind, WidgetError } from '../core/IdscanError';
export type { CancelReason, ScanBackend, ScanBackendConfig, ScanBackendTransport, UploadInput } from '../core/scanBackend';
export type {
  AdditionalCheck,
  AdditionalCheckResult,
  CaptureAnswer,
  CaptureFeedback,
  CaptureStep,
  Device,
  IdscanOutcome,
  IdscanWidgetController,
  IdscanWidgetOptions,
  ImageSource,
  JourneyDefinition,
  JourneyResult,
  LivenessUploadAction,
  OperatorLogin,
  PhotoStep,
  ProcessedDocument,
  ScannerAdapter,
  TransferState,
  UploadSide,
  UserInput,
  UserInputField,
  UserInputProblems,
  WidgetEventListener,
  WidgetEventMap,
  WidgetEventType,
  WidgetModal,
  WidgetScreen,
  WidgetScreenName,
  WidgetState,
} from '../core/types';
