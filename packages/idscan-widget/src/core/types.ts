import type { I18n } from '@lingui/core';
import type {
  CaptureMode,
  CheckValue,
  FlowState,
  HighLevelResult,
  InputProvider,
  LivenessAction,
  LivenessResult,
  ScannerState,
  StepResult,
} from './enumerations';
import type { IdscanError, WidgetError } from './IdscanError';
import type { Journey } from './journey';
import type { TextOverrides } from './textKeys';

/** A step the user captures (every flow state but `NONE`). */
export type CaptureStep = Exclude<FlowState, 'NONE'>;

/** The steps the scan backend stores an image for: every capture step, liveness frames included (issue 15). */
export type UploadSide = CaptureStep;

/** The steps captured as one photo (camera, upload, preview screens): every step but the liveness check. */
export type PhotoStep = Exclude<CaptureStep, 'LIVENESS'>;

/** The liveness actions the widget asks for and sends with each liveness frame (`action` of journey/upload). */
export type LivenessUploadAction = Extract<LivenessAction, 'LEFT' | 'RIGHT' | 'STRAIGHT'>;

/** Which layout and which camera the widget prefers (docs/spec/flow/screens.md#upload-document: the detected-device flag). */
export type Device = 'desktop' | 'mobile';

/** A journey definition (docs/spec/widget/screens.md#journey-select "journey select"): which steps a journey has and what comes before them. */
export interface JourneyDefinition {
  /** Identifies the definition in `journeys`; shown nowhere. */
  readonly id: string;
  /** The name shown on the journey select screen (already in the user's language). */
  readonly name: string;
  readonly steps: readonly CaptureStep[];
  /** @default false */
  readonly termsAndConditions?: boolean;
  /** @default false */
  readonly userInputForm?: boolean;
}

/** docs/spec/widget/entities.md#user-input-form user-input form. Only the address part is required. */
export interface UserInput {
  firstName: string;
  middleName: string;
  lastName: string;
  /** `YYYY-MM-DD`, or empty. */
  dateOfBirth: string;
  /** House name or number. */
  house: string;
  /** Street name. */
  street: string;
  town: string;
  postcode: string;
}
export type UserInputField = keyof UserInput;

/** Per-field problems of the user-input form (docs/spec/widget/validation.md#user-input-form). */
export type UserInputProblems = Partial<Record<UserInputField, { kind: 'required' } | { kind: 'length'; min: number; max: number }>>;

/** The scan backend's answer to one capture (POST journey/upload). */
export interface CaptureAnswer {
  JourneyId: string;
  CaptureId: string;
  Side: UploadSide;
  /** The capture alone; a `Failed` capture may be retried while attempts remain. */
  CurrentResult: 'Passed' | 'Failed';
  Checks: Readonly<Record<string, CheckValue>>;
  /** Why it failed (`tooSmall`, `blank`, `blurred`, `mrz`, or a liveness reason), with a message in the request's language. */
  Problem?: string;
  /** Already translated by the server (`languageCode`): shown to the user as it is. */
  Message?: string;
}

/** docs/spec/widget/entities.md#data-from-the-host "ProcessedDocuments": one captured side as the scan backend judged it. */
export interface ProcessedDocument {
  IsValidated: boolean;
  HighLevelResult: HighLevelResult;
  /** ISO 3166-1 alpha-3 from the machine-readable zone; null when none was read. */
  IssuingCountryCode: string | null;
  /** `Passport`, `IdentityCard`, `Selfie`, `ProofOfAddress`, `CovidPass`, `Unknown`… */
  DocumentType: string;
  /** `Front`, `Back` or `Single`. */
  DocumentSide: string;
  /** Extracted fields (docs/spec/widget/entities.md#extracted-fields), when the backend sends them: field name → value. */
  ExtractedFields?: Readonly<Record<string, string>>;
}

/** The result of one additional check the server ran (docs/spec/widget/entities.md#result-checks "Result checks"). */
export type AdditionalCheckResult = 'Passed' | 'Failed' | 'Undetermined' | 'NotNeeded';

