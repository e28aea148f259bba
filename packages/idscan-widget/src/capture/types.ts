import type { CaptureCondition, CaptureMode } from '../core/enumerations';

// The capture layer's public types: camera, frame checks, auto capture, upload checks and face detection.
// Framework-free; the React screens receive what these produce as props.

/** Which way a camera faces: `environment` is a phone's rear camera, `user` the selfie camera. */
export type FacingMode = 'user' | 'environment';

/** A video input, as listed after permission was granted (before it, browsers hide labels and ids). */
export interface CameraDevice {
  readonly deviceId: string;
  /** The browser's label, e.g. "Back Camera"; empty when the browser gives none. */
  readonly label: string;
  /** Guessed from the track settings or the label; `null` when unknown (most desktop webcams). */
  readonly facing: FacingMode | null;
}

/**
 * docs/spec/widget/errors.md#camera camera errors, one class each (`CameraPermissionDeniedError`…), told apart by `kind`; the spelling is
 * the widget's `camera` error reason, so core maps them one to one.
 */
export type CameraErrorKind = 'permissionDenied' | 'permissionUnavailable' | 'notReadable' | 'noSuitableCamera';

/** Whether this browser can capture at all, before asking for permission (the docs/spec/widget/screens.md#initialising initialising screen). */
export type CameraAvailability = 'available' | 'noCamera' | 'unsupported';

export interface OpenCameraOptions {
  /**
   * Preferred camera direction; ignored when `deviceId` is given.
   * @default 'environment' (docs/spec/flow/screens.md#upload-document: the rear camera on phones; desktops fall back to their only camera)
   */
  facingMode?: FacingMode;
  /** A `CameraDevice.deviceId` to open exactly that camera (the docs/spec/widget/screens.md#camera camera selector). */
  deviceId?: string;
  /**
   * Ideal capture resolution; the browser picks the closest it has.
   * @default { width: 1920, height: 1080 }
   */
  idealSize?: { width: number; height: number };
  /**
   * How often a frame is checked for a blank feed (every pixel zero, docs/spec/flow/validation.md#blank-camera-feed); 0 turns the check off.
   * @default 1000 (BLANK_FEED_CHECK_INTERVAL_MS)
   */
  blankFeedIntervalMs?: number;
  /** Where to find getUserMedia; for tests and iframes. @default globalThis.navigator.mediaDevices */
  mediaDevices?: MediaDevices;
}

/** What a camera session reports. */
export interface CameraSessionEventMap {
  /** A new stream after `switchCamera()`: give it to the camera screen's `<video>`. */
  stream: { stream: MediaStream; deviceId: string | null };
  /** docs/spec/flow/validation.md#blank-camera-feed: a frame whose every pixel is zero (docs/spec/flow/errors.md#camera: cameraBlankFeedDetected). Reported once per blank spell. */
  blankFeed: Record<never, never>;
  /** The video track ended on its own (camera unplugged, permission revoked, another app took it). */
  ended: Record<never, never>;
}

/** An open camera. Frames are read from a detached `<video>` the session owns, so screens render their own. */
export interface CameraSession {
  /** The live stream; replaced by `switchCamera()` (listen to `stream`). */
  readonly stream: MediaStream;
  /** Every video input, listed after permission was granted (so labels are filled in). */
  readonly devices: readonly CameraDevice[];
  /** The device in use, when the browser tells. */
  readonly deviceId: string | null;
  /** The direction of the camera in use, when known. */
  readonly facing: FacingMode | null;
  /** Native size of the current video, 0 × 0 until the first frame. */
  readonly videoSize: { width: number; height: number };
  /**
   * Opens another camera: the given device, or the next one in `devices`. The old stream is stopped. Does
   * nothing on a stopped session or when the target is the camera in use.
   * @throws the same camera errors as `openCamera`; on failure the previous camera stays open.
   */
  switchCamera(deviceId?: string): Promise<void>;
  /**
   * The current frame scaled so its long side is at most `maxLongSide` pixels (RGBA), or `null` before the video
   * has a frame. Used by the frame checks and the blank-feed check.
   */
  grabFrame(maxLongSide?: number): FrameData | null;
  /**
   * A still of the current frame at the camera's full resolution, or scaled down so its long side is at most
   * `maxLongSide` (never scaled up). The frame is drawn at once; only the encoding is asynchronous.
   * @default type 'image/jpeg', quality 0.92, maxLongSide: none
   * @throws PhotoCaptureError (rejects) before the first frame, after stop(), or without a usable canvas.
   */
  takePhoto(options?: { type?: 'image/jpeg' | 'image/png'; quality?: number; maxLongSide?: number }): Promise<Blob>;
  on<K extends keyof CameraSessionEventMap>(type: K, listener: (event: CameraSessionEventMap[K]) => void): () => void;
  /** Stops every track and the blank-feed check; the session is unusable afterwards. Idempotent. */
  stop(): void;
}

