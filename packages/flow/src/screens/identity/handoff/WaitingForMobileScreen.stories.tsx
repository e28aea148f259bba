import { flowMeta, flowStory, type FlowScenario } from '../../../stories/flowStory';
import { answer } from '../../../stories/realformHandlers';

/** mobileDesktopIsCompleted (S0 §2 "waiting for picture"): spinner, disabled Next, a link to continue manually. */
const reached: FlowScenario = { path: '/waiting-for-mobile' };

const meta = {
  title: 'Flow/Identity/Waiting for the phone',
  ...flowMeta(reached),
};
export default meta;

/** The server answers that the desktop still waits (S0 §4: polled every 5 s). */
export const Waiting = { ...flowStory(reached), tags: ['visual'] };

/** S0 §8: a waiting-check error is shown as a global error; the page keeps trying. */
export const CheckFailed = flowStory(reached, [answer('checkIfDesktopCanProceed', { status: 'error', globalError: 'server.unexpected' }, { status: 503 })]);