/** One check the server ran at the journey's end, e.g. `{ Name: 'FaceMatch', Result: 'Passed' }`. */
export interface AdditionalCheck {
  /** The check's name as the server spells it (`Mrz`, `FaceMatch`, `Liveness`, …). */
  readonly Name: string;
  readonly Result: AdditionalCheckResult;
  /** Why, when the server says (for people reviewing the journey, not for the applicant). */
  readonly Reason?: string;
}

/**
 * POST journey/end (and GET journey/get): the journey's result, the server's verdict (docs/spec/widget/entities.md#data-from-the-host "Journey result read
 * back"). The widget reports it as it arrives: it never changes the verdict.
 */
export interface JourneyResult {
  JourneyId?: string;
  HighLevelResult: HighLevelResult;
  ProcessedDocuments: readonly ProcessedDocument[];
  /** The checks the server ran (MRZ, face match, liveness…), when it sends them. */
  AdditionalChecks?: readonly AdditionalCheck[];
  /** Scores by name (e.g. a face-match similarity), when the server sends them. */
  Scores?: Readonly<Record<string, number>>;
}

/** What `onComplete` receives once the journey has ended and its result has been read back. */
export interface IdscanOutcome {
  journeyId: string;
  /**
   * The server's verdict: POST journey/end's answer as it arrived (GET journey/get's when the journey had already
   * ended); `TCCDISAGREE` when the terms were declined.
   */
  result: JourneyResult;
  /**
   * How the liveness step went by the server's answers to its frames: `Passed` when the server accepted every
   * action, `Failed` when the tries of an action ran out, `Undefined` without a camera; null without a liveness
   * step. For display only: the journey's verdict is `result.HighLevelResult`.
   */
  liveness: LivenessResult | null;
  /** The user-input form's values; null when the journey had no form. */
  userInput: UserInput | null;
}

/** docs/spec/widget/overview.md#roles-and-authorization login of the results view: the host checks the credentials (the widget calls no login service). */
export type OperatorLogin = (credentials: { username: string; password: string }) => Promise<void>;

/** A connected document scanner (docs/spec/widget/screens.md#scanner, docs/spec/widget/states.md), supplied by the host; the widget only drives it. */
export interface ScannerAdapter {
  getState(): ScannerState;
  /** Called with every state change; returns an unsubscribe function. */
  subscribe(listener: (state: ScannerState) => void): () => void;
  register(): Promise<void>;
  release(): Promise<void>;
  /**
   * Waits for the next page the user scans (on the device) and answers its image; rejects when the scanner is
   * released or fails. The widget calls it whenever its scanner screen shows an `AVAILABLE` scanner.
   */
  scan(): Promise<Blob>;
}