/** RGBA pixels, like ImageData (which satisfies it) but constructible in workers and tests. */
export interface FrameData {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8ClampedArray | Uint8Array;
}

/** A rectangle in pixels. */
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The docs/spec/widget/screens.md capture-condition warnings a frame can raise, as the journey's capture conditions (docs/spec/widget/states.md#capture-conditions). */
export type FrameWarning = Extract<CaptureCondition, 'GLARE_DETECTED' | 'BLUR_DETECTED' | 'LOW_RESOLUTION' | 'DOCUMENT_NOT_IN_FRAME'>;

/** One frame's verdict: `true` means the problem is present. */
export interface FrameChecks {
  readonly blur: boolean;
  readonly glare: boolean;
  /** Low resolution: the document covers too little of the frame (docs/spec/widget/states.md#capture-conditions "low resolution (document too far)"). */
  readonly tooFar: boolean;
  /** The document's edges are missing at the guide rectangle's borders. */
  readonly notInFrame: boolean;
  /** Every pixel is zero (docs/spec/flow/validation.md#blank-camera-feed). */
  readonly blank: boolean;
}

/** The measurements behind the verdict, for tuning and the bench. */
export interface FrameMetrics {
  /** Variance of the Laplacian of the grey image inside the guide; higher is sharper. */
  readonly sharpness: number;
  /** Share of the guide covered by saturated blobs (0–1). */
  readonly glareShare: number;
  /** Area of the document's bounding box over the guide's area (1 = fills the guide); 0 when none was found. */
  readonly documentShare: number;
  /** How many of the guide's 4 borders show a document edge. */
  readonly edgesFound: number;
}

export interface FrameCheckResult extends FrameChecks {
  /** No problem at all: auto capture may count this frame. */
  readonly passed: boolean;
  /** The warnings to show now, most useful first (at most one of LOW_RESOLUTION / DOCUMENT_NOT_IN_FRAME). */
  readonly warnings: readonly FrameWarning[];
  readonly metrics: FrameMetrics;
  /** Size of the frame the checks ran on (after downscaling). */
  readonly size: { width: number; height: number };
}

/** Limits of the frame checks; see `DEFAULT_FRAME_THRESHOLDS` for the values and why. */
export interface FrameThresholds {
  /** Below this variance of the Laplacian the frame is blurred. */
  readonly minSharpness: number;
  /** A grey level at or above this is saturated. */
  readonly saturatedLevel: number;
  /** A saturated blob must cover at least this share of the guide to count as glare (specks do not). */
  readonly minGlareBlobShare: number;
  /** Glare when saturated blobs cover this share of the guide or more. */
  readonly maxGlareShare: number;
  /** Too far when the document's bounding box is smaller than this share of the guide. */
  readonly minDocumentShare: number;
  /** Not in frame when fewer than this many guide borders show an edge. */
  readonly minEdgesFound: number;
}

