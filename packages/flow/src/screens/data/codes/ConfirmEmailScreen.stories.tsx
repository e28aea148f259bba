import { flowMeta, flowStory, type FlowScenario } from '../../../stories/flowStory';
import { expectFieldErrors, expectGlobalError, expectLocked, submitStep, typeInFirstBox, type Play } from '../../../stories/play';
import { answer, fieldErrors, NEVER_ANSWERS } from '../../../stories/realformHandlers';

/** confirmEmail (docs/spec/flow/screens.md#confirmemail): six single-digit boxes, reached after two text messages (docs/spec/flow/constants.md). */
const reached: FlowScenario = {
  path: '/confirm-email',
  draft: { codeEmail: 'anna.nowak@example.com', phoneNumber: '600123456', phoneNumberPrefix: '+48', sentSmsCount: 2, emailVerificationAvailable: true },
};

const meta = {
  title: 'Flow/Codes/E-mail code',
  ...flowMeta(reached),
};
export default meta;

const typeCodeAndConfirm: Play = async (context) => {
  await typeInFirstBox(context, 'input:not([type="hidden"])', '123456');
  await submitStep(context);
};

export const Empty = { ...flowStory(reached), tags: ['visual'] };

export const Filled = { ...flowStory(reached, [answer('confirmEmail', NEVER_ANSWERS)]), play: (async (context) => {
  await typeInFirstBox(context, 'input:not([type="hidden"])', '123456');
}) satisfies Play };

export const WrongCode = { ...flowStory(reached, [fieldErrors('confirmEmail', { confirmEmailCode2: 'code.incorrect' })]), play: (async (context) => {
  await typeCodeAndConfirm(context);
  await expectFieldErrors(context);
}) satisfies Play };

/** docs/spec/flow/constants.md / docs/security.md#one-time-codes: five wrong tries use the code up. */
export const AttemptsExhausted = { ...flowStory(reached, [answer('confirmEmail', { status: 'error', globalError: 'code.attemptsExhausted' }, { status: 400 })]), play: (async (context) => {
  await typeCodeAndConfirm(context);
  await expectGlobalError(context);
}) satisfies Play };

export const Checking = { ...flowStory(reached, [answer('confirmEmail', NEVER_ANSWERS)]), play: (async (context) => {
  await typeCodeAndConfirm(context);
  await expectLocked(context);
}) satisfies Play };