/** Options of `createIdscanWidget`, `mount` and `<IdscanWidget>`. */
export interface IdscanWidgetOptions {
  /** The scan backend (docs/spec/widget/entities.md#data-from-the-host session data `backendUrl`), e.g. `https://example.com/idscanenterprisesvc`. */
  backendUrl: string;
  /** The scan token (docs/spec/widget/entities.md#data-from-the-host `gbgToken`), sent as `Authorization: Bearer …`. */
  token: string;
  journeyId: string;
  /**
   * A product locale (docs/spec/widget/overview.md#languages; URL codes `ua`, `cz`); unknown codes fall back to English.
   * @default 'en'
   */
  locale?: string;
  /**
   * The steps of this journey.
   * @default ['IDENTITY:FRONT', 'IDENTITY:BACK']
   */
  steps?: readonly CaptureStep[];
  /**
   * Several definitions to choose from on the journey select screen; overrides `steps`,
   * `termsAndConditions` and `userInputForm`. An empty list is the docs/spec/widget/errors.md "no journey definitions" error.
   */
  journeys?: readonly JourneyDefinition[];
  /** @default false */
  termsAndConditions?: boolean;
  /** @default false */
  userInputForm?: boolean;
  /** @default 'auto' */
  captureMode?: CaptureMode;
  /**
   * Where images come from first; the user can switch between camera and upload.
   * @default 'FILESYSTEM' (docs/spec/widget/constants.md#capture)
   */
  inputProvider?: InputProvider;
  /** @default detected from the browser at start ('mobile' on phones and tablets) */
  device?: Device;
  /**
   * The liveness step's kind (docs/spec/widget/screens.md#liveness): passive takes one picture of the face; active asks for actions first.
   * @default 'passive'
   */
  liveness?: 'active' | 'passive';
  /**
   * Where the host serves the face model files (copy `dist/face-model/` of this package, or the tiny detector and
   * tiny landmark files of `node_modules/@vladmandic/face-api/model/`), e.g. `/idscan/face-model/`. Only for
   * guidance on the liveness step ("no face found", "turn more"): the server judges every liveness frame, and
   * without the model the frames are sent unchecked. The script-tag build also imports face-api's own bundle
   * (`face-api.esm.js`) from this folder.
   * @default none with a bundler; the script-tag build: `face-model/` beside `idscan-widget.global.js`
   */
  faceModelUrl?: string;
  /**
   * Where the frame-check Web Worker (`dist/frameWorker.js`) is served, when not where the host's bundler put it
   * (a CDN, a bundler that does not emit `new URL('./frameWorker.js', import.meta.url)`). It must be on the page's
   * origin (browsers start workers from the page's origin only); without it the frame checks run on the main
   * thread. Page-wide: the last widget mounted with it sets it.
   * @default beside the widget's module; the script-tag build: beside `idscan-widget.global.js`
   */
  workerUrl?: string | URL;
  /**
   * Capture attempts per step (docs/spec/widget/constants.md#attempts). After the last one is refused, the widget says that the
   * step could not be verified (the `attemptsUsedUp` screen) and moves on when the user continues.
   * @default 3
   */
  maxAttempts?: number;
  /**
   * Show the results screen after the journey ends.
   * @default true
   */
  showResults?: boolean;
  /** Puts the results screen behind a login (docs/spec/widget/screens.md#login login); the host checks the credentials. */
  operatorLogin?: OperatorLogin;
  /** Called by the results screen's "log out"; without it the action is not offered. */
  onLogout?: () => void;
  /** Called by the results screen's "start a new journey"; without it the action is not offered. */
  onNewJourney?: () => void;
  /** A connected scanner, for `inputProvider: 'SCANNER'`. */
  scanner?: ScannerAdapter;
  /** An extra class on the widget's root element, for theming (docs/theming.md). */
  theme?: string;
  /**
   * The host's wording instead of the widget's, per locale then per key (docs/texts.md), e.g.
   * `{ en: { 'terms.title': 'Before we start' } }`; `terms.text` takes paragraphs and `[links](https://…)`.
   */
  texts?: TextOverrides;
  /**
   * Move focus to the widget's first screen when it appears. Off by default: the widget leaves focus where the host
   * page has it; once the user acts in the widget, each new screen's heading takes focus as usual.
   * @default false
   */
  autoFocus?: boolean;
  onComplete?: (outcome: IdscanOutcome) => void;
  onError?: (error: WidgetError) => void;
  /** The user left: cancel journey, or disagreed with the terms. */
  onUserExit?: () => void;
}

/**
 * What the widget shows now. Capture screens (`camera`, `upload`, `preview`, `cropper`, `liveness`, `scanner`), the
 * no-camera notice and `attemptsUsedUp` sit in the provider container.
 */
export type WidgetScreen =
  | { readonly name: 'initialising' }
  | { readonly name: 'journeySelect'; readonly journeys: readonly JourneyDefinition[] }
  | { readonly name: 'terms' }
  | { readonly name: 'userInput'; readonly problems: UserInputProblems }
  | { readonly name: 'gateway' }
  | { readonly name: 'noCamera' }
  | { readonly name: 'instructions'; readonly step: CaptureStep }
  | { readonly name: 'camera'; readonly step: CaptureStep }
  | { readonly name: 'upload'; readonly step: CaptureStep }
  | { readonly name: 'preview'; readonly step: CaptureStep; readonly image: Blob }
  | { readonly name: 'cropper'; readonly step: CaptureStep; readonly image: Blob }
  | { readonly name: 'liveness'; readonly mode: 'active' | 'passive'; readonly action: LivenessAction }
  | { readonly name: 'scanner'; readonly step: CaptureStep; readonly scannerState: ScannerState }
  /**
   * The attempts of `step` are used up (the server refused its last capture, or the last liveness try of an
   * action): the user is told so, with the `attempts` it had, and what comes `next` (the next step; null: the
   * journey's end). The journey moves on only with `moveOn()`.
   */
  | { readonly name: 'attemptsUsedUp'; readonly step: CaptureStep; readonly attempts: number; readonly next: CaptureStep | null }
  | { readonly name: 'finishing' }
  | { readonly name: 'login'; readonly failed: WidgetError | null }
  | { readonly name: 'results'; readonly outcome: IdscanOutcome }
  | { readonly name: 'ended'; readonly result: HighLevelResult }
  /** `retryable`: whether "try again" can do anything (false after a fatal error: only cancel is offered). */
  | { readonly name: 'error'; readonly error: WidgetError; readonly retryable: boolean };

