import { MANUAL_CAPTURE_TIMEOUT } from '../core/constants';
import type { FrameThresholds } from './types';

// The capture layer's timers and limits. docs/spec/widget/constants.md#timers's own values live in core/constants.ts; these derive from them
// or are this layer's choices (the spec is silent), each with its reason.

/** docs/spec/flow/validation.md#blank-camera-feed, docs/spec/flow/constants.md#timers: "a captured frame whose every pixel is zero means a blank feed (checked every 1 s)". */
export const BLANK_FEED_CHECK_INTERVAL_MS = 1000;

/**
 * docs/spec/widget/constants.md#capture "manual capture timeout 15" has no unit. Read as seconds: 15 ms is shorter than one camera frame and
 * could not be a timeout anyone sees, while the smart-capture timeout next to it is spelled in ms (5000).
 */
export const MANUAL_CAPTURE_TIMEOUT_MS = MANUAL_CAPTURE_TIMEOUT * 1000;

/**
 * Frames are checked at this long side. Enough for text strokes to register as edges on an ID card that fills
 * the guide, small enough for a check in a few milliseconds on a cheap phone.
 */
export const FRAME_CHECK_LONG_SIDE = 480;

/** Auto capture fires after this many good frames in a row… */
export const AUTO_CAPTURE_STEADY_FRAMES = 5;

/** …spanning at least this long, so a hand passing through a good position does not trigger it. */
export const AUTO_CAPTURE_STEADY_MS = 500;

/** Pause between frame checks: about 10 checks a second keeps a phone cool and the warnings responsive. */
export const FRAME_CHECK_INTERVAL_MS = 100;

/** ID-1 card (identity cards, driving licences): 85.60 × 53.98 mm (ISO/IEC 7810). */
export const ID1_ASPECT_RATIO = 85.6 / 53.98;

/** The guide rectangle the camera screen draws and the checks look for the document in. */
export const DOCUMENT_GUIDE = {
  /** Share of the frame's width (or height, when that is the tighter side) the guide takes. */
  fill: 0.8,
  aspectRatio: ID1_ASPECT_RATIO,
} as const;

/**
 * Frame-check limits, tuned on generated document images at FRAME_CHECK_LONG_SIDE (see checks/*.test.ts) and
 * with headroom above the scan backend's own sharpness floor (variance of the Laplacian ≥ 100 at 640 px), so a
 * frame that passes here is not refused there as blurred.
 */
export const DEFAULT_FRAME_THRESHOLDS: FrameThresholds = {
  minSharpness: 150,
  saturatedLevel: 250,
  minGlareBlobShare: 0.001,
  maxGlareShare: 0.005,
  minDocumentShare: 0.5,
  minEdgesFound: 3,
};