export interface FrameCheckOptions {
  /** Override any limit. @default DEFAULT_FRAME_THRESHOLDS */
  thresholds?: Partial<FrameThresholds>;
  /**
   * Where the document should be, relative to the frame (0–1). The camera screen draws the same rectangle.
   * @default documentGuide(): an ID-1 card (85.6 × 54 mm) 80 % of the frame wide, centred
   */
  guide?: Rect;
}

export interface FrameCheckerOptions extends FrameCheckOptions {
  /**
   * Run the checks in a Web Worker (loaded from `./frameWorker.js` beside the bundle: CSP `worker-src 'self'`).
   * With `false`, or when Worker is unavailable or fails to start, they run on the main thread.
   * @default true
   */
  worker?: boolean;
  /** Frames are downscaled to this long side before the checks. @default 480 (FRAME_CHECK_LONG_SIDE) */
  maxLongSide?: number;
  /**
   * Where the worker script is served, for hosts whose bundler does not keep `new URL('./frameWorker.js',
   * import.meta.url)` working (e.g. Vite's dependency pre-bundling: or exclude the package from optimizeDeps).
   * @default new URL('./frameWorker.js', import.meta.url)
   */
  workerUrl?: string | URL;
}

export interface FrameChecker {
  /**
   * Checks one frame (downscaled to `maxLongSide` first). Once the worker runs, a frame whose bytes own their
   * buffer is transferred to it (unusable afterwards), so pass a fresh frame each time (grabFrame() does).
   * Rejects with FrameCheckerError when the worker dies mid-check or the checker is disposed.
   */
  check(frame: FrameData): Promise<FrameCheckResult>;
  /** `worker` while the Web Worker serves the checks, `main` on the fallback. */
  readonly runsOn: 'worker' | 'main';
  /** Terminates the worker. Idempotent. */
  dispose(): void;
}

/** What auto capture reports; `state` carries everything a screen renders. */
export interface AutoCaptureEventMap {
  state: AutoCaptureState;
  /** A still was taken: by auto capture after a steady run of good frames, or by `captureNow()`. */
  capture: { blob: Blob; auto: boolean };
  /** docs/spec/widget/constants.md smart-capture timeout: no good capture within `timeoutMs` (capturing goes on). */
  timeout: Record<never, never>;
  /** docs/spec/widget/constants.md#capture manual capture timeout: offer the manual capture button / switch to manual now. */
  manualCaptureOffered: Record<never, never>;
}

export interface AutoCaptureState {
  readonly mode: CaptureMode;
  /**
   * `checking` while frames are checked (auto mode), `waiting` for the capture button (manual mode),
   * `capturing` while the still is taken, `stopped` before start(), after stop() and after a capture.
   */
  readonly status: 'stopped' | 'checking' | 'waiting' | 'capturing';
  /** The docs/spec/widget/screens.md#camera warnings to show now; always empty in manual mode (docs/spec/widget/screens.md#camera: hints disabled). */
  readonly warnings: readonly FrameWarning[];
  /** Consecutive good frames so far (0 to `steadyFrames`): a progress hint. */
  readonly steadyCount: number;
  /** `timeoutMs` passed without a capture. */
  readonly timedOut: boolean;
  /** `manualCaptureAfterMs` passed without a capture. */
  readonly manualCaptureOffered: boolean;
  /** The last frame's verdict, `null` before the first. */
  readonly lastCheck: FrameCheckResult | null;
}

/** The frames auto capture reads: a `CameraSession` satisfies it. */
export type FrameSource = Pick<CameraSession, 'grabFrame' | 'takePhoto'>;

export interface AutoCaptureOptions {
  source: FrameSource;
  /** @default a new createFrameChecker(), disposed with the auto capture */
  checker?: FrameChecker;
  /** @default 'auto' */
  mode?: CaptureMode;
  /** Start checking at once. @default SMART_CAPTURE_AUTOSTART (true, docs/spec/widget/constants.md) */
  autoStart?: boolean;
  /** Good frames in a row before the capture fires. @default 5 */
  steadyFrames?: number;
  /** …spanning at least this long. @default 500 */
  steadyMs?: number;
  /** Pause between frame checks. @default 100 */
  frameIntervalMs?: number;
  /** @default SMART_CAPTURE_TIMEOUT_MS (5000, docs/spec/widget/constants.md#capture) */
  timeoutMs?: number;
  /** @default MANUAL_CAPTURE_TIMEOUT_MS (15 000: docs/spec/widget/constants.md#capture "manual capture timeout 15", read as seconds) */
  manualCaptureAfterMs?: number;
}

