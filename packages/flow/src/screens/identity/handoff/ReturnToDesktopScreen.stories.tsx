import { flowMeta, flowStory, type FlowScenario } from '../../../stories/flowStory';
import { answer, NEVER_ANSWERS } from '../../../stories/realformHandlers';

/** mobileReturnToDesktop (docs/spec/flow/screens.md#mobilesms): on the hand-off phone, the upload's message and a line about the computer. */
const reached: FlowScenario = { path: '/return-to-desktop', device: 'mobile', draft: { handoffPhone: 'qrCode', uploadOutcome: { uploadActionError: 'document.sentFromPhone', allowTryAgain: false } } };
const phone = { viewport: { value: 'phone', isRotated: false } };

const meta = {
  title: 'Flow/Identity/Return to the computer',
  ...flowMeta(reached),
};
export default meta;

export const Returned = { ...flowStory(reached), globals: phone };

/** Without a message from the upload: the generic line. */
export const WithoutMessage = { ...flowStory({ ...reached, draft: { handoffPhone: 'qrCode' } }), globals: phone };

/** The phone opening the desktop's link (docs/spec/flow/routes.md#query-parameters: token with qrCode), while the server confirms it. */
export const PhoneOpensTheLink = { ...flowStory({ path: '/?token=story-handoff-link&qrCode=true', token: null, device: 'mobile' }, [answer('mobileQrCodeScan', NEVER_ANSWERS)]), globals: phone };

/** docs/spec/flow/screens.md: a link the server does not confirm (expired, used on another phone). */
export const LinkRefused = {
  ...flowStory({ path: '/?token=story-handoff-link&qrCode=true', token: null, device: 'mobile' }, [answer('mobileQrCodeScan', { status: 'error', globalError: 'handoff.invalid' }, { status: 403 })]),
  globals: phone,
};
