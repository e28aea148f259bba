import { flowMeta, flowStory, type FlowScenario } from '../../../stories/flowStory';
import { submitWithFieldErrors } from '../../../stories/play';
import { answer, fieldErrors, NEVER_ANSWERS } from '../../../stories/realformHandlers';

/** The hand-off page (docs/spec/flow/screens.md#mobilesms "mobileSms / uploadPhone"): the QR code by default, or a link by text message. */
const qr: FlowScenario = { path: '/phone-number', stepName: 'uploadQR' };
const sms: FlowScenario = { path: '/phone-number', stepName: 'uploadPhone', draft: { residenceCountry: 'PL' } };
const smsFilled: FlowScenario = { ...sms, draft: { ...sms.draft, phoneNumberPrefix: '+48', phoneNumber: '600123456' } };

const meta = {
  title: 'Flow/Identity/Hand-off to the phone',
  ...flowMeta(qr),
};
export default meta;

/** uploadQR: the code encodes the link the server gave (docs/spec/flow/screens.md#mobilesms: SVG, size 200, level H). */
export const QrCode = { ...flowStory(qr), tags: ['visual'] };

/** docs/spec/flow/screens.md: "a loader shows until the URL is known". */
export const QrCodeLoading = flowStory(qr, [answer('mobileQrCodeUrl', NEVER_ANSWERS)]);

/** The link could not be had: the page offers to try again. */
export const QrCodeFailed = flowStory(qr, [answer('mobileQrCodeUrl', { status: 'error', globalError: 'server.unexpected' }, { status: 500 })]);

export const SmsPhoneEmpty = flowStory(sms);

export const SmsPhoneFilled = flowStory(smsFilled);

export const SmsPhoneFieldErrors = { ...flowStory(smsFilled, [fieldErrors('mobileSms', { phoneNumber: 'phoneNumber.notMobile' })]), play: submitWithFieldErrors };

/** The code sent to the phone, to confirm the number (docs/spec/flow/screens.md: numeric SMS-code field, resend, 'wrong phone'). */
export const SmsCode = flowStory({ ...smsFilled, draft: { ...smsFilled.draft, handoffSmsStage: 'code', handoffSentSmsCount: 1 } });

/** The number confirmed: the link went to the phone by text message. */
export const SmsLinkSent = flowStory({ ...smsFilled, draft: { ...smsFilled.draft, handoffSmsStage: 'sent', handoffSentSmsCount: 1 } });
