/**
 * The journey vocabulary of docs/spec/widget/entities.md#journey, docs/spec/widget/states.md as data. Where the widget spec gives only prose ("look or tilt left"), the spelling
 * chosen is upper snake case, the scanning service's convention; the README lists each choice.
 */

/** docs/spec/widget/entities.md#journey: the steps a journey can capture, in the scanning service's `CATEGORY:SIDE` spelling. */
export const FLOW_STATES = ['NONE', 'IDENTITY:FRONT', 'IDENTITY:BACK', 'ADDRESS', 'SELFIE', 'LIVENESS', 'COVID'] as const;
export type FlowState = (typeof FLOW_STATES)[number];

/** docs/spec/widget/entities.md#journey: journey states. */
export const JOURNEY_STATES = ['STARTED', 'IN_PROGRESS', 'ENDED'] as const;
export type JourneyState = (typeof JOURNEY_STATES)[number];

/** docs/spec/widget/states.md#high-level-results: the journey's overall result; `TCCDISAGREE` means the terms and conditions were declined. */
export const HIGH_LEVEL_RESULTS = ['Passed', 'Refer', 'Expired', 'NotAccepted', 'NotSupported', 'Aborted', 'TCCDISAGREE', 'Undefined'] as const;
export type HighLevelResult = (typeof HIGH_LEVEL_RESULTS)[number];

/** docs/spec/widget/states.md: values of the individual result checks, spelled as the spec writes them (lower case, with spaces). */
export const CHECK_VALUES = ['passed', 'failed', 'not needed', 'skipped', 'undetermined', 'success needed'] as const;
export type CheckValue = (typeof CHECK_VALUES)[number];

/** docs/spec/widget/states.md#liveness: liveness results. */
export const LIVENESS_RESULTS = ['Passed', 'Failed', 'ActionTimedOut', 'Interrupted', 'Undefined'] as const;
export type LivenessResult = (typeof LIVENESS_RESULTS)[number];

/** docs/spec/widget/states.md#liveness: what the liveness check asks the user to do ("look or tilt left" is `LEFT`, "no action" is `NONE`). */
export const LIVENESS_ACTIONS = ['SMILE', 'FROWN', 'LEFT', 'RIGHT', 'UP', 'DOWN', 'STRAIGHT', 'NONE'] as const;
export type LivenessAction = (typeof LIVENESS_ACTIONS)[number];

/** docs/spec/widget/states.md: what the journey requires of the capture screen now. */
export const REQUIRED_ACTIONS = ['KEEP_CAPTURING', 'PAUSE_CAPTURING', 'CLOSE', 'ERROR', 'AGREE', 'DISAGREE'] as const;
export type RequiredAction = (typeof REQUIRED_ACTIONS)[number];

/** docs/spec/widget/states.md#capture-conditions: conditions reported while capturing; `LOW_RESOLUTION` is "document too far". */
export const CAPTURE_CONDITIONS = ['BLUR_DETECTED', 'CAPTURING', 'UPLOADING', 'DOCUMENT_NOT_IN_FRAME', 'GLARE_DETECTED', 'LOW_RESOLUTION'] as const;
export type CaptureCondition = (typeof CAPTURE_CONDITIONS)[number];

/** docs/spec/widget/states.md#scanner-states: states of a connected document scanner. */
export const SCANNER_STATES = ['AVAILABLE', 'PROCESSING', 'SCANNING', 'DISCONNECTED', 'NOT_CONNECTED', 'OFFLINE', 'BUSY', 'WAITING', 'LOADING'] as const;
export type ScannerState = (typeof SCANNER_STATES)[number];

/** docs/spec/widget/states.md#scanner-states: what the user can do with a scanner. */
export const SCANNER_ACTIONS = ['REGISTER', 'RELEASE'] as const;
export type ScannerAction = (typeof SCANNER_ACTIONS)[number];

/** docs/spec/widget/states.md#capture-modes: automatic (smart) or manual capture, switchable by the user. */
export const CAPTURE_MODES = ['auto', 'manual'] as const;
export type CaptureMode = (typeof CAPTURE_MODES)[number];

/** docs/spec/widget/overview.md, docs/spec/widget/constants.md#capture: where an image comes from; the default is `FILESYSTEM`. */
export const INPUT_PROVIDERS = ['CAMERA', 'FILESYSTEM', 'SCANNER'] as const;
export type InputProvider = (typeof INPUT_PROVIDERS)[number];

/** docs/spec/widget/states.md#journey-events: the result of the step on display, as a display-step event reports it. */
export const STEP_RESULTS = ['Passed', 'Failed', 'Undefined'] as const;
export type StepResult = (typeof STEP_RESULTS)[number];

/** docs/spec/widget/states.md#journey-events: the journey events the embedding flow handles. */
export const JOURNEY_EVENTS = ['displayStep', 'transferStarted', 'transferComplete', 'transferFailed', 'cancel', 'clear', 'progress', 'start', 'end'] as const;
export type JourneyEventType = (typeof JOURNEY_EVENTS)[number];
