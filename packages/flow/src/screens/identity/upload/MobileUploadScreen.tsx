import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Modal } from '@onboarding/form-fields';
import { useState } from 'react';
import { useFlow } from '../../../api/FlowContext';
import { StepHeading } from '../../../layout/StepHeading';
import { useDraftStore } from '../../../stores/draftStore';
import { readDocumentSelection } from '../shared/identityStorage';
import { PhotoGuidance } from '../shared/PhotoGuidance';
import { useGoToStep } from '../../../submit/useGoToStep';
import { useIdentitySubmit } from '../../../submit/useIdentitySubmit';
import { useStepName } from '../shared/useStepName';
import { CameraProblemNotice } from './CameraProblemNotice';
import { ManualUpload } from './ManualUpload';
import { reportCameraProblem } from './reportCameraProblem';
import { ScanCapture } from './ScanCapture';
import { SecurityText } from './SecurityText';
import { useScanJourney, type CameraProblem } from './useScanJourney';

const PROBLEM_STEPS: Readonly<Record<string, CameraProblem>> = {
  cameraPermissionDenied: 'permissionDenied',
  cameraBlankFeedDetected: 'blankFeed',
};

/** The camera (the widget), or files only (docs/spec/flow/screens.md#upload-document "upload-from-files option", and the fallback without a camera). */
type Phase = 'camera' | 'files';

/**
 * The phone's upload, /upload-document (docs/spec/flow/screens.md#upload-document): desktopDocumentUpload_M on an applicant's own phone and
 * mobileDocumentUpload on a hand-off phone, with their Back and camera-problem states. The widget captures with the
 * camera: its own gateway is the camera-permission welcome prompt (browser access, allow the camera, next), then
 * the rear camera with smart capture, a manual capture switch and the camera choice. Around it: a help
 * notification with the instruction and security popups, and the upload from files. Without camera permission
 * (or without a camera) the file upload remains (docs/spec/flow/screens.md#upload-document, docs/spec/flow/errors.md).
 */
export function MobileUploadScreen() {
  const { t } = useLingui();
  const { client } = useFlow();
  const submit = useIdentitySubmit();
  const goToStep = useGoToStep();
  const stepName = useStepName();
  const handoffPhone = useDraftStore((s) => s.handoffPhone) !== null;
  const [phase, setPhase] = useState<Phase>('camera');
  const [popup, setPopup] = useState<'instructions' | 'security' | null>(null);
  const back = stepName.endsWith('Back');
  const problem = PROBLEM_STEPS[stepName] ?? null;
  const documentType = readDocumentSelection()?.documentType.toString() ?? null;
  const uploadStep = handoffPhone ? 'mobileDocumentUpload' : 'desktopDocumentUpload';

  const showProblem = (found: CameraProblem) => {
    reportCameraProblem(client, found, journey.session?.journeyId);
    void goToStep(found === 'permissionDenied' ? 'cameraPermissionDenied' : 'cameraBlankFeedDetected', { replace: true });
  };

  const journey = useScanJourney({
    enabled: !back,
    scanType: 'MOBILE',
    returnsToDesktop: handoffPhone,
    reportsInactivity: false,
    documentType,
    onCameraProblem: showProblem,
    onCameraUnavailable: () => setPhase('files'),
  });

  const cameraAgain = () => {
    journey.startAgain();
    setPhase('camera');
    void goToStep(uploadStep, { replace: true });
  };

  const manualUpload = (
    <ManualUpload key={back ? 'back' : 'front'} call="mobileDocumentUpload" side={back ? 'back' : 'front'} documentType={documentType} />
  );

  // Leaving the photo for later: a hand-off phone skips its part (docs/spec/flow/calls.md#call-table skip-hybrid-upload: the computer goes on
  // and the phone shows mobileReturnToDesktop; any other answer is only logged, docs/spec/flow/states.md#phone); a phone used for the whole
  // application chooses "upload later", as the desktop's skip-step button does.
  const skip = async () => {
    if (!handoffPhone) {
      await submit(() => client.call('dataUploadChoice', { dataUploadChoice: 1 }));
      return;
    }
    const { outcome } = await submit(() => client.call('skipHybridUpload', {}));
    if (outcome !== 'navigated') console.error('skip-hybrid-upload: an unexpected error');
  };
  const skipButton = (
    <Button variant="link" onClick={() => void skip()}>
      {handoffPhone ? <Trans>Skip the photo and continue on the computer</Trans> : <Trans>Skip this step and upload later</Trans>}
    </Button>
  );

  if (back) {
    return (
      <div className="onb-step onb-upload">
        <StepHeading>
          <Trans>Now the back of your document</Trans>
        </StepHeading>
        <p role="status" className="onb-notice" data-kind="success">
          <Trans>Thank you, we have the front side. Now turn the document over.</Trans>
        </p>
        {manualUpload}
        {skipButton}
      </div>
    );
  }

  return (
    <div className="onb-step onb-upload">
      <StepHeading>{journey.badUpload ? <Trans>Upload the photo again</Trans> : <Trans>Take a photo of your document</Trans>}</StepHeading>
      <div role="status" className="onb-upload__status">
        {journey.frontDone ? (
          <p className="onb-notice" data-kind="success">
            <Trans>Thank you, we have the front side. Now turn the document over.</Trans>
          </p>
        ) : null}
      </div>
      {problem ? (
        <>
          <CameraProblemNotice problem={problem} onTryAgain={cameraAgain} />
          {manualUpload}
        </>
      ) : phase === 'files' ? (
        <>
          {manualUpload}
          <Button variant="link" onClick={() => setPhase('camera')}>
            <Trans>Use the camera instead</Trans>
          </Button>
        </>
      ) : (
        <>
          <p className="onb-notice">
            <Trans>Need help?</Trans>{' '}
            <Button variant="link" onClick={() => setPopup('instructions')}>
              <Trans>How to take the photo</Trans>
            </Button>{' '}
            <Button variant="link" onClick={() => setPopup('security')}>
              <Trans>Is my data safe?</Trans>
            </Button>
          </p>
          <ScanCapture journey={journey} documentType={documentType} device="mobile" />
          <Button variant="link" onClick={() => setPhase('files')}>
            <Trans>Upload a photo from my files instead</Trans>
          </Button>
          <Modal title={t`How to take the photo`} open={popup === 'instructions'} onOpenChange={(open) => setPopup(open ? 'instructions' : null)}>
            <PhotoGuidance headingLevel={3} />
          </Modal>
          <Modal title={t`Security of your data`} open={popup === 'security'} onOpenChange={(open) => setPopup(open ? 'security' : null)}>
            <SecurityText />
          </Modal>
        </>
      )}
      {skipButton}
    </div>
  );
}
