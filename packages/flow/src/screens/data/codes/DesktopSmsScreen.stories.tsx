import { flowMeta, flowStory, type FlowScenario } from '../../../stories/flowStory';
import { expectFieldErrors, expectGlobalError, expectLocked, submitStep, submitWithFieldErrors, submitWithGlobalError, typeInFirstBox, type Play } from '../../../stories/play';
import { answer, fieldErrors, NEVER_ANSWERS } from '../../../stories/realformHandlers';

/** desktopSms (docs/spec/flow/screens.md#desktopsms "confirm phone"): the phone entry, then the code sent to it. */
const entry: FlowScenario = { path: '/confirm-phone', draft: { residenceCountry: 'PL' } };
const entryFilled: FlowScenario = { ...entry, draft: { ...entry.draft, phoneNumberPrefix: '+48', phoneNumber: '600123456' } };
const code: FlowScenario = { ...entry, draft: { ...entryFilled.draft, phoneStage: 'code', sentSmsCount: 1 } };

const meta = {
  title: 'Flow/Codes/Phone code',
  ...flowMeta(entry),
};
export default meta;

const typeCodeAndConfirm: Play = async (context) => {
  await typeInFirstBox(context, 'input:not([type="hidden"])', '123456');
  await submitStep(context);
};

export const PhoneEmpty = { ...flowStory(entry), tags: ['visual'] };

export const PhoneFilled = flowStory(entryFilled);

/** The server refuses the number (a landline, docs/spec/flow/validation.md): under the field. */
export const PhoneFieldErrors = { ...flowStory(entryFilled, [fieldErrors('desktopSms', { phoneNumber: 'phoneNumber.notMobile' })]), play: submitWithFieldErrors };

/** The hourly send cap (docs/security.md#one-time-codes): in the global banner. */
export const PhoneGlobalError = { ...flowStory(entryFilled, [answer('desktopSms', { status: 'error', globalError: 'code.sendLimit' }, { status: 429 })]), play: submitWithGlobalError };

export const PhoneSending = { ...flowStory(entryFilled, [answer('desktopSms', NEVER_ANSWERS)]), play: (async (context) => {
  await submitStep(context);
  await expectLocked(context);
}) satisfies Play };

export const CodeEmpty = flowStory(code);

/** docs/spec/flow/screens.md, docs/spec/flow/constants.md: after 2 or more text messages the page offers the e-mail code instead. */
export const CodeAfterTwoMessages = flowStory({ ...code, draft: { ...code.draft, sentSmsCount: 2, emailVerificationAvailable: true } });

export const CodeWrong = { ...flowStory(code, [fieldErrors('desktopSmsCode', { phoneVerificationCode2: 'code.incorrect' })]), play: (async (context) => {
  await typeCodeAndConfirm(context);
  await expectFieldErrors(context);
}) satisfies Play };

export const CodeExpired = { ...flowStory(code, [answer('desktopSmsCode', { status: 'error', globalError: 'code.expired' }, { status: 400 })]), play: (async (context) => {
  await typeCodeAndConfirm(context);
  await expectGlobalError(context);
}) satisfies Play };

export const CodeChecking = { ...flowStory(code, [answer('desktopSmsCode', NEVER_ANSWERS)]), play: (async (context) => {
  await typeCodeAndConfirm(context);
  await expectLocked(context);
}) satisfies Play };
