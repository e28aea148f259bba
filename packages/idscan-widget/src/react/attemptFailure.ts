import type { CaptureFeedback } from '../core/types';
import type { AttemptFailure } from './screens/types';

/** The attempts-remaining notice's reason: docs/spec/widget/errors.md "System not able to take the photo" for any failed capture. */
export function attemptFailure(feedback: CaptureFeedback | null): AttemptFailure | null {
  if (!feedback || feedback.result !== 'Failed') return null;
  // File refusals (docs/spec/widget/validation.md#uploaded-files) have their own messages on the upload screen.
  if (feedback.problem === 'tooBig' || feedback.problem === 'format' || feedback.problem === 'fileTooBig' || feedback.problem === 'fileFormat') return null;
  return 'captureFailed';
}
