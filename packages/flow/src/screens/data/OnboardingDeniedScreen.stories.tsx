import { flowMeta, flowStory, type FlowScenario } from '../../stories/flowStory';

/** onboardingDenied (docs/spec/flow/screens.md#onboardingdenied): image and text with the contact e-mail and phone; the reason the server gave. */
const denied: FlowScenario = { path: '/denied', denial: 'underage' };

const meta = {
  title: 'Flow/Errors/Denied',
  ...flowMeta(denied),
};
export default meta;

/** docs/spec/flow/states.md#step-order: under 18. */
export const Underage = { ...flowStory(denied), tags: ['visual'] };

/** The document shows the applicant is under 18. */
export const UnderageDocument = flowStory({ ...denied, denial: 'underageDocument' });

/** Without a reason kept (another tab): the general text. */
export const WithoutReason = flowStory({ path: '/denied' });