export type WidgetScreenName = WidgetScreen['name'];

/** The modal over the current screen (docs/spec/widget/screens.md#help-modals instruction popup, help modals). */
export type WidgetModal = 'instructions' | 'help' | null;

/** An upload in flight (docs/spec/widget/screens.md uploading message / verifying loader). */
export interface TransferState {
  readonly step: UploadSide;
  /** 0–1; null while the size is unknown. */
  readonly progress: number | null;
}

/** The last capture's verdict, for the attempts-remaining notice and the status area. */
export interface CaptureFeedback {
  readonly step: CaptureStep;
  readonly result: StepResult;
  /** The backend's reason (`tooSmall`, `blank`, `blurred`, `mrz`) or a local one (`tooBig`, `format`). */
  readonly problem: string | null;
  /** A message to show, already translated. */
  readonly message: string | null;
}

/** One immutable snapshot of the widget (what the React layer renders). */
export interface WidgetState {
  readonly screen: WidgetScreen;
  readonly modal: WidgetModal;
  /** The pure journey (docs/spec/widget/states.md). */
  readonly journey: Journey;
  /** The step being captured; null before the first and after the last. */
  readonly step: CaptureStep | null;
  /** The steps of the chosen journey, in order. */
  readonly steps: readonly CaptureStep[];
  readonly inputProvider: InputProvider;
  readonly captureMode: CaptureMode;
  readonly device: Device;
  /** From the hardware check; null until it ran. */
  readonly hasCamera: boolean | null;
  /** docs/spec/widget/states.md#instructions-lock: confirming the instructions locks them for 1 s. */
  readonly instructionsLocked: boolean;
  readonly transfer: TransferState | null;
  readonly feedback: CaptureFeedback | null;
  /** docs/spec/widget/screens.md#camera attempts-remaining notice for the current step. */
  readonly attemptsRemaining: number;
  /** The last error reported (also passed to `onError`); cleared by `retry()`. */
  readonly error: WidgetError | null;
  /** The widget's i18n is loaded and active: render only then. */
  readonly ready: boolean;
  readonly locale: string;
}

/**
 * Events (docs/spec/widget/states.md#journey-events journey events, docs/architecture.md#the-widget). Every payload carries `journeyId`; `transferProgress` is the only one
 * that is not a journey event (hosts forward the others to notify-journey: see `JOURNEY_EVENTS`).
 */
export interface WidgetEventMap {
  start: { journeyId: string };
  displayStep: { journeyId: string; flowState: CaptureStep; inputProvider: InputProvider; currentResult: StepResult };
  transferStarted: { journeyId: string; flowState: UploadSide; attempt: number };
  transferProgress: { journeyId: string; flowState: UploadSide; loaded: number; total: number | null };
  transferComplete: { journeyId: string; flowState: UploadSide; answer: CaptureAnswer };
  transferFailed: { journeyId: string; flowState: UploadSide; error: WidgetError };
  /** The journey moved on; `action` is the step entered (`IDENTITY:BACK` marks the front done), `NONE` after the last. */
  progress: { journeyId: string; action: FlowState };
  clear: { journeyId: string };
  cancel: { journeyId: string };
  /** `result` is `verdict.HighLevelResult`; `verdict` is the server's journey/end answer as it arrived. */
  end: { journeyId: string; result: HighLevelResult; verdict: JourneyResult };
}
export type WidgetEventType = keyof WidgetEventMap;
export type WidgetEventListener<K extends WidgetEventType> = (payload: WidgetEventMap[K]) => void;

