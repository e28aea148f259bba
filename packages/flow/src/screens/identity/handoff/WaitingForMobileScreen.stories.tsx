import { flowMeta, flowStory, type FlowScenario } from '../../../stories/flowStory';
import { answer } from '../../../stories/realformHandlers';

/** mobileDesktopIsCompleted (docs/spec/flow/screens.md#mobiledesktopiscompleted "waiting for picture"): spinner, disabled Next, a link to continue manually. */
const reached: FlowScenario = { path: '/waiting-for-mobile' };

const meta = {
  title: 'Flow/Identity/Waiting for the phone',
  ...flowMeta(reached),
};
export default meta;

/** The server answers that the desktop still waits (docs/spec/flow/states.md#waiting-for-the-picture: polled every 5 s). */
export const Waiting = { ...flowStory(reached), tags: ['visual'] };

/** docs/spec/flow/errors.md#scanning: a waiting-check error is shown as a global error; the page keeps trying. */
export const CheckFailed = flowStory(reached, [answer('checkIfDesktopCanProceed', { status: 'error', globalError: 'server.unexpected' }, { status: 503 })]);
