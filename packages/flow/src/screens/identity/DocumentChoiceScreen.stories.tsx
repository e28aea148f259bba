import { flowMeta, flowStory, type FlowScenario } from '../../stories/flowStory';
import { submitWithGlobalError } from '../../stories/play';
import { globalError } from '../../stories/realformHandlers';

/** Document selection (docs/spec/flow/screens.md#howtotakepicture): two document types, each leading to howToTakePicture. */
const onDesktop: FlowScenario = { path: '/document-selection', stepName: 'desktopDocumentChoice' };

const meta = {
  title: 'Flow/Identity/Document choice',
  ...flowMeta(onDesktop),
};
export default meta;

export const OnThisDevice = { ...flowStory(onDesktop), tags: ['visual'] };

/** mobileDocumentChoice: the hand-off phone's own selection (docs/spec/flow/screens.md#document-selection). */
export const OnHandoffPhone = {
  ...flowStory({ path: '/document-selection', stepName: 'mobileDocumentChoice', device: 'mobile', draft: { handoffPhone: 'qrCode' } }),
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const GlobalError = { ...flowStory(onDesktop, [globalError('desktopDocumentChoice')]), play: submitWithGlobalError };
