import { flowMeta, flowStory, type FlowScenario } from '../../stories/flowStory';

/** howToTakePicture (docs/spec/flow/screens.md#howtotakepicture): good and bad photo guidance. */
const reached: FlowScenario = { path: '/how-to-take-picture', localStorage: { 'onboarding.documentSelection': JSON.stringify({ action: 'desktop-document-selection', documentType: 2 }) } };

const meta = {
  title: 'Flow/Identity/How to take a picture',
  ...flowMeta(reached),
};
export default meta;

export const IdCard = { ...flowStory(reached), tags: ['visual'] };

export const Passport = flowStory({ ...reached, localStorage: { 'onboarding.documentSelection': JSON.stringify({ action: 'desktop-document-selection', documentType: 1 }) } });
