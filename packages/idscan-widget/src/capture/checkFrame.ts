import { countGuideEdges } from './checks/countGuideEdges';
import { documentGuide } from './checks/documentGuide';
import { findDocumentBounds } from './checks/findDocumentBounds';
import { glareShare } from './checks/glareShare';
import { isBlankFrame } from './checks/isBlankFrame';
import { laplacianVariance } from './checks/laplacianVariance';
import { toGrey } from './checks/toGrey';
import { DEFAULT_FRAME_THRESHOLDS, FRAME_CHECK_LONG_SIDE } from './constants';
import type { FrameCheckOptions, FrameCheckResult, FrameData, FrameWarning } from './types';

/**
 * The frame checks of docs/spec/widget/validation.md#capture-quality ("blur, glare, low resolution, missing edges") on one frame, synchronously. The
 * frame is downscaled to `maxLongSide` first. `createFrameChecker()` runs the same function in a Web Worker.
 */
export function checkFrame(frame: FrameData, options: FrameCheckOptions & { maxLongSide?: number } = {}): FrameCheckResult {
  const thresholds = { ...DEFAULT_FRAME_THRESHOLDS, ...options.thresholds };
  const grey = toGrey(frame, options.maxLongSide ?? FRAME_CHECK_LONG_SIDE);
  const size = { width: grey.width, height: grey.height };

  // docs/spec/flow/validation.md#blank-camera-feed: a blank feed is its own state (cameraBlankFeedDetected), not something the user can fix by aiming.
  if (isBlankFrame(frame)) {
    return {
      blank: true,
      blur: false,
      glare: false,
      tooFar: false,
      notInFrame: false,
      passed: false,
      warnings: [],
      metrics: { sharpness: 0, glareShare: 0, documentShare: 0, edgesFound: 0 },
      size,
    };
  }

  const guide = options.guide
    ? { x: options.guide.x * grey.width, y: options.guide.y * grey.height, width: options.guide.width * grey.width, height: options.guide.height * grey.height }
    : documentGuide(grey.width, grey.height);
  const sharpness = laplacianVariance(grey, guide);
  const glare = glareShare(grey, guide, { saturatedLevel: thresholds.saturatedLevel, minBlobShare: thresholds.minGlareBlobShare });
  const bounds = findDocumentBounds(grey);
  const documentShare = bounds ? (bounds.width * bounds.height) / (guide.width * guide.height) : 0;
  const edgesFound = countGuideEdges(grey, guide);

  const checks = {
    blank: false,
    blur: sharpness < thresholds.minSharpness,
    glare: glare >= thresholds.maxGlareShare,
    tooFar: bounds !== null && documentShare < thresholds.minDocumentShare,
    notInFrame: edgesFound < thresholds.minEdgesFound,
  };
  // Placement first: glare and blur cannot be judged on a document that is not where the guide is. "Too far"
  // is the more useful of the two placement warnings, since moving closer fixes both.
  const warnings: FrameWarning[] = [];
  if (checks.tooFar) warnings.push('LOW_RESOLUTION');
  else if (checks.notInFrame) warnings.push('DOCUMENT_NOT_IN_FRAME');
  if (checks.glare) warnings.push('GLARE_DETECTED');
  if (checks.blur) warnings.push('BLUR_DETECTED');

  return {
    ...checks,
    passed: !checks.blur && !checks.glare && !checks.tooFar && !checks.notInFrame,
    warnings,
    metrics: { sharpness, glareShare: glare, documentShare, edgesFound },
    size,
  };
}
