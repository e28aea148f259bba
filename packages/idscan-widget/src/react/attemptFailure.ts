import type { CaptureFeedback } from '../core/types';
import type { AttemptFailure } from './screens/types';

/** The attempts-remaining notice's reason: S1 §8 "System not able to take the photo" for any failed capture. */
export function attemptFailure(feedback: CaptureFeedback | null): AttemptFailure | null {
  if (!feedback || feedback.result !== 'Failed') return null;
  // File refusals (S1 §5) have their own messages on the upload screen.
  if (feedback.problem === 'tooBig' || feedback.problem === 'format' || feedback.problem === 'fileTooBig' || feedback.problem === 'fileFormat') return null;
  return 'captureFailed';
}