/** Where an image came from; auto-captured frames skip the preview (smart capture sends at once). */
export type ImageSource = 'auto' | 'manual' | 'file' | 'scanner';

/** The framework-free widget: state, actions and events, shared by `<IdscanWidget>` and `mount()`. */
export interface IdscanWidgetController {
  readonly options: Readonly<IdscanWidgetOptions>;
  /** The widget's own Lingui instance (never the host's), active in `options.locale` once `state.ready`. */
  readonly i18n: I18n;
  getState(): WidgetState;
  /** For `useSyncExternalStore`; returns an unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** @throws IdscanError `invalidParameter` when `type` is not a string or `listener` not a function (docs/spec/widget/errors.md). */
  on<K extends WidgetEventType>(type: K, listener: WidgetEventListener<K>): () => void;

  /** Loads the locale, checks the hardware and shows the first screen. Idempotent; browser only. */
  start(): Promise<void>;
  selectJourney(id: string): void;
  agree(): void;
  /** Ends the journey as `TCCDISAGREE`, tells the server (journey/cancel), calls `onUserExit`. */
  disagree(): void;
  /** Validates (docs/spec/widget/validation.md); on success moves on, else shows the problems. */
  submitUserInput(values: UserInput): UserInputProblems;
  /** Gateway "camera enabled". */
  enableCamera(): void;
  /** The provider container's camera / upload toggle. */
  setInputProvider(provider: InputProvider): void;
  setCaptureMode(mode: CaptureMode): void;
  showModal(modal: Exclude<WidgetModal, null>): void;
  closeModal(): void;
  /** Full-step instructions: locks 1 s (docs/spec/widget/states.md#instructions-lock), then opens the camera. */
  confirmInstructions(): void;
  /** A captured or chosen image for the current step: auto captures upload at once, others go to the preview. */
  submitImage(image: Blob, source: ImageSource): void;
  /** The preview's "upload". */
  uploadPreview(): void;
  /** The preview's "change photo" / "retry": back to capture (a `clear` event). */
  retake(): void;
  /**
   * The `attemptsUsedUp` screen's "Continue": the journey moves on (`progress`) to the next step, or to its end
   * after the last. Does nothing on any other screen.
   */
  moveOn(): void;
  /** The preview's "crop". */
  openCropper(): void;
  /** The cropper's result (or null to cancel) back to the preview. */
  applyCrop(image: Blob | null): void;
  /**
   * Liveness: a picture for the action on screen, sent to the server (side `LIVENESS`, with the action and the
   * mode), whose answer decides: `Passed` moves to the next action, `Failed` shows its message and lets the user
   * try again (3 tries per action, `LIVENESS_TRIES_PER_ACTION`).
   */
  submitLivenessFrame(image: Blob): void;
  /** The capture layer's camera failure (docs/spec/widget/errors.md#camera). */
  reportCameraError(error: IdscanError<'camera'>): void;
  /** Any other error the UI layer meets (capture checks, face model, template). */
  reportError(error: WidgetError): void;
  /** The error screen's try again. */
  retry(): void;
  login(credentials: { username: string; password: string }): Promise<void>;
  logout(): void;
  newJourney(): void;
  /** Cancel journey: ends as `Aborted`, tells the server (journey/cancel), emits `cancel`, calls `onUserExit`. */
  cancel(): void;
  /** Scanner register / release (docs/spec/widget/states.md#scanner-states); `scan()` waits for a page now (the widget also does when the scanner is available). */
  registerScanner(): Promise<void>;
  releaseScanner(): Promise<void>;
  scan(): Promise<void>;
  /**
   * A fresh scan token for the backend's next calls (the host refreshed it). When a call was refused for the token
   * (the error screen of an `unauthorized` error), that call is tried again once with the new token.
   * @throws IdscanError `invalidParameter` when `token` is not a non-empty string
   */
  setToken(token: string): void;
  /**
   * Shows the widget in another locale (unknown codes: English) without losing the journey's state; the backend's
   * next answers come in it too. Resolves once the new texts are shown.
   */
  setLocale(locale: string): Promise<void>;
  /** Stops timers and requests, drops listeners. */
  destroy(): void;
}