export interface AutoCapture {
  getState(): AutoCaptureState;
  /** For `useSyncExternalStore`: called after every state change. */
  subscribe(listener: () => void): () => void;
  on<K extends keyof AutoCaptureEventMap>(type: K, listener: (event: AutoCaptureEventMap[K]) => void): () => void;
  /** Starts (or restarts, resetting the timers) checking frames. */
  start(): void;
  /** Stops checking; keeps the mode. */
  stop(): void;
  /** docs/spec/widget/screens.md auto/manual toggle. Manual stops the checks and clears the warnings. */
  setMode(mode: CaptureMode): void;
  /** The manual capture button: takes a still now, whatever the checks say. */
  captureNow(): Promise<Blob>;
  /** Stops, and disposes the checker if auto capture created it. */
  dispose(): void;
}

/** docs/spec/widget/validation.md#uploaded-files upload refusals: the screens show the widget spec's exact texts for each. */
export type UploadFileError = 'tooBig' | 'format';

/** docs/spec/widget/validation.md#uploaded-files: JPG or PNG by content (magic bytes), under 7.5 MB. */
export type UploadCheckResult =
  | { readonly ok: true; readonly type: 'image/jpeg' | 'image/png' }
  | { readonly ok: false; readonly error: UploadFileError };

/** A face found in a frame, in the frame's pixels. */
export interface FaceBox extends Rect {
  /** Detector confidence 0–1. */
  readonly score: number;
  /**
   * Head turn estimated from landmarks, in degrees, in the unmirrored frame the camera gives: negative when the
   * person turns to their own right (the nose moves to the frame's left), positive to their own left; `null`
   * without landmarks. (The selfie preview is shown mirrored; frames never are.)
   */
  readonly yaw: number | null;
}

/**
 * docs/spec/widget/validation.md#passive-liveness-face-errors passive-liveness face errors the selfie and liveness steps can detect from a face box, spelled as the
 * liveness screen's PASSIVE_FACE_ERRORS.
 */
export type FaceProblem =
  | 'NOT_FOUND'
  | 'TOO_MANY_FACES'
  | 'TOO_SMALL'
  | 'TOO_FAR'
  | 'TOO_CLOSE'
  | 'NEAR_BORDER'
  | 'CROPPED'
  | 'ANGLE_TOO_LARGE';

/**
 * A face check: `ok` (one usable face), a `problem` to show, or `unavailable` when the detector could not run
 * (model not served, no WebGL/CPU backend…). Guidance only: the server judges every selfie and liveness frame,
 * and a frame the detector could not check is sent unchecked.
 */
export type FaceCheckResult =
  | { readonly status: 'ok'; readonly face: FaceBox }
  | { readonly status: 'problem'; readonly problem: FaceProblem; readonly faces: readonly FaceBox[] }
  | { readonly status: 'unavailable'; readonly reason: string };

export interface FaceDetectorOptions {
  /**
   * Where the host serves the face model files (copied from `@vladmandic/face-api/model/`), e.g. '/idscan/face-model/'.
   * Required: the widget never fetches models from a third-party host.
   */
  modelBaseUrl: string;
  /** Faces below this detector confidence are ignored. @default 0.5 */
  minScore?: number;
}

export interface FaceDetector {
  /** Finds faces and judges them (docs/spec/widget/validation.md#passive-liveness-face-errors). Never throws: detector failures give `unavailable`. */
  check(source: FrameData | HTMLVideoElement | HTMLCanvasElement | HTMLImageElement): Promise<FaceCheckResult>;
}
