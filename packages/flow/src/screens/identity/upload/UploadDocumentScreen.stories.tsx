import { flowMeta, flowStory, type FlowScenario } from '../../../stories/flowStory';
import { answer, NEVER_ANSWERS } from '../../../stories/realformHandlers';

/**
 * Upload document (docs/spec/flow/screens.md#upload-document desktopDocumentUpload / mobileDocumentUpload). The scan token (document/get-idscan-token) is
 * left unanswered, so the page stays before the capture starts and no story opens a camera: the widget's own screens
 * are the identity widget's stories.
 */
const ID_CARD = { 'onboarding.documentSelection': JSON.stringify({ action: 'desktop-document-selection', documentType: 2 }) };
const front: FlowScenario = { path: '/upload-document', stepName: 'desktopDocumentUpload', localStorage: ID_CARD };
const beforeCapture = [answer('getIdscanToken', NEVER_ANSWERS)];
const phone = { viewport: { value: 'phone', isRotated: false } };

const meta = {
  title: 'Flow/Identity/Upload document',
  ...flowMeta(front),
};
export default meta;

/** This device: the phone recommended, the capture, the manual file upload, the photo tips and the help panel. */
export const FrontOnDesktop = { ...flowStory(front, beforeCapture), tags: ['visual'] };

/** After the front side of an ID card (desktopDocumentUploadBack): the thank-you and the back side. */
export const BackOnDesktop = flowStory({ ...front, stepName: 'desktopDocumentUploadBack' }, beforeCapture);

/** docs/spec/flow/errors.md#camera: the camera permission was denied (cameraPermissionDenied): the notice, and the upload from files. */
export const CameraPermissionDenied = flowStory({ ...front, stepName: 'cameraPermissionDenied' }, beforeCapture);

/** docs/spec/flow/errors.md#camera: the camera gives a blank picture (cameraBlankFeedDetected). */
export const CameraBlankFeed = flowStory({ ...front, stepName: 'cameraBlankFeedDetected' }, beforeCapture);

/** The mobile variant (desktopDocumentUpload_M): the camera-permission welcome prompt first. */
export const OnPhone = { ...flowStory({ ...front, device: 'mobile' }, beforeCapture), globals: phone };

/** The hand-off phone's upload (mobileDocumentUpload). */
export const OnHandoffPhone = {
  ...flowStory({ ...front, stepName: 'mobileDocumentUpload', device: 'mobile', draft: { handoffPhone: 'qrCode' } }, beforeCapture),
  globals: phone,
};
