import { flowMeta, flowStory, type FlowScenario } from '../../stories/flowStory';
import { submitWhileServerIsSlow, submitWithGlobalError } from '../../stories/play';
import { answer, globalError, NEVER_ANSWERS } from '../../stories/realformHandlers';

/** The results of an upload (docs/spec/flow/screens.md#uploadfailed uploadSucceeded, uploadFailed, uploadException). */
const succeeded: FlowScenario = { path: '/upload-succeeded' };

const meta = {
  title: 'Flow/Identity/Upload results',
  ...flowMeta(succeeded),
};
export default meta;

export const Succeeded = { ...flowStory(succeeded), tags: ['visual'] };

export const SucceededSending = { ...flowStory(succeeded, [answer('uploadSummary', NEVER_ANSWERS)]), play: submitWhileServerIsSlow };

export const SucceededGlobalError = { ...flowStory(succeeded, [globalError('uploadSummary')]), play: submitWithGlobalError };

/** docs/spec/flow/screens.md#uploadfailed: the server's uploadActionError, and 'Try again' because allowTryAgain is true. */
export const FailedWithTryAgain = flowStory({ path: '/upload-failed', draft: { uploadOutcome: { uploadActionError: 'document.expired', allowTryAgain: true } } });

/** allowTryAgain false: only Next (upload-summary). */
export const FailedWithoutTryAgain = flowStory({ path: '/upload-failed', draft: { uploadOutcome: { uploadActionError: null, allowTryAgain: false } } });

/** docs/spec/flow/states.md#scan-token: the scan token could not be had after 4 tries. */
export const Exception = flowStory({ path: '/upload-exception' });

/** The mobile variant (uploadException_M): Next goes to personalDataConfirm. */
export const ExceptionOnPhone = { ...flowStory({ path: '/upload-exception', device: 'mobile' }), globals: { viewport: { value: 'phone', isRotated: false } } };

/** Issue 17: an opened account's identity document, sent later (received) or still missing (pending). */
export const DocumentsReceived = flowStory({ path: '/documents-received' });

export const DocumentsPending = flowStory({ path: '/documents-pending' });
