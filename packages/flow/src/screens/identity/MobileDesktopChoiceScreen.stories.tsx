import { flowMeta, flowStory, type FlowScenario } from '../../stories/flowStory';
import { submitWithGlobalError } from '../../stories/play';
import { globalError } from '../../stories/realformHandlers';

/** mobileDesktopChoice (docs/spec/flow/screens.md#mobiledesktopchoice): the desktop or the phone (marked with a note). */
const reached: FlowScenario = { path: '/select-device' };

const meta = {
  title: 'Flow/Identity/Device choice',
  ...flowMeta(reached),
};
export default meta;

export const Choice = { ...flowStory(reached), tags: ['visual'] };

export const GlobalError = { ...flowStory(reached, [globalError('mobileDesktopChoice')]), play: submitWithGlobalError };
