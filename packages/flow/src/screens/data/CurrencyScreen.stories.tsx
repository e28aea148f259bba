import { flowMeta, flowStory, type FlowScenario } from '../../stories/flowStory';
import { submitWhileServerIsSlow, submitWithFieldErrors, submitWithGlobalError } from '../../stories/play';
import { answer, fieldErrors, globalError, NEVER_ANSWERS } from '../../stories/realformHandlers';

/** currencyChoice (docs/spec/flow/screens.md#currencychoice): one select (docs/spec/flow/validation.md#currency: the Polish locale leaves out CZK). */
const reached: FlowScenario = { path: '/currency' };
const filled: FlowScenario = { ...reached, draft: { currencyChoice: 1 } };

const meta = {
  title: 'Flow/Data/Currency',
  ...flowMeta(reached),
};
export default meta;

export const Empty = { ...flowStory(reached), tags: ['visual'] };

export const Filled = flowStory(filled);

export const FieldErrors = { ...flowStory(filled, [fieldErrors('currencyChoice', { currencyChoice: 'currencyChoice.unavailable' })]), play: submitWithFieldErrors };

export const GlobalError = { ...flowStory(filled, [globalError('currencyChoice')]), play: submitWithGlobalError };

export const Loading = { ...flowStory(filled, [answer('currencyChoice', NEVER_ANSWERS)]), play: submitWhileServerIsSlow };
