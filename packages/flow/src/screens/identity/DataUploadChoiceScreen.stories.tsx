import { flowMeta, flowStory, type FlowScenario } from '../../stories/flowStory';
import { submitWhileServerIsSlow, submitWithGlobalError } from '../../stories/play';
import { answer, globalError, NEVER_ANSWERS } from '../../stories/realformHandlers';

/** dataUploadChoice (docs/spec/flow/screens.md#datauploadchoice): from the phone, on this device now, or later (manual, with its note). */
const reached: FlowScenario = { path: '/select-registration-method' };

const meta = {
  title: 'Flow/Identity/Verification method',
  ...flowMeta(reached),
};
export default meta;

export const Choice = { ...flowStory(reached), tags: ['visual'] };

/** A choice the server refuses: the banner, the options stay. */
export const GlobalError = { ...flowStory(reached, [globalError('dataUploadChoice')]), play: submitWithGlobalError };

export const Sending = { ...flowStory(reached, [answer('dataUploadChoice', NEVER_ANSWERS)]), play: submitWhileServerIsSlow };
